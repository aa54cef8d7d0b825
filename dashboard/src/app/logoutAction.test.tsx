import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHOP_ID } from '../testing/fixtures';
import { json, problem, renderApp, stubApi } from '../testing/pageTest';

/** The frame's sign-out: a form posted to /logout, handled by logoutAction. */
async function signOut() {
  await userEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
}

/** The headers of the calls to a path, as fetch was given them. */
const headersOfCallsTo = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([target]) => String(target).endsWith(path))
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);

describe('signing out', () => {
  it('ends the session on the API with its token, then clears it and goes to /signin', async () => {
    const api = stubApi({ 'POST /v1/logout': () => json(204) });
    const { router } = renderApp('/account/password', { token: 'session-to-end' });
    await signOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(api.callsTo('POST', '/v1/logout')).toHaveLength(1);
    expect(headersOfCallsTo('/v1/logout')[0]?.authorization).toBe('Bearer session-to-end');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('expiration')).toBeNull();
  });

  it.each([
    ['refuses the session (401)', () => problem(401)],
    ['fails (500)', () => problem(500)],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('signs out here all the same when the API %s', async (_case, answer) => {
    const api = stubApi({ 'POST /v1/logout': answer });
    const { router } = renderApp('/account/password');
    await signOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(api.callsTo('POST', '/v1/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
  });
});

describe('a session ended elsewhere', () => {
  it('sends the merchant to /signin at the first call the API refuses, as an expired one', async () => {
    stubApi({
      [`GET /shops/${SHOP_ID}`]: () => problem(401),
    });
    const { router } = renderApp('/account/password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
  });
});
