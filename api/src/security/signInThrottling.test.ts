/**
 * Guessing at passwords: who the client is behind a proxy, the growing delays per e-mail address,
 * the limits of the other credential routes, and the counters every API process shares.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createOwner, createShop } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

interface Answer {
  status: number;
  retryAfter: number | null;
  body: unknown;
}

type Caller = Pick<TestApi, 'baseUrl'>;

/** A POST under the API prefix, as a client behind the proxy at `forwardedFor` would send it. */
async function post(api: Caller, path: string, body: unknown, forwardedFor?: string): Promise<Answer> {
  const response = await fetch(`${api.baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

const signIn = (api: Caller, email: string, password: string, forwardedFor?: string) =>
  post(api, '/v1/oauth', { email, password, context: 'shop' }, forwardedFor);

const TOO_MANY = { status: 429, message: 'errors.too_many_requests' };
const START = Date.parse('2026-11-26T10:00:00.000Z');

describe(`sign-in throttling (${testDialect()})`, () => {
  describe('TRUST_PROXY: who the client is', () => {
    const resetRequests = async (api: Caller, count: number, forwardedFor: string) => {
      const statuses: number[] = [];
      for (let index = 0; index < count; index += 1) {
        statuses.push(
          (await post(api, '/v1/reset-password', { email: `nobody${index}@shop.test` }, forwardedFor)).status,
        );
      }
      return statuses;
    };

    it.each([
      ['the proxy named by its address', 'loopback'],
      ['one proxy hop', 1],
    ])('gives each client behind %s its own allowance', async (_case, trustProxy) => {
      const api = await startTestApi({ authRateLimit: 3, trustProxy });
      try {
        expect(await resetRequests(api, 4, '203.0.113.10')).toEqual([200, 200, 200, 429]);
        expect(await resetRequests(api, 4, '203.0.113.20')).toEqual([200, 200, 200, 429]);
      } finally {
        await api.close();
      }
    });

    it('counts the address the trusted hop added, not what the client wrote before it', async () => {
      const api = await startTestApi({ authRateLimit: 3, trustProxy: 1 });
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 4; index += 1) {
          // The client writes anything; the proxy appends the address it saw.
          const chain = `198.51.100.${index + 1}, 203.0.113.30`;
          statuses.push((await post(api, '/v1/reset-password', { email: 'a@shop.test' }, chain)).status);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
        // Another client behind the same proxy, whatever it writes first, has its own allowance.
        const another = await post(
          api,
          '/v1/reset-password',
          { email: 'a@shop.test' },
          '198.51.100.1, 203.0.113.31',
        );
        expect(another.status).toBe(200);
      } finally {
        await api.close();
      }
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
      const api = await startTestApi({ authRateLimit: 3, trustProxy: '192.0.2.1' });
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 4; index += 1) {
          statuses.push(
            (await post(api, '/v1/reset-password', { email: 'a@shop.test' }, `203.0.113.${index + 1}`))
              .status,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await api.close();
      }
    });
  });

  describe('growing delays after failed sign-ins, per e-mail address', () => {
    let api: TestApi;
    let clock = START;
    const advance = (seconds: number) => (clock += seconds * 1000);
    let client = 0;
    /** Every attempt from another address: the delays follow the e-mail, not the client. */
    const nextClient = () => `203.0.113.${(client += 1) % 250}`;
    beforeAll(async () => {
      api = await startTestApi({ now: () => new Date(clock), trustProxy: 'loopback' });
    });
    afterAll(() => api.close());

    const failures = async (email: string, count: number) => {
      const answers: Answer[] = [];
      for (let index = 0; index < count; index += 1)
        answers.push(await signIn(api, email, `guess-${index}`, nextClient()));
      return answers;
    };

    it('locks an address for a minute after 5 failures, whatever the client, then lets the owner in', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      const statuses = (await failures(owner.email, 5)).map((answer) => answer.status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);

      const locked = await signIn(api, owner.email, owner.password, nextClient());
      expect(locked).toEqual({ status: 429, retryAfter: 60, body: TOO_MANY });
      // The address as typed in another case is the same address.
      expect((await signIn(api, owner.email.toUpperCase(), owner.password, nextClient())).status).toBe(429);

      advance(30);
      expect(await signIn(api, owner.email, owner.password, nextClient())).toMatchObject({
        status: 429,
        retryAfter: 30,
      });
      advance(31);
      expect((await signIn(api, owner.email, owner.password, nextClient())).status).toBe(200);

      // A success clears the count: five more failures before the next lock.
      expect((await failures(owner.email, 5)).map((answer) => answer.status)).toEqual([
        401, 401, 401, 401, 401,
      ]);
      expect((await signIn(api, owner.email, owner.password, nextClient())).status).toBe(429);
    });

    it('doubles the lock at each further failure, up to 15 minutes', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      await failures(owner.email, 5);
      const locks: number[] = [];
      for (let round = 0; round < 6; round += 1) {
        const refused = await signIn(api, owner.email, owner.password, nextClient());
        expect(refused.status).toBe(429);
        locks.push(refused.retryAfter ?? 0);
        advance(refused.retryAfter ?? 0);
        expect((await failures(owner.email, 1))[0]?.status).toBe(401);
      }
      expect(locks).toEqual([60, 120, 240, 480, 900, 900]);
    });

    it('answers an address without an account exactly as one with an account', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      const answersFor = async (email: string) => {
        const answers = await failures(email, 7);
        advance(60);
        answers.push(...(await failures(email, 2)));
        return answers;
      };
      const known = await answersFor(owner.email);
      const unknown = await answersFor('nobody-here@shop.test');
      expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 401, 429]);
      expect(unknown).toEqual(known);
    });

    it('lets no more than 5 of many attempts sent at once check a password', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => signIn(api, owner.email, `guess-${index}`, nextClient())),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    });
  });

  describe('the other credential routes', () => {
    let api: TestApi;
    let clock = START;
    beforeAll(async () => {
      api = await startTestApi({ now: () => new Date(clock), authRateLimit: 10 });
    });
    afterAll(() => api.close());

    it('limits password changes to 5 per user in 15 minutes, even with the right password', async () => {
      const shopId = await createShop(api.db);
      const owner = await createOwner(api.db, { shopId });
      const other = await createOwner(api.db, { shopId: await createShop(api.db) });
      const token = await api.signIn(owner.email, owner.password);
      const otherToken = await api.signIn(other.email, other.password);
      const change = (userId: number, bearer: string, current: string) =>
        api.call(`PUT`, `/v2/users/${userId}/password`, {
          token: bearer,
          body: { password: current, newPassword: { first: 'nouveau-mdp', second: 'nouveau-mdp' } },
        });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push((await change(owner.id, token, `guess-${attempt}`)).status);
      expect(statuses).toEqual([422, 422, 422, 422, 422]);

      const right = await change(owner.id, token, owner.password);
      expect(right).toMatchObject({ status: 429, body: TOO_MANY });
      expect(Number(right.headers.get('retry-after'))).toBe(15 * 60);
      // Another user keeps their allowance.
      expect((await change(other.id, otherToken, other.password)).status).toBe(200);

      clock += 15 * 60 * 1000;
      expect((await change(owner.id, token, owner.password)).status).toBe(200);
    });

    it('limits sign-ups per address to twice the minute allowance in an hour', async () => {
      const statuses: number[] = [];
      for (let minute = 0; minute < 3; minute += 1) {
        for (let attempt = 0; attempt < 10; attempt += 1)
          statuses.push((await api.call('POST', '/users/shop-register', { body: {} })).status);
        clock += 61 * 1000;
      }
      expect(statuses).toEqual([...Array(20).fill(422), ...Array(10).fill(429)]);
      const refused = await api.call('POST', '/users/shop-register', { body: {} });
      expect(refused).toMatchObject({ status: 429, body: TOO_MANY });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);

      clock += 60 * 60 * 1000;
      expect((await api.call('POST', '/users/shop-register', { body: {} })).status).toBe(422);
    });

    it('sends at most 3 activation e-mails an hour to one address, answering every request the same', async () => {
      await createCategory(api.db);
      const inactive = await createOwner(api.db, { shopId: await createShop(api.db), activated: false });
      const answers = [];
      for (const email of [...Array(5).fill(inactive.email), ...Array(5).fill('nobody@shop.test')]) {
        const answer = await api.call('POST', '/v1/resend-activation', { body: { email } });
        answers.push({ status: answer.status, body: answer.body });
      }
      expect(answers).toEqual(Array(10).fill({ status: 200, body: { ok: true } }));
      const mails = () => api.outbox().filter((mail) => mail.to === inactive.email).length;
      expect(mails()).toBe(3);

      clock += 60 * 60 * 1000;
      expect(
        (await api.call('POST', '/v1/resend-activation', { body: { email: inactive.email } })).status,
      ).toBe(200);
      expect(mails()).toBe(4);
    });
  });

  describe('one store for every API process', () => {
    let api: TestApi;
    let other: Pick<TestApi, 'baseUrl' | 'call' | 'close'>;
    let clock = START;
    beforeAll(async () => {
      api = await startTestApi({ now: () => new Date(clock), authRateLimit: 3 });
      // PostgreSQL: a second process with its own pool. SQLite is one process: the same one.
      other = api.dialect === 'postgres' ? await api.startAnother() : api;
    });
    afterAll(async () => {
      if (other !== api) await other.close();
      await api.close();
    });

    it('shares one allowance per address between the processes', async () => {
      const reset = (target: Caller) => post(target, '/v1/reset-password', { email: 'x@shop.test' });
      const statuses = [
        (await reset(api)).status,
        (await reset(other)).status,
        (await reset(api)).status,
        (await reset(other)).status,
        (await reset(api)).status,
      ];
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      clock += 61 * 1000;
    });

    it('shares the lock of an e-mail address between the processes', async () => {
      clock += 61 * 1000;
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // Each minute anew, so that the address's allowance of 3 is not what refuses.
        statuses.push(
          (await signIn(attempt % 2 === 0 ? api : other, owner.email, `guess-${attempt}`)).status,
        );
        clock += 61 * 1000;
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // The last failure locked the address for a minute from its time.
      clock -= 61 * 1000;
      expect(await signIn(other, owner.email, owner.password)).toMatchObject({ status: 429, body: TOO_MANY });
      expect((await signIn(api, owner.email, owner.password)).status).toBe(429);
    });

    it('forgets expired counts: no stale row stays in the table', async () => {
      clock += 10 * 60 * 1000;
      const stale = { hits: 1, expires_at: new Date(clock - 1000).toISOString(), locked_until: null };
      await api.db
        .insertInto('rate_limit')
        .values([
          { key: 'stale-one', ...stale },
          { key: 'stale-two', ...stale },
        ])
        .execute();
      expect((await post(api, '/v1/reset-password', { email: 'y@shop.test' })).status).toBe(200);
      const keys = (await api.db.selectFrom('rate_limit').select('key').execute()).map((row) => row.key);
      if (api.dialect === 'postgres') {
        // The counts live in the table: the live one is there, the expired ones are gone.
        expect(keys.filter((key) => key.startsWith('stale'))).toEqual([]);
        expect(keys.some((key) => key.includes('/v1/reset-password'))).toBe(true);
      } else {
        // The embedded database's single process keeps its counts in memory.
        expect(keys.sort()).toEqual(['stale-one', 'stale-two']);
      }
    });
  });
});
