import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { toast } from '@merci/ui-kit';
import { AppProviders } from '../dashboard/src/app/AppProviders';
import { routes } from '../dashboard/src/app/routes';
import type { Locale } from '../dashboard/src/i18n/messages';
import { EXPIRATION_KEY, TOKEN_KEY, clearSession } from '../dashboard/src/lib/session/session';
import { SESSION_TOKEN, mockApi, resetMockApi } from '../dashboard/src/testing';
import { localeOf } from './locale';

/** Where a screen story starts, and whether someone is signed in. */
export interface ScreenParameters {
  /** The URL the app opens at, query included (e.g. '/notifications?page=2'). */
  path: string;
  /** 'signed-in' stores a valid session before the screen renders; 'signed-out' removes it. */
  session: 'signed-in' | 'signed-out';
}

// Fixed and far away: the session never expires during a story, and snapshots never depend on today.
const FAR_FUTURE_EXPIRATION = String(Date.UTC(2100, 0, 1));

function seedSession(session: ScreenParameters['session']) {
  if (session === 'signed-out') {
    clearSession();
    return;
  }
  localStorage.setItem(TOKEN_KEY, SESSION_TOKEN);
  localStorage.setItem(EXPIRATION_KEY, FAR_FUTURE_EXPIRATION);
}

interface ScreenProps {
  path: string;
  locale: Locale;
}

/**
 * The dashboard as it runs, at one URL: the real route table in a memory router, inside the app's
 * providers. Each story gets its own SWR cache, so no story sees another's data.
 */
function Screen({ path, locale }: ScreenProps) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  // No retries: an error story shows its error once and stays still for the snapshot.
  const [swr] = useState(() => ({ provider: () => new Map(), shouldRetryOnError: false }));
  return (
    <AppProviders locale={locale} swr={swr}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * The meta of a screen story: renders the dashboard at `path` with the mock API (a shop in full
 * swing unless a story sets `parameters.msw.handlers`), full screen, with or without a session.
 * A story changes the URL with `parameters: { screen: { path } }`.
 */
export function screenMeta(screen: ScreenParameters) {
  return {
    render: (_args, context) => (
      <Screen
        path={(context.parameters.screen as ScreenParameters).path}
        locale={localeOf(context.globals)}
      />
    ),
    beforeEach: ({ parameters }) => {
      // Before the first render: mutations of an earlier story are undone, the session is in place.
      resetMockApi();
      // Toasts live in a module-level store: those of the previous story must not show in this one.
      toast.clear();
      // Each route module loads lazily, the first time in a story file: on a busy two-core machine
      // that can take longer than Testing Library's default second.
      configure({ asyncUtilTimeout: 5000 });
      seedSession((parameters.screen as ScreenParameters).session);
    },
    parameters: { layout: 'fullscreen', screen, msw: { handlers: mockApi() } },
    // A docs page would render every story at once on one worker and one storage: screens get none.
    tags: ['!autodocs'],
  } satisfies Partial<Meta>;
}
