import { ONLINE_STORE_ERRORS, monthKey } from '@merci/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RewardStatus } from '@merci/domain';
import {
  createConfigDiscount,
  createContent,
  createDiscount,
  createOwner,
  createProduct,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';
import type { StoreDiscount } from '../commerce/storeCodes.js';
import { affected, assignReward, isUniqueViolation, releaseReward } from './assignment.js';

const NOW = '2026-11-22T10:00:00.000Z';

describe(`releasing a reward whose message could not leave (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(NOW) });
  });
  afterAll(() => api.close());

  /** A shop that gave one reward this month, from a configured reward, for an approved product. */
  async function givenReward(status: RewardStatus) {
    const shopId = await createShop(api.db, {
      quota: 10,
      quota_remaining: 9,
      quota_period: monthKey(new Date(NOW)),
    });
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    const accountId = await createSocialAccount(api.db, shopId);
    const contentId = await createContent(api.db, accountId, { type: 'story', media_type: 'story' });
    const configId = await createConfigDiscount(api.db, shopId, { quantity: 5, quantity_allocated: 1 });
    const productId = await createProduct(api.db, shopId, contentId, { approved_at: NOW, created_at: NOW });
    const discountId = await createDiscount(api.db, shopId, contentId, {
      product_id: productId,
      config_discount_id: configId,
      status,
      use_requested_at: status === 'assigned' ? null : NOW,
      created_at: NOW,
    });
    /** What the merchant reads: the shop's quota, the reward's status, the configured reward's count. */
    const seen = async () => {
      const shop = await api.call<{ quotaRemaining: number }>('GET', `/shops/${shopId}`, { token });
      const rewards = await api.call<{ 'hydra:member': { id: number; status: string }[] }>(
        'GET',
        `/shops/${shopId}/discounts`,
        { token },
      );
      const config = await api.call<{ quantityAllocated: number }>(
        'GET',
        `/config_discount_percents/${configId}`,
        { token },
      );
      const products = await api.db
        .selectFrom('product')
        .select('id')
        .where('shop_id', '=', shopId)
        .execute();
      return {
        quotaRemaining: shop.body.quotaRemaining,
        rewards: rewards.body['hydra:member'].map(({ id, status: shown }) => ({ id, status: shown })),
        quantityAllocated: config.body.quantityAllocated,
        products: products.length,
      };
    };
    return { discountId, configId, seen };
  }

  it('takes back an assigned reward: its quota unit, its configured reward unit and its product', async () => {
    const { discountId, seen } = await givenReward('assigned');
    expect(await releaseReward(api.db, discountId)).toBe(true);
    expect(await seen()).toEqual({ quotaRemaining: 10, rewards: [], quantityAllocated: 0, products: 0 });
  });

  it.each(['use_requested', 'used', 'refused'] as const)(
    'keeps a reward the ambassador already holds (%s), with its quota and quantity units',
    async (status) => {
      const { discountId, seen } = await givenReward(status);
      expect(await releaseReward(api.db, discountId)).toBe(false);
      expect(await seen()).toEqual({
        quotaRemaining: 9,
        rewards: [{ id: discountId, status }],
        quantityAllocated: 1,
        products: 1,
      });
    },
  );

  it('keeps a reward whose use is requested while the release waits for it', async () => {
    const { discountId, seen } = await givenReward('assigned');
    let release: Promise<boolean> | undefined;
    // The ambassador's request holds the reward's row while the release starts: on PostgreSQL the
    // release's delete waits on the row lock, on SQLite on the one connection.
    await api.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('discount')
        .set({ status: 'use_requested', use_requested_at: NOW })
        .where('id', '=', discountId)
        .where('status', '=', 'assigned')
        .execute();
      release = releaseReward(api.db, discountId);
      if (api.dialect === 'postgres') {
        // Commit only once the release is waiting on this transaction.
        const own = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const blocker = own.rows[0]?.pid;
        await expect
          .poll(async () => {
            const waiting = await sql<{ count: string }>`
              select count(*) as count from pg_stat_activity
              where ${blocker} = any(pg_blocking_pids(pid))`.execute(api.db);
            return Number(waiting.rows[0]?.count);
          })
          .toBe(1);
      }
    });
    expect(await release).toBe(false);
    expect(await seen()).toEqual({
      quotaRemaining: 9,
      rewards: [{ id: discountId, status: 'use_requested' }],
      quantityAllocated: 1,
      products: 1,
    });
  });

  it('never counts a configured reward below zero given when taking back one of its rewards', async () => {
    const { discountId, configId, seen } = await givenReward('assigned');
    // A reward given before its configured reward counted them: nothing left to give back.
    await api.db
      .updateTable('config_discount')
      .set({ quantity_allocated: 0 })
      .where('id', '=', configId)
      .execute();
    expect(await releaseReward(api.db, discountId)).toBe(true);
    expect(await seen()).toEqual({ quotaRemaining: 10, rewards: [], quantityAllocated: 0, products: 0 });
  });
});

describe(`the store's code of a reward assigned directly (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(NOW) });
  });
  afterAll(() => api.close());

  /** Assigns the shop's configured reward `values` to a new story, with the store's code given. */
  async function assign(values: Parameters<typeof createConfigDiscount>[2], storeDiscount?: StoreDiscount) {
    const shopId = await createShop(api.db, { quota: 10, quota_remaining: 10 });
    const accountId = await createSocialAccount(api.db, shopId);
    const contentId = await createContent(api.db, accountId, { type: 'story', media_type: 'story' });
    const productId = await createProduct(api.db, shopId, contentId);
    const configId = await createConfigDiscount(api.db, shopId, { place: 'online', ...values });
    const content = await api.db
      .selectFrom('social_content')
      .select(['id', 'type', 'media_type', 'author_username'])
      .where('id', '=', contentId)
      .executeTakeFirstOrThrow();
    const given = () => api.db.selectFrom('discount').select('code').where('shop_id', '=', shopId).execute();
    const assigned = assignReward(api.db, {
      shopId,
      content,
      productId,
      reward: { configDiscountId: configId },
      now: new Date(NOW),
      signClaim: () => 'claim',
      storeDiscount,
    });
    return { assigned, given };
  }

  it('refuses a reward of unique codes without one, as a disconnected store, rather than give the shared code', async () => {
    // The reward became one of unique codes after the store was asked whether it needed one.
    const { assigned, given } = await assign({ unique_codes: 1, code: 'SHARED15' });
    await expect(assigned).rejects.toMatchObject({
      statusCode: 409,
      message: ONLINE_STORE_ERRORS.disconnected,
    });
    expect(await given()).toEqual([]);
  });

  it('gives the shared code of a reward without unique codes, whatever code the store made', async () => {
    const { assigned, given } = await assign(
      { unique_codes: 0, type: 'code', code: 'SHARED15' },
      { externalId: 'gid://shopify/DiscountCodeNode/1', code: 'MERCI-LEA-2222' },
    );
    expect((await assigned).row.code).toBe('SHARED15');
    expect(await given()).toEqual([{ code: 'SHARED15' }]);
  });
});

describe('reading what the database answered', () => {
  it.each([
    [{ code: '23505' }, true],
    [{ code: 'SQLITE_CONSTRAINT_UNIQUE' }, true],
    [{ code: 'SQLITE_CONSTRAINT_NOTNULL' }, false],
    [{ code: '23502' }, false],
    [new Error('boom'), false],
    [null, false],
    [undefined, false],
  ])('tells a unique violation (PostgreSQL or SQLite) from other errors: %o is %s', (error, unique) => {
    expect(isUniqueViolation(error)).toBe(unique);
  });

  it.each([
    [{ numUpdatedRows: 2n }, 2],
    [{ numDeletedRows: 3n }, 3],
    [{ numUpdatedRows: 0n, numDeletedRows: 5n }, 0],
    [{}, 0],
    [undefined, 0],
  ])('counts the rows an update or a delete changed: %o is %i', (result, count) => {
    expect(affected(result)).toBe(count);
  });
});
