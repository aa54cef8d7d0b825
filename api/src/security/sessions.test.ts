/**
 * Sessions that end before their token expires: logout, sign-out everywhere, a password change
 * (the other sessions) and a password reset (all of them, with every other reset link). A token
 * copied elsewhere stops working at the same moment.
 */
// The jwt decorator's types (a claim link is signed with it below).
import type {} from '@fastify/jwt';
import { ROLE_ADMIN } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOneTimeToken } from '../auth/tokens.js';
import { createOwner, createShop } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';
const HOUR = 60 * 60 * 1000;

describe(`sessions that can be ended (${testDialect()})`, () => {
  let api: TestApi;
  let clock = new Date('2026-11-22T10:00:00.000Z');
  beforeAll(async () => {
    api = await startTestApi({ now: () => clock });
  });
  afterAll(() => api.close());

  async function owner() {
    const shopId = await createShop(api.db);
    return { shopId, ...(await createOwner(api.db, { shopId })) };
  }
  const me = async (token: string) => (await api.call('GET', '/users/me', { token })).status;
  const refused = { status: 401, body: { status: 401, message: 'errors.unauthorized' } };

  it('refuses a token after its logout, and only that one', async () => {
    const user = await owner();
    const here = await api.signIn(user.email, user.password);
    const there = await api.signIn(user.email, user.password);
    expect([await me(here), await me(there)]).toEqual([200, 200]);

    const logout = await api.call('POST', '/v1/logout', { token: here });
    expect(logout.status).toBe(204);
    expect(await api.call('GET', '/users/me', { token: here })).toMatchObject(refused);
    expect(await api.call('GET', `/shops/${user.shopId}`, { token: here })).toMatchObject(refused);
    // A second logout with the same token is a stale session like any other.
    expect(await api.call('POST', '/v1/logout', { token: here })).toMatchObject(refused);
    expect(await me(there)).toBe(200);
  });

  it('ends every session of the user on sign-out everywhere, the current one included', async () => {
    const user = await owner();
    const neighbour = await owner();
    const tokens = [
      await api.signIn(user.email, user.password),
      await api.signIn(user.email, user.password),
      await api.signIn(user.email, user.password),
    ];
    const neighbours = await api.signIn(neighbour.email, neighbour.password);

    const everywhere = await api.call('POST', '/v1/logout/everywhere', { token: tokens[1] });
    expect(everywhere.status).toBe(204);
    for (const token of tokens) expect(await api.call('GET', '/users/me', { token })).toMatchObject(refused);
    expect(await me(neighbours)).toBe(200);
    // Signing in again starts a new session.
    expect(await me(await api.signIn(user.email, user.password))).toBe(200);
  });

  it('ends the other sessions on a password change and keeps the current one', async () => {
    const user = await owner();
    const current = await api.signIn(user.email, user.password);
    const other = await api.signIn(user.email, user.password);

    const changed = await api.call('PUT', `/v2/users/${user.id}/password`, {
      token: current,
      body: { password: user.password, newPassword: { first: 'nouveau-mdp-1', second: 'nouveau-mdp-1' } },
    });
    expect(changed.status).toBe(200);
    expect(await api.call('GET', '/users/me', { token: other })).toMatchObject(refused);
    expect(await me(current)).toBe(200);
    expect(await me(await api.signIn(user.email, 'nouveau-mdp-1'))).toBe(200);
  });

  it('ends every session on a password reset, and every other reset or invitation link', async () => {
    const user = await owner();
    const sessions = [
      await api.signIn(user.email, user.password),
      await api.signIn(user.email, user.password),
    ];
    const links: string[] = [];
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await api.call('POST', '/v1/reset-password', { body: { email: user.email } })).status).toBe(
        200,
      );
      const mail = api
        .outbox()
        .filter((each) => each.to === user.email)
        .pop();
      links.push(
        linkIn(mail?.text ?? '')
          .split('/')
          .pop() ?? '',
      );
    }
    expect(new Set(links).size).toBe(2);
    // An invitation link (written by the operator command line) of the same user.
    const invitation = newOneTimeToken();
    await api.db
      .insertInto('auth_token')
      .values({
        user_id: user.id,
        purpose: 'invitation',
        token_hash: invitation.hash,
        expires_at: new Date(clock.getTime() + 24 * HOUR).toISOString(),
        used_at: null,
        created_at: clock.toISOString(),
      })
      .execute();

    const reset = await api.call('POST', '/v1/reset-password/confirm', {
      body: { token: links[0], password: 'remis-a-neuf' },
    });
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    for (const token of sessions)
      expect(await api.call('GET', '/users/me', { token })).toMatchObject(refused);
    for (const token of [links[1], invitation.token]) {
      const again = await api.call('POST', '/v1/reset-password/confirm', {
        body: { token, password: 'autre-mot-de-passe' },
      });
      expect(again).toMatchObject({ status: 422, body: { message: 'account.errors.reset_link' } });
    }
    // The password of the first link holds; a new sign-in works.
    expect(await me(await api.signIn(user.email, 'remis-a-neuf'))).toBe(200);
  });

  it("leaves another user's reset links alone", async () => {
    const user = await owner();
    const neighbour = await owner();
    const tokenOf = async (email: string) => {
      expect((await api.call('POST', '/v1/reset-password', { body: { email } })).status).toBe(200);
      const mail = api
        .outbox()
        .filter((each) => each.to === email)
        .pop();
      return (
        linkIn(mail?.text ?? '')
          .split('/')
          .pop() ?? ''
      );
    };
    const mine = await tokenOf(user.email);
    const theirs = await tokenOf(neighbour.email);
    const neighbours = await api.signIn(neighbour.email, neighbour.password);
    const body = (token: string) => ({ body: { token, password: 'remis-a-neuf' } });
    expect((await api.call('POST', '/v1/reset-password/confirm', body(mine))).status).toBe(200);
    expect(await me(neighbours)).toBe(200);
    expect((await api.call('POST', '/v1/reset-password/confirm', body(theirs))).status).toBe(200);
  });

  it("refuses an operator's ended session on the operators' routes", async () => {
    const operator = await createOwner(api.db, { shopId: null, roles: [ROLE_ADMIN] });
    const token = await api.signIn(operator.email, operator.password);
    expect((await api.call('GET', '/admin/shops', { token })).status).toBe(200);
    expect((await api.call('POST', '/v1/logout', { token })).status).toBe(204);
    expect(await api.call('GET', '/admin/shops', { token })).toMatchObject(refused);
  });

  it('refuses a session past its end, and sign-in deletes the rows of sessions past their end', async () => {
    const user = await owner();
    const ended = await api.signIn(user.email, user.password);
    const expiring = await api.signIn(user.email, user.password);
    expect((await api.call('POST', '/v1/logout', { token: ended })).status).toBe(204);
    const rowsOf = async () =>
      (await api.db.selectFrom('user_session').select('id_hash').where('user_id', '=', user.id).execute())
        .length;
    expect(await rowsOf()).toBe(2);

    // Three hours later for the sessions (their tokens' signatures and expiry still hold).
    await api.db
      .updateTable('user_session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect(await api.call('GET', '/users/me', { token: expiring })).toMatchObject(refused);

    const fresh = await api.signIn(user.email, user.password);
    expect(await rowsOf()).toBe(1);
    expect(await me(fresh)).toBe(200);
  });

  it('keeps sessions on the wall clock: the business clock moving on a day ends none', async () => {
    const user = await owner();
    const token = await api.signIn(user.email, user.password);
    const started = clock;
    try {
      clock = new Date(started.getTime() + 24 * HOUR);
      expect(await me(token)).toBe(200);
    } finally {
      clock = started;
    }
  });

  it("signs 3-hour tokens and serves both sign-out routes, documented, to a suspended shop's owner", async () => {
    // Its own API, started in the test rather than in beforeAll: the routes and the tokens' lifetime
    // are set while the server is built, which mutation testing only changes in a test (ADR 040).
    const fresh = await startTestApi();
    try {
      const shopId = await createShop(fresh.db, { suspended_at: '2026-11-20T10:00:00.000Z' });
      const user = await createOwner(fresh.db, { shopId });
      const here = await fresh.signIn(user.email, user.password);
      const claims = fresh.app.jwt.decode<{ iat: number; exp: number }>(here);
      expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(3 * 60 * 60);
      const elsewhere = await fresh.signIn(user.email, user.password);
      const stillIn = async (token: string) => (await fresh.call('GET', '/users/me', { token })).status;

      expect((await fresh.call('POST', '/v1/logout', { token: here })).status).toBe(204);
      expect([await stillIn(here), await stillIn(elsewhere)]).toEqual([401, 200]);
      expect((await fresh.call('POST', '/v1/logout/everywhere', { token: elsewhere })).status).toBe(204);
      expect(await stillIn(elsewhere)).toBe(401);

      const document = (await (await fetch(`${fresh.baseUrl}/api/docs/json`)).json()) as {
        paths: Record<string, { post?: { tags?: string[]; summary?: string; responses?: object } }>;
      };
      const documented = (path: string) => {
        const route = document.paths[`/api${path}`]?.post;
        return { tags: route?.tags, summary: route?.summary, answers: Object.keys(route?.responses ?? {}) };
      };
      expect(documented('/v1/logout')).toEqual({
        tags: ['auth'],
        summary: 'End the current session',
        answers: ['204', '401'],
      });
      expect(documented('/v1/logout/everywhere')).toEqual({
        tags: ['auth'],
        summary: 'End every session of the signed-in user, this one included',
        answers: ['204', '401'],
      });
    } finally {
      await fresh.close();
    }
  });

  describe("one user's routes, never another's", () => {
    it.each(['body', 'query'] as const)(
      "ends only the caller's sessions, whatever the %s says of another user",
      async (where) => {
        const victim = await owner();
        const caller = await owner();
        const victimToken = await api.signIn(victim.email, victim.password);
        const callerToken = await api.signIn(caller.email, caller.password);
        const named = { userId: victim.id, user: `/users/${victim.id}`, id: victim.id };
        const query = where === 'query' ? `?${new URLSearchParams(named as never).toString()}` : '';
        for (const path of ['/v1/logout', '/v1/logout/everywhere']) {
          const token = path === '/v1/logout' ? await api.signIn(caller.email, caller.password) : callerToken;
          const response = await api.call('POST', `${path}${query}`, {
            token,
            ...(where === 'body' ? { body: named } : {}),
          });
          expect(response.status, path).toBe(204);
          expect(await api.call('GET', '/users/me', { token })).toMatchObject(refused);
        }
        expect(await me(victimToken)).toBe(200);
      },
    );

    it("cannot end another user's session with that user's session id", async () => {
      const victim = await owner();
      const victimToken = await api.signIn(victim.email, victim.password);
      const caller = await owner();
      const callerToken = await api.signIn(caller.email, caller.password);
      const victimSid = api.app.jwt.decode<{ sid: string }>(victimToken)?.sid;
      expect(victimSid).toEqual(expect.any(String));
      const response = await api.call('POST', '/v1/logout', {
        token: callerToken,
        body: { sid: victimSid, sessionId: victimSid, token: victimToken },
      });
      expect(response.status).toBe(204);
      expect(await me(victimToken)).toBe(200);
      expect(await api.call('GET', '/users/me', { token: callerToken })).toMatchObject(refused);
    });
  });

  describe('bad input', () => {
    it.each(['/v1/logout', '/v1/logout/everywhere'])('POST %s without a token answers 401', async (path) => {
      expect(await api.call('POST', path)).toMatchObject(refused);
      expect(await api.call('POST', path, { token: 'not-a-token' })).toMatchObject(refused);
    });

    it.each(['/v1/logout', '/v1/logout/everywhere'])(
      'POST %s refuses a claim link and a token of another server',
      async (path) => {
        const user = await owner();
        const token = await api.signIn(user.email, user.password);
        const claim = api.app.jwt.sign({ sub: String(user.id), purpose: 'claim' } as never);
        expect(await api.call('POST', path, { token: claim })).toMatchObject(refused);
        const [header, payload] = token.split('.');
        expect(await api.call('POST', path, { token: `${header}.${payload}.forged` })).toMatchObject(refused);
        expect(await me(token)).toBe(200);
      },
    );

    it.each([
      ['not JSON', '{"userId":', 'application/json'],
      ['an unknown type', 'userId=1', 'application/x-www-form-urlencoded'],
    ])('answers a body that is %s with a client error and ends nothing', async (_case, raw, type) => {
      const user = await owner();
      const token = await api.signIn(user.email, user.password);
      for (const path of ['/v1/logout', '/v1/logout/everywhere']) {
        const response = await fetch(`${api.baseUrl}/api${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': type },
          body: raw,
        });
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
        expect(await response.json(), path).toMatchObject({
          status: response.status,
          message: expect.any(String),
        });
      }
      expect(await me(token)).toBe(200);
    });

    it('takes any JSON body as no instruction', async () => {
      const user = await owner();
      const token = await api.signIn(user.email, user.password);
      const response = await api.call('POST', '/v1/logout', { token, body: [1, { all: true }, null] });
      expect(response.status).toBe(204);
      expect(await api.call('GET', '/users/me', { token })).toMatchObject(refused);
    });
  });
});
