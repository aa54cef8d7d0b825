import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { preload } from 'swr';
import { fetchKey } from '../lib/swr/config';
import { isSignedIn } from '../lib/session/session';
import { App } from './App';
import { routes } from './routes';
import type { StartedApp } from './startedApp';

/** The app with its router: every address but the prerendered signed-out ones opened signed out. */
export function start(): StartedApp {
  // The merchant's account, which every signed-in screen waits for, is asked for at once, beside
  // the texts and the screen's code (SWR's preload: useCurrentUser picks the answer up).
  // A failure is the hook's to show (useCurrentUser gets the same promise), not an unhandled one.
  if (isSignedIn()) preload('/users/me', fetchKey).catch(() => undefined);
  // The router starts loading the screen's code while the texts arrive.
  const router = createBrowserRouter(routes);
  return { element: <App router={router} />, firstScreen: initialized(router) };
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
