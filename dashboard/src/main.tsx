import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { App } from './app/App';
import { findPrerendered, readVisit, replayVisit } from './app/prerendered';
import { routes } from './app/routes';
import { browserLocaleSources, detectLocale } from './i18n/detectLocale';
import { loadCatalogue } from './i18n/messages';
import { isSignedIn } from './lib/session/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

// A signed-out screen the server drew (ADR 016); a signed-in visitor is about to leave it for /.
let prerendered = findPrerendered(container);
if (prerendered && isSignedIn()) {
  prerendered.remove();
  prerendered = null;
}

// An English reader's texts arrive before the first paint, so no screen flashes French first.
// Should they not arrive, the app still opens, in French.
await loadCatalogue(detectLocale(browserLocaleSources())).catch(() => undefined);

const router = createBrowserRouter(routes);
// Over a prerendered screen, the app draws once its screen's code is there: never a blank page.
if (prerendered) await initialized(router);

let hasStarted = false;
/** What the visitor did on the prerendered screen, replayed once the app's screen replaced it. */
function onFirstCommit() {
  if (hasStarted || !prerendered) return;
  hasStarted = true;
  replayVisit(container, readVisit(prerendered, window.merciPrerendered));
}

// A transition: React draws the first screen in slices, so the page keeps answering (and the
// prerendered screen stays) meanwhile instead of one long task.
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <FirstCommit onCommit={onFirstCommit}>
        <App router={router} />
      </FirstCommit>
    </StrictMode>,
  ),
);

/** Calls onCommit when its children are on the page, before the browser paints them. */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

function initialized(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
