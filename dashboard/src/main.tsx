import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// The font faces, which the build writes into index.html (vite.config.ts: inlineStylesheet).
import '@merci/ui-kit/fonts';
import { signedOutScreenAt } from './app/signedOutScreens';
import type { StartedApp } from './app/startedApp';
import { browserLocaleSources, detectLocale } from './i18n/detectLocale';
import { loadCatalogue } from './i18n/messages';
import { isSignedIn } from './lib/session/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

// A prerendered signed-out screen opened without a session starts on its own, without the
// router and the data layer (ADR 020); every other address starts the app.
const starting: Promise<{ start: () => StartedApp | Promise<StartedApp> }> =
  !isSignedIn() && signedOutScreenAt(window.location.pathname)
    ? import('./app/signedOutStart')
    : import('./app/appStart');

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

// The start begins loading the screen's code while the texts arrive.
const started = starting.then(({ start }) => start());

// An English reader's texts arrive before the first paint, so no screen flashes French first.
// Should they not arrive, the app still opens, in French.
await loadCatalogue(detectLocale(browserLocaleSources())).catch(() => undefined);
const { element, firstScreen } = await started;

// The app draws once its first screen's code is there: over a prerendered screen, never a blank
// page; and React Router's RouterProvider reads the router's state when it first renders but
// listens only once committed, so a router that finished starting in between (the first render
// is a transition, drawn in slices) would leave its loading on screen for good.
await firstScreen;
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
      <FirstCommit onCommit={onFirstCommit}>{element}</FirstCommit>
    </StrictMode>,
  ),
);

/** Calls onCommit when its children are on the page, before the browser paints them. */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}
