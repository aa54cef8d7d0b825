import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserLocaleSources, detectLocale } from './i18n/detectLocale';
import { loadCatalogue } from './i18n/messages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// An English reader's texts arrive before the first paint, so no screen flashes French first.
// Should they not arrive, the app still opens, in French.
await loadCatalogue(detectLocale(browserLocaleSources())).catch(() => undefined);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
