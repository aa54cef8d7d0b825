import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { preload } from 'swr';
import { App } from './app/App';
import { routes } from './app/routes';
import { browserLocaleSources, detectLocale } from './i18n/detectLocale';
import { loadCatalogue } from './i18n/messages';
import { isSignedIn } from './lib/session/session';
import { fetchKey } from './lib/swr/config';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

// The merchant's account, which every signed-in screen waits for, is asked for at once, beside
// the texts and the screen's code (SWR's preload: useCurrentUser picks the answer up).
// A failure is the hook's to show (useCurrentUser gets the same promise), not an unhandled one.
if (isSignedIn()) preload('/users/me', fetchKey).catch(() => undefined);

// What the server drew (ADR 016): a signed-out screen (which a signed-in visitor leaves for /)
// or a signed-in one's loading (its frame and heading, ADR 019).
let prerendered = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
if (prerendered?.dataset.prerendered === 'screen' && isSignedIn()) {
  prerendered.remove();
  prerendered = null;
}
// A drawn screen or loading may have a visit to carry over (fields, focus, a form sent, the
// sign-out of the frame): its code is fetched then, beside the texts.
const handingOver = prerendered ? import('./app/prerendered') : undefined;

// The router starts loading the screen's code while the texts arrive.
const router = createBrowserRouter(routes);

// An English reader's texts arrive before the first paint, so no screen flashes French first.
// Should they not arrive, the app still opens, in French.
await loadCatalogue(detectLocale(browserLocaleSources())).catch(() => undefined);

// Over a prerendered screen, the app draws once its screen's code is there: never a blank page.
if (prerendered) await initialized(router);
const handOver = await handingOver?.catch(() => undefined);

let hasStarted = false;
/** What the visitor did on the prerendered screen, replayed once the app's screen replaced it. */
function onFirstCommit() {
  if (hasStarted || !prerendered || !handOver) return;
  hasStarted = true;
  handOver.replayVisit(container, handOver.readVisit(prerendered, window.merciPrerendered));
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
