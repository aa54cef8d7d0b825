/**
 * The stored passwords: OWASP's scrypt cost written into each hash, older hashes made again at the
 * next sign-in, and a sign-in that takes as long whether the address has an account or not.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWASP_SCRYPT, hashPassword, type PasswordHashing } from '../auth/password.js';
import { createCategory, createOwner, createShop, registration } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const storedHash = async (api: TestApi, email: string) =>
  (
    await api.db
      .selectFrom('user_account')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).password_hash;

const OWASP_HASH = /^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/;

describe(`password hashing (${testDialect()})`, () => {
  describe("at production's cost", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ passwordHashing: OWASP_SCRYPT });
    });
    afterAll(() => api.close());

    it('stores a new password with N=2^17, r=8, p=1 written in the hash, and signs in with it', async () => {
      const categoryId = await createCategory(api.db);
      const email = 'cout@atelier.test';
      const registered = await api.call('POST', '/users/shop-register', {
        body: registration(categoryId, email, 'Cout-pw-81f2'),
      });
      expect(registered.status).toBe(201);
      expect(await storedHash(api, email)).toMatch(OWASP_HASH);
      const signIn = await api.call('POST', '/v1/oauth', {
        body: { email, password: 'Cout-pw-81f2', context: 'shop' },
      });
      expect(signIn).toMatchObject({ status: 200, body: { token: '', activated: false } });
    }, 30_000);

    it('makes an old `scrypt$salt$hash` again at the next sign-in, which still works after', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      // As the previous code stored it: Node's default cost (N=2^14, r=8, p=1), no cost written.
      const salt = randomBytes(16);
      const legacy = `scrypt$${salt.toString('base64')}$${scryptSync(owner.password, salt, 64).toString('base64')}`;
      await api.db
        .updateTable('user_account')
        .set({ password_hash: legacy })
        .where('id', '=', owner.id)
        .execute();

      const wrong = await api.call('POST', '/v1/oauth', {
        body: { email: owner.email, password: 'not-the-password', context: 'shop' },
      });
      expect(wrong.status).toBe(401);
      expect(await storedHash(api, owner.email)).toBe(legacy);

      await api.signIn(owner.email, owner.password);
      const rewritten = await storedHash(api, owner.email);
      expect(rewritten).toMatch(OWASP_HASH);

      await api.signIn(owner.email, owner.password);
      // Already at the current cost: left as it is.
      expect(await storedHash(api, owner.email)).toBe(rewritten);
    }, 30_000);

    it('makes again a hash of a lower cost written in it', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      expect(await storedHash(api, owner.email)).toMatch(/^scrypt\$10\$8\$1\$/);
      await api.signIn(owner.email, owner.password);
      expect(await storedHash(api, owner.email)).toMatch(OWASP_HASH);
    }, 30_000);
  });

  it('hashes with OWASP’s cost unless told otherwise (the seed and the operator command line)', async () => {
    expect(await hashPassword('Seed-pw-5e1c')).toMatch(OWASP_HASH);
  }, 30_000);

  describe('sign-in time', () => {
    // Twice Node's default cost: the hash outweighs a database busy with other suites, and 40 sign-ins
    // still fit in the time limit.
    const COST: PasswordHashing = { logN: 15, r: 8, p: 1 };
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ passwordHashing: COST });
    });
    afterAll(() => api.close());

    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    const timedSignIn = async (email: string) => {
      const started = performance.now();
      const response = await api.call('POST', '/v1/oauth', {
        body: { email, password: 'a-wrong-password', context: 'shop' },
      });
      const elapsed = performance.now() - started;
      expect(response.status).toBe(401);
      return elapsed;
    };

    it('takes as long for an address without an account as for one with (within 20 %, pair by pair)', async () => {
      const shopId = await createShop(api.db);
      const PAIRS = 20;
      const known: string[] = [];
      for (let index = 0; index <= PAIRS; index += 1) {
        const owner = await createOwner(api.db, { shopId });
        await api.db
          .updateTable('user_account')
          .set({ password_hash: await hashPassword(owner.password, COST) })
          .where('id', '=', owner.id)
          .execute();
        known.push(owner.email);
      }
      // One of each first, so that neither side pays for a first run (the dummy hash is made once).
      await timedSignIn(known[PAIRS] ?? '');
      await timedSignIn('warm-up@nowhere.test');
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      // One address each time (no lock). The two kinds take turns, each going first every other pair,
      // so that a busy moment or the order itself weighs on both alike.
      for (let index = 0; index < PAIRS; index += 1) {
        const withAccount = () => timedSignIn(known[index] ?? '');
        const withoutAccount = () => timedSignIn(`nobody-${index}@nowhere.test`);
        if (index % 2 === 0) {
          knownTimes.push(await withAccount());
          unknownTimes.push(await withoutAccount());
        } else {
          unknownTimes.push(await withoutAccount());
          knownTimes.push(await withAccount());
        }
      }
      // Each pair ran back to back: its gap is what the account costs, and a busy moment (other
      // suites share the machine) weighs on both of its sign-ins alike.
      const gaps = knownTimes.map(
        (known, index) => (known - (unknownTimes[index] ?? 0)) / Math.max(known, unknownTimes[index] ?? 0),
      );
      const [knownMedian, unknownMedian] = [median(knownTimes), median(unknownTimes)];
      expect(
        Math.abs(median(gaps)),
        `medians: ${knownMedian.toFixed(1)} ms with an account, ${unknownMedian.toFixed(1)} ms without`,
      ).toBeLessThan(0.2);
    }, 120_000);
  });
});
