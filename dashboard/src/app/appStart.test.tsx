import type * as Swr from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../lib/session/session';
import { SHOP_ID, USER_ID } from '../testing/fixtures';
import { hydra, stubApi } from '../testing/pageTest';
import { start } from './appStart';

// SWR keeps what it preloads for the life of the page, until a screen reads it: here each test
// is a page of its own, so a preload fetches at once.
vi.mock('swr', async (importOriginal) => ({
  ...(await importOriginal<typeof Swr>()),
  preload: (key: string, fetcher: (key: string) => Promise<unknown>) => fetcher(key),
}));

/** A session token as the API signs it (a JWT: header, claims, signature in base64url). */
const sessionToken = (claims: object) => {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.c2lnbmF0dXJl`;
};

/** The reads asked for, as path and query. */
const asked = (api: ReturnType<typeof stubApi>) =>
  api.calls.map((call) => `${call.path}${call.query.size > 0 ? `?${call.query.toString()}` : ''}`);

afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('start', () => {
  it('asks for the account, then what the frame and the home read, before anything is drawn', async () => {
    const api = stubApi({
      [`GET /shops/${SHOP_ID}/todo`]: () => ({}),
      [`GET /shops/${SHOP_ID}/discounts`]: () => hydra([]),
    });
    saveSession('test-session-token');
    window.history.replaceState(null, '', '/');
    start();
    await expect
      .poll(() => asked(api))
      .toEqual(
        expect.arrayContaining([
          '/users/me',
          `/shops/${SHOP_ID}`,
          `/shops/${SHOP_ID}/todo`,
          expect.stringMatching(new RegExp(`^/shops/${SHOP_ID}/discounts\\?.*status=use_requested`)),
        ]),
      );
  });

  it('asks for the home’s use requests on the home only', async () => {
    const api = stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => ({}) });
    saveSession('test-session-token');
    window.history.replaceState(null, '', '/rewards');
    start();
    await expect.poll(() => asked(api)).toContain(`/shops/${SHOP_ID}/todo`);
    expect(asked(api).filter((call) => call.startsWith(`/shops/${SHOP_ID}/discounts`))).toEqual([]);
  });

  it('asks for the shop its token names beside the account, before the account answers', async () => {
    const api = stubApi({
      'GET /users/me': () => new Promise<never>(() => {}),
      [`GET /shops/${SHOP_ID}/todo`]: () => ({}),
    });
    saveSession(sessionToken({ sub: String(USER_ID), shop: SHOP_ID, roles: ['ROLE_OWNER'] }));
    window.history.replaceState(null, '', '/instagram/contents');
    start();
    await expect
      .poll(() => asked(api))
      .toEqual(
        expect.arrayContaining([
          '/users/me',
          `/shops/${SHOP_ID}`,
          `/shops/${SHOP_ID}/todo`,
          `/shops/${SHOP_ID}/social_accounts?socialId=instagram`,
        ]),
      );
  });

  it('asks for nothing without a session', async () => {
    const api = stubApi();
    clearSession();
    start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });
});
