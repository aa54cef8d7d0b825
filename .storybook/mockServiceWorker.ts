import type { SetupWorker } from 'msw/browser';
import { API_BASE } from '../dashboard/src/lib/api/client';

/**
 * Starts MSW's service worker (public/mockServiceWorker.js) for the screen stories. A call to the
 * API that no handler answers is a mistake in the story: MSW prints it in the console and the
 * call fails with a 500 whose body names it, instead of reaching a server that is not there.
 */
export async function startMockServiceWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(`${API_BASE}/`)) return;
      print.error();
      // Printing alone would let the call through to the Storybook server; MSW answers a throw with a 500.
      throw new Error(`No mock API handler answers ${request.method} ${pathname}`);
    },
  });
  return worker;
}
