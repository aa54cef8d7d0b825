import { renderHook } from '@testing-library/react';
import useSWR, { type SWRConfiguration } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../lib/session/session';
import { SHOP_ID, USER_ID } from '../testing/fixtures';
import { hydra, stubApi } from '../testing/pageTest';
import { FIRST_READS_WAIT_MS, start } from './appStart';

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
  vi.useRealTimers();
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

  it('draws once the first reads have answered, and the screen has their answers in its first render', async () => {
    const todo = { connection: 'connected', contentsToReward: 3, useRequests: 0, expiringStories: 0 };
    let letThrough: () => void = () => {};
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => gate.then(() => todo) });
    saveSession(sessionToken({ sub: String(USER_ID), shop: SHOP_ID, roles: ['ROLE_OWNER'] }));
    window.history.replaceState(null, '', '/rewards');
    let isDrawn = false;
    const { firstScreen } = start();
    void firstScreen.then(() => (isDrawn = true));
    // The screen's code is there long before: the to-do's answer is what the draw waits for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isDrawn).toBe(false);
    letThrough();
    await firstScreen;
    // SWR's own cache, the app's: what the to-do's hook reads when first rendered.
    const { result } = renderHook(() =>
      useSWR(`/shops/${SHOP_ID}/todo`, { revalidateOnMount: false } as SWRConfiguration),
    );
    expect(result.current.data).toEqual(todo);
  });

  it('draws anyway once the first reads have taken too long, the screen then showing its loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => new Promise<never>(() => {}) });
    saveSession(sessionToken({ sub: String(USER_ID), shop: SHOP_ID, roles: ['ROLE_OWNER'] }));
    window.history.replaceState(null, '', '/rewards');
    let isDrawn = false;
    const { firstScreen } = start();
    void firstScreen.then(() => (isDrawn = true));
    await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 100);
    expect(isDrawn).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(isDrawn).toBe(true);
  });

  it('asks for nothing without a session', async () => {
    const api = stubApi();
    clearSession();
    start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });
});
