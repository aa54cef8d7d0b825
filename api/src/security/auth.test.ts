/**
 * Attacks on the sign-in and the session: brute force, forged tokens, secrets in the logs, and
 * the answers that could tell who has an account.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createOwner,
  createSession,
  createShop,
  registration,
} from '../testing/factories.js';
import { TEST_JWT_SECRET, startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT written by hand: any header, any claims, signed with HS256 unless the header says otherwise. */
function forge(
  claims: Record<string, unknown>,
  {
    alg = 'HS256',
    secret = TEST_JWT_SECRET,
    signature,
  }: { alg?: string; secret?: string; signature?: string } = {},
): string {
  const signingInput = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}`;
  const signed = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature ?? signed}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

describe(`authentication under attack (${testDialect()})`, () => {
  describe('brute force on POST /v1/oauth and the other credential routes', () => {
    let api: TestApi;
    const LIMIT = 5;
    beforeAll(async () => {
      api = await startTestApi({ authRateLimit: LIMIT });
    });
    afterAll(() => api.close());

    it('answers 429 once the attempts of the minute are spent, even to the right password', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        const guess = await api.call('POST', '/v1/oauth', {
          body: { email: owner.email, password: `guess-${attempt}`, context: 'shop' },
        });
        statuses.push(guess.status);
      }
      expect(statuses).toEqual(Array(LIMIT).fill(401));

      const right = await api.call('POST', '/v1/oauth', {
        body: { email: owner.email, password: owner.password, context: 'shop' },
      });
      expect(right.status).toBe(429);
      expect(right.body).toMatchObject({ status: 429, message: expect.any(String) });
      expect(right.body).not.toHaveProperty('token');
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('is not reset by a forged X-Forwarded-For header', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
        const response = await fetch(`${api.baseUrl}/api/v1/reset-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt + 1}` },
          body: JSON.stringify({ email: `someone${attempt}@shop.test` }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    });

    it.each([
      ['/v1/resend-activation', { email: 'someone@shop.test' }],
      ['/v1/reset-password/confirm', { token: 'guessed-token', password: 'nouveau-mdp' }],
      ['/users/shop-register', {}],
    ])('limits POST %s too', async (path, body) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
        statuses.push((await api.call('POST', path, { body })).status);
      }
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses[LIMIT]).toBe(429);
    });
  });

  describe('forged session tokens', () => {
    let api: TestApi;
    let shopId: number;
    let claims: Record<string, unknown>;
    let otherSession: string;
    beforeAll(async () => {
      api = await startTestApi();
      shopId = await createShop(api.db);
      const owner = await createOwner(api.db, { shopId });
      const other = await createOwner(api.db, { shopId: await createShop(api.db) });
      otherSession = await createSession(api.db, other.id);
      claims = {
        sub: String(owner.id),
        shop: shopId,
        roles: ['ROLE_OWNER'],
        purpose: 'session',
        sid: await createSession(api.db, owner.id),
      };
    });
    afterAll(() => api.close());

    const session = (extra: Record<string, unknown> = {}) => ({
      ...claims,
      iat: nowSeconds() - 60,
      exp: nowSeconds() + 3600,
      ...extra,
    });

    it('accepts a well-formed token signed with the server secret (the forging below is right)', async () => {
      const response = await api.call('GET', `/shops/${shopId}`, { token: forge(session()) });
      expect(response.status).toBe(200);
    });

    it.each([
      [
        'signed with another secret',
        () => forge(session(), { secret: 'another-secret-that-is-long-enough' }),
      ],
      ['expired', () => forge(session({ iat: nowSeconds() - 4 * 3600, exp: nowSeconds() - 60 }))],
      ['alg none, no signature', () => forge(session(), { alg: 'none', signature: '' })],
      ['alg None, no signature', () => forge(session(), { alg: 'None', signature: '' })],
      ['alg none, with the HS256 signature', () => forge(session(), { alg: 'none' })],
      ['not yet valid', () => forge(session({ nbf: nowSeconds() + 3600 }))],
      ['of another purpose (a claim link)', () => forge(session({ purpose: 'claim' }))],
      ['without a session id', () => forge(session({ sid: undefined }))],
      ['of a session that was never started', () => forge(session({ sid: 'a'.repeat(43) }))],
      ["naming another user's session", () => forge(session({ sid: otherSession }))],
      ['with a session id that is not a string', () => forge(session({ sid: 12 }))],
      ['with a signature cut off', () => forge(session()).slice(0, -4)],
      [
        'with a payload changed after signing',
        () => {
          const [header, , signature] = forge(session()).split('.');
          return `${header}.${base64url(session({ shop: shopId + 1 }))}.${signature}`;
        },
      ],
      ['that is not a JWT', () => 'not-a-token'],
    ])('refuses a token %s with 401', async (_case, token) => {
      for (const path of ['/users/me', `/shops/${shopId}`]) {
        const response = await api.call('GET', path, { token: token() });
        expect(response, path).toMatchObject({
          status: 401,
          body: { status: 401, message: 'errors.unauthorized' },
        });
      }
    });
  });

  describe('secrets in the logs', () => {
    it('never writes a password or a one-time token, at the most verbose level', async () => {
      const lines: string[] = [];
      const api = await startTestApi({ logLevel: 'trace', logStream: { write: (line) => lines.push(line) } });
      const secrets: string[] = [];
      try {
        const categoryId = await createCategory(api.db);
        const signUpPassword = 'Sign-up-pw-7f3a9c';
        const email = 'logs@atelier.test';
        const registered = await api.call('POST', '/users/shop-register', {
          body: registration(categoryId, email, signUpPassword),
        });
        expect(registered.status).toBe(201);
        const activation = new URL(linkIn(api.outbox().find((mail) => mail.to === email)?.text ?? ''));
        secrets.push(signUpPassword, activation.pathname.split('/').pop() ?? '');
        expect((await fetch(`${api.baseUrl}${activation.pathname}`, { redirect: 'manual' })).status).toBe(
          302,
        );

        const token = await api.signIn(email, signUpPassword);
        const wrongPassword = 'Wrong-pw-0c4e1b';
        secrets.push(wrongPassword, token);
        expect(
          (await api.call('POST', '/v1/oauth', { body: { email, password: wrongPassword, context: 'shop' } }))
            .status,
        ).toBe(401);

        expect((await api.call('POST', '/v1/reset-password', { body: { email } })).status).toBe(200);
        const resetLink = linkIn(
          api.outbox().find((mail) => mail.subject.includes('mot de passe'))?.text ?? '',
        );
        const resetToken = resetLink.split('/').pop() ?? '';
        const resetPassword = 'Reset-pw-5d2e8a';
        secrets.push(resetToken, resetPassword);
        const reset = await api.call('POST', '/v1/reset-password/confirm', {
          body: { token: resetToken, password: resetPassword },
        });
        expect(reset.status).toBe(200);

        const newToken = await api.signIn(email, resetPassword);
        const me = await api.call<{ id: number }>('GET', '/users/me', { token: newToken });
        const changedPassword = 'Changed-pw-9b1f6d';
        secrets.push(newToken, changedPassword);
        const changed = await api.call('PUT', `/v2/users/${me.body.id}/password`, {
          token: newToken,
          body: { password: resetPassword, newPassword: { first: changedPassword, second: changedPassword } },
        });
        expect(changed.status).toBe(200);
      } finally {
        await api.close();
      }

      const log = lines.join('');
      // The capture works: every request above is in it.
      expect(log).toContain('/api/users/shop-register');
      expect(log).toContain('/api/v1/reset-password/confirm');
      expect(log).toContain('/api/v1/activate/');
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(8);
        expect(log, `a secret (${secret.slice(0, 6)}…) is in the logs`).not.toContain(secret);
      }
    });
  });

  describe('answers that could tell who has an account', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it.each(['/v1/reset-password', '/v1/resend-activation'])(
      'POST %s answers the same whether the address has an account or not',
      async (path) => {
        const active = await createOwner(api.db, { shopId: await createShop(api.db) });
        const inactive = await createOwner(api.db, { shopId: await createShop(api.db), activated: false });
        const before = api.outbox().length;
        const answers = [];
        for (const email of [
          active.email,
          inactive.email,
          active.email.toUpperCase(),
          'nobody@nowhere.test',
        ]) {
          const answer = await api.call('POST', path, { body: { email } });
          answers.push({
            status: answer.status,
            body: answer.body,
            contentType: answer.headers.get('content-type'),
          });
        }
        expect(answers[0]).toEqual({
          status: 200,
          body: { ok: true },
          contentType: expect.stringMatching(/json/),
        });
        for (const answer of answers) expect(answer).toEqual(answers[0]);
        // Behind the same answer, only real accounts get mail.
        const sent = api
          .outbox()
          .slice(before)
          .map((mail) => mail.to);
        expect(sent.length).toBeGreaterThan(0);
        expect(sent).not.toContain('nobody@nowhere.test');
      },
    );
  });
});
