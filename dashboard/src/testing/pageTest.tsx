/**
 * Unit-test support for the screens (never imported by the app or the stories): a fetch stand-in
 * that answers from handlers and records every call, the API's answer shapes, and the whole app
 * rendered at a path with a memory router, a fresh SWR cache and, by default, a session. What a
 * test changes (globals, storage, toasts) is undone when it finishes.
 */
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import type { HydraCollection, Shop, SocialAccount } from '@merci/domain';
import { toast } from '@merci/ui-kit';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import type { Locale } from '../i18n/messages';
import { clearSession, saveSession } from '../lib/session/session';
import { problem } from './mockApi/problem';
import { SHOP_ID, USER_ID, ownerFixture, shopFixture, socialAccountFixture } from './fixtures';

/** One call the app made: method, path under the API base, query and parsed JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers a call: a value is sent as a 200 JSON body, a Response as is. */
export type Handler = (call: RecordedCall) => unknown;

/** Handlers keyed by method and path without the query: `'GET /shops/1'`. */
export type Handlers = Record<string, Handler>;

/** An answer with a status, as the API sends it (a problem for a failure). */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/ld+json' },
  });

/** A failure as the API answers it: `problem(500)`, `problem(409, 'discount.errors.status')`. */
export { problem };

/** A hydra collection of `members`, out of `total` across the pages. */
export function hydra<T>(members: T[], total = members.length): HydraCollection<T> {
  return { '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': total };
}

/**
 * A fetch that answers from `handlers`; any other call gets the API's 404 problem. Every call is
 * recorded in `calls`, so that a test can check what was sent.
 */
export function fakeApi(handlers: Handlers) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://merci.test');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return problem(404);
    const answer = await handler(call);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return {
    fetch,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export interface SignedInOptions {
  /** The owner's shop. */
  shop?: Shop;
  /** The shop's Instagram account; null when none is connected. */
  account?: SocialAccount | null;
}

/** What every signed-in screen loads: the owner, the shop, the unread count and the account. */
export function signedInHandlers({
  shop = shopFixture(),
  account = socialAccountFixture(),
}: SignedInOptions = {}): Handlers {
  return {
    'GET /users/me': () => ownerFixture(),
    [`GET /shops/${SHOP_ID}`]: () => shop,
    [`GET /users/${USER_ID}/user_notifications`]: () => hydra([]),
    [`GET /shops/${SHOP_ID}/social_accounts`]: () => hydra(account ? [account] : []),
  };
}

/**
 * Puts a fake API in place of `fetch` for the current test: the signed-in owner's calls, then
 * `handlers`, which may replace them.
 */
export function stubApi(handlers: Handlers = {}, options: SignedInOptions = {}) {
  const api = fakeApi({ ...signedInHandlers(options), ...handlers });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  // This fetch, and any other global the test stubbed (a location), are put back after it.
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return api;
}

/**
 * The `setup` of a test file: `stubApi` with the file's usual answers (`defaults`), some of which
 * a test replaces (`overrides`), for another shop or account if it says so (`options`).
 */
export function stubApiWith(defaults: Handlers, defaultOptions: SignedInOptions = {}) {
  return (overrides: Handlers = {}, options: SignedInOptions = {}) =>
    stubApi({ ...defaults, ...overrides }, { ...defaultOptions, ...options });
}

export interface RenderAppOptions {
  /** @default 'fr' */
  locale?: Locale;
  /** Without a session the app shows its signed-out screens. @default true */
  isSignedIn?: boolean;
  /** The session's token (a JWT carries the account's roles). @default 'test-session-token' */
  token?: string;
}

/**
 * The whole app at `path`, with a fresh SWR cache that neither dedupes nor retries, on an empty
 * browser storage; the storage and the toasts are cleared again after the test.
 */
export function renderApp(
  path: string,
  { locale = 'fr', isSignedIn = true, token = 'test-session-token' }: RenderAppOptions = {},
) {
  localStorage.clear();
  onTestFinished(() => {
    toast.clear();
    localStorage.clear();
  });
  if (isSignedIn) saveSession(token);
  else clearSession();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      locale={locale}
      swr={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
