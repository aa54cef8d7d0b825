import type { Insertable } from 'kysely';
import type { RewardStatistics, Shop } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopTable } from '../db/schema.js';
import {
  createContent,
  createDiscount,
  createOwner,
  createShop,
  createSocialAccount,
  customRewardBody,
} from '../testing/factories.js';
import { startTestApi, testDialect, type ApiResponse, type TestApi } from '../testing/harness.js';
import { releaseReward } from './assignment.js';
import { changeQuota, giveBackQuotaUnit, takeQuotaUnit } from './quota.js';

/** 31 October 2026, 23:59:59 in Paris (winter time, UTC+1). */
const LAST_OCTOBER_SECOND = Date.parse('2026-10-31T22:59:59.000Z');
/** 1 November 2026, 00:00:00 in Paris. */
const FIRST_NOVEMBER_INSTANT = Date.parse('2026-10-31T23:00:00.000Z');
/** When November's quota gives way to December's, in Paris. */
const FIRST_DECEMBER_INSTANT = Date.parse('2026-11-30T23:00:00.000Z');

describe(`the monthly quota, renewed by its period key (${testDialect()})`, () => {
  let api: TestApi;
  let clock = LAST_OCTOBER_SECOND;

  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(clock) });
  });
  afterAll(() => api.close());

  /** A shop with its owner and account; a new shop has never rewarded anything (no period yet). */
  async function merchant(shop: Partial<Insertable<ShopTable>> = {}) {
    const shopId = await createShop(api.db, { quota: 10, quota_remaining: 10, quota_period: null, ...shop });
    const owner = await createOwner(api.db, { shopId });
    const accountId = await createSocialAccount(api.db, shopId);
    const token = await api.signIn(owner.email, owner.password);
    /** A publication retained (POST /products), ready to be approved. */
    const product = async () => {
      const contentId = await createContent(api.db, accountId);
      const response = await api.call<{ id: number }>('POST', '/products', {
        token,
        body: { socialContent: contentId, shop: shopId, publish: true },
      });
      expect(response.status).toBe(201);
      return response.body.id;
    };
    const approve = (productId: number, call: TestApi['call'] = api.call) =>
      call('PUT', `/products/${productId}/approve`, { token, body: customRewardBody(shopId) });
    const shopNow = async () => {
      const response = await api.call<Shop>('GET', `/shops/${shopId}`, { token });
      expect(response.status).toBe(200);
      return response.body;
    };
    const statistics = async () => {
      const response = await api.call<RewardStatistics>(
        'GET',
        `/shops/${shopId}/reward_statistics?months=3`,
        {
          token,
        },
      );
      expect(response.status).toBe(200);
      return response.body;
    };
    return { shopId, token, accountId, product, approve, shopNow, statistics };
  }

  const counts = (responses: ApiResponse[]) => ({
    given: responses.filter((response) => response.status === 200).length,
    refused: responses.filter(
      (response) =>
        response.status === 409 &&
        (response.body as { message?: string }).message === 'errors.quota_exhausted',
    ).length,
  });

  /** Rewards of the shop by the month of their date in Paris. */
  const rewardsByMonth = async (shopId: number) => {
    const rows = await api.db
      .selectFrom('discount')
      .select('created_at')
      .where('shop_id', '=', shopId)
      .execute();
    const october = rows.filter(
      (row) => row.created_at >= '2026-09-30T22:00:00.000Z' && row.created_at < '2026-10-31T23:00:00.000Z',
    ).length;
    const november = rows.filter(
      (row) => row.created_at >= '2026-10-31T23:00:00.000Z' && row.created_at < '2026-11-30T23:00:00.000Z',
    ).length;
    return { october, november, all: rows.length };
  };

  it('counts a reward at 23:59:59 on 31 October and one at 00:00:00 on 1 November (Paris) in their own months', async () => {
    clock = LAST_OCTOBER_SECOND;
    const shop = await merchant();
    expect((await shop.approve(await shop.product())).status).toBe(200);
    expect(await shop.shopNow()).toMatchObject({
      quota: 10,
      quotaRemaining: 9,
      discountCount: 1,
      discountMonthCount: 1,
      timeZone: 'Europe/Paris',
      quotaRenewsAt: '2026-10-31T23:00:00.000Z',
    });
    expect(await shop.statistics()).toMatchObject({ total: 1, thisMonth: 1, thisYear: 1 });

    clock = FIRST_NOVEMBER_INSTANT;
    // The first instant of the month: the whole quota again, and nothing rewarded yet this month.
    expect(await shop.shopNow()).toMatchObject({
      quotaRemaining: 10,
      discountCount: 1,
      discountMonthCount: 0,
      quotaRenewsAt: '2026-11-30T23:00:00.000Z',
    });
    expect((await shop.approve(await shop.product())).status).toBe(200);
    expect(await shop.shopNow()).toMatchObject({
      quotaRemaining: 9,
      discountCount: 2,
      discountMonthCount: 1,
    });
    const statistics = await shop.statistics();
    expect(statistics).toMatchObject({ total: 2, thisMonth: 1, thisYear: 2 });
    expect(statistics.byMonth.map(({ month, count }) => [month, count])).toEqual([
      ['2026-09', 0],
      ['2026-10', 1],
      ['2026-11', 1],
    ]);
    expect(await rewardsByMonth(shop.shopId)).toEqual({ october: 1, november: 1, all: 2 });
  });

  it('counts the months where the shop is: São Paulo’s November begins three hours after UTC’s', async () => {
    clock = Date.parse('2026-11-01T02:59:59.000Z');
    const shop = await merchant({ time_zone: 'America/Sao_Paulo' });
    expect((await shop.approve(await shop.product())).status).toBe(200);
    expect(await shop.shopNow()).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      quotaRemaining: 9,
      discountMonthCount: 1,
      quotaRenewsAt: '2026-11-01T03:00:00.000Z',
    });
    clock = Date.parse('2026-11-01T03:00:00.000Z');
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 10, discountMonthCount: 0 });
    expect((await shop.approve(await shop.product())).status).toBe(200);
    const statistics = await shop.statistics();
    expect(statistics).toMatchObject({ thisMonth: 1, total: 2 });
    expect(statistics.byMonth.map(({ month, count }) => [month, count])).toEqual([
      ['2026-09', 0],
      ['2026-10', 1],
      ['2026-11', 1],
    ]);
  });

  it('gives exactly the quota in each month to 50 concurrent approvals while midnight strikes', async () => {
    clock = LAST_OCTOBER_SECOND;
    const shop = await merchant({ quota: 10, quota_remaining: 10, quota_period: '2026-10' });
    const productIds: number[] = [];
    for (let index = 0; index < 50; index += 1) productIds.push(await shop.product());
    // PostgreSQL: half of the approvals go through another API process with a pool of its own, so
    // that the row lock is what orders them. SQLite: one process, its writes one at a time.
    const other = api.dialect === 'postgres' ? await api.startAnother() : undefined;
    try {
      let answered = 0;
      const approve = async (productId: number, index: number) => {
        const response = await shop.approve(productId, other && index % 2 === 1 ? other.call : api.call);
        answered += 1;
        return response;
      };
      const [october, november] = [productIds.slice(0, 25), productIds.slice(25)];
      const first = october.map((productId, index) => approve(productId, index));
      // Midnight strikes once 12 approvals of October have been answered, the others still in flight;
      // then the second wave comes, all of it in November.
      while (answered < 12) await new Promise((resolve) => setTimeout(resolve, 1));
      clock = FIRST_NOVEMBER_INSTANT;
      const second = november.map((productId, index) => approve(productId, index));
      const responses = await Promise.all([...first, ...second]);

      expect(counts(responses)).toEqual({ given: 20, refused: 30 });
      expect(await rewardsByMonth(shop.shopId)).toEqual({ october: 10, november: 10, all: 20 });
      expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 0, discountMonthCount: 10 });
    } finally {
      await other?.close();
    }
  });

  it('renews once at the first instant of the month, whatever the server did: restarted over the boundary', async () => {
    clock = Date.parse('2026-10-31T21:00:00.000Z');
    const shop = await merchant({ quota: 2 });
    expect((await shop.approve(await shop.product())).status).toBe(200);
    expect((await shop.approve(await shop.product())).status).toBe(200);
    const waiting = await shop.product();
    expect(counts([await shop.approve(waiting)])).toEqual({ given: 0, refused: 1 });

    // The server stops before midnight and starts again after it: no timer ran in between.
    clock = FIRST_NOVEMBER_INSTANT + 3 * 60 * 60 * 1000;
    await api.restart();
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 2, discountMonthCount: 0 });
    expect((await shop.approve(waiting)).status).toBe(200);
    expect((await shop.approve(await shop.product())).status).toBe(200);
    expect(counts([await shop.approve(await shop.product())])).toEqual({ given: 0, refused: 1 });

    // Restarted again within the month: nothing renews a second time.
    await api.restart();
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 0, discountMonthCount: 2 });
    expect(counts([await shop.approve(await shop.product())])).toEqual({ given: 0, refused: 1 });

    clock = FIRST_DECEMBER_INSTANT;
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 2, discountMonthCount: 0 });
    expect((await shop.approve(await shop.product())).status).toBe(200);
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 1, discountCount: 5 });
  });

  it('refuses an approval whose month ended before its turn came, and changes nothing', async () => {
    // November already has its count: an approval dated October (its clock read just before
    // midnight) would otherwise count in neither month.
    clock = LAST_OCTOBER_SECOND;
    const shop = await merchant({ quota: 10, quota_remaining: 4, quota_period: '2026-11' });
    const response = await shop.approve(await shop.product());
    expect(response).toMatchObject({ status: 409, body: { status: 409, message: 'errors.quota_exhausted' } });
    expect(await rewardsByMonth(shop.shopId)).toMatchObject({ all: 0 });
    clock = FIRST_NOVEMBER_INSTANT;
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 4 });
  });

  it('gives a cancelled reward’s unit back to its own month only, once, never above the quota', async () => {
    clock = LAST_OCTOBER_SECOND;
    const shop = await merchant({ quota: 3 });
    const october = await shop.approve(await shop.product());
    expect(october.status).toBe(200);
    const octoberId = (october.body as { id: number }).id;

    clock = FIRST_NOVEMBER_INSTANT;
    const november = await shop.approve(await shop.product());
    expect(november.status).toBe(200);
    const novemberId = (november.body as { id: number }).id;
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 2 });

    // October's reward cancelled in November: October is over, November's count stays as it is.
    expect(await releaseReward(api.db, octoberId)).toBe(true);
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 2, discountCount: 1 });
    // November's reward cancelled in November: its unit comes back, once.
    expect(await releaseReward(api.db, novemberId)).toBe(true);
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 3, discountCount: 0 });
    expect(await releaseReward(api.db, novemberId)).toBe(false);
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 3 });

    // A reward given before the quota was counted (created straight in the table) gives nothing
    // beyond the quota.
    const content = await createContent(api.db, shop.accountId);
    const extra = await createDiscount(api.db, shop.shopId, content, {
      created_at: new Date(FIRST_NOVEMBER_INSTANT + 1000).toISOString(),
    });
    expect(await releaseReward(api.db, extra)).toBe(true);
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 3 });
  });

  it('keeps a reward whose use the ambassador already asked for, and its unit stays used', async () => {
    clock = FIRST_NOVEMBER_INSTANT;
    const shop = await merchant({ quota: 3 });
    for (const status of ['use_requested', 'used', 'refused'] as const) {
      const given = await shop.approve(await shop.product());
      expect(given.status).toBe(200);
      const id = (given.body as { id: number }).id;
      await api.db.updateTable('discount').set({ status }).where('id', '=', id).execute();
      expect(await releaseReward(api.db, id)).toBe(false);
      const response = await api.call('GET', `/discounts/${id}`, { token: shop.token });
      expect(response).toMatchObject({ status: 200, body: { id, status } });
    }
    expect(await shop.shopNow()).toMatchObject({ quotaRemaining: 0, discountCount: 3 });
  });

  it('never limits a shop without quota, in one month or the next', async () => {
    clock = LAST_OCTOBER_SECOND;
    const shop = await merchant({ quota: null, quota_remaining: null });
    const october = await Promise.all(
      Array.from({ length: 12 }, async () => shop.approve(await shop.product())),
    );
    expect(october.map((response) => response.status)).toEqual(Array(12).fill(200));
    expect(await shop.shopNow()).toMatchObject({
      quota: null,
      quotaRemaining: null,
      quotaRenewsAt: null,
      discountMonthCount: 12,
    });
    clock = FIRST_NOVEMBER_INSTANT;
    for (let index = 0; index < 3; index += 1) {
      expect((await shop.approve(await shop.product())).status).toBe(200);
    }
    expect(await shop.shopNow()).toMatchObject({
      quotaRemaining: null,
      discountCount: 15,
      discountMonthCount: 3,
    });
    const row = await api.db
      .selectFrom('shop')
      .select(['quota', 'quota_remaining'])
      .where('id', '=', shop.shopId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ quota: null, quota_remaining: null });
  });
});

describe(`a plan change moves this month's quota (${testDialect()})`, () => {
  let api: TestApi;
  const now = new Date(FIRST_NOVEMBER_INSTANT + 10 * 24 * 60 * 60 * 1000);

  beforeAll(async () => {
    api = await startTestApi({ now: () => now });
  });
  afterAll(() => api.close());

  const quotaOf = (shopId: number) =>
    api.db
      .selectFrom('shop')
      .select(['quota', 'quota_remaining', 'quota_period'])
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();

  it.each([
    ['up: the difference is added', { quota: 10, quota_remaining: 7 }, 50, 0, 47],
    ['down: the difference is taken, never below 0', { quota: 50, quota_remaining: 5 }, 10, 0, 0],
    ['down within what is left', { quota: 50, quota_remaining: 45 }, 10, 0, 5],
    ['from no quota: what was rewarded this month counts', { quota: null, quota_remaining: null }, 10, 4, 6],
    ['from no quota, more rewarded than the new quota', { quota: null, quota_remaining: null }, 10, 12, 0],
  ])('%s', async (_case, before, quota, usedThisMonth, remaining) => {
    const shopId = await createShop(api.db, { ...before, quota_period: '2026-11' });
    await api.db.transaction().execute((trx) => changeQuota(trx, shopId, quota, now, usedThisMonth));
    expect(await quotaOf(shopId)).toEqual({ quota, quota_remaining: remaining, quota_period: '2026-11' });
  });

  it('starts a month not counted yet from the whole new quota', async () => {
    const shopId = await createShop(api.db, { quota: 10, quota_remaining: 0, quota_period: '2026-10' });
    await changeQuota(api.db, shopId, 20, now, 0);
    expect(await quotaOf(shopId)).toEqual({ quota: 20, quota_remaining: 20, quota_period: '2026-11' });
  });

  it.each([
    ['with a quota until now', { quota: 10, quota_remaining: 3 }],
    ['already without one', { quota: null, quota_remaining: null }],
  ])('removes the quota of a shop %s: the shop is no longer limited', async (_case, before) => {
    const shopId = await createShop(api.db, { ...before, quota_period: '2026-11' });
    await changeQuota(api.db, shopId, null, now, 7);
    expect(await quotaOf(shopId)).toEqual({ quota: null, quota_remaining: null, quota_period: '2026-11' });
  });

  it('takes, gives back and changes nothing for a shop that does not exist', async () => {
    const missing = 999_999;
    expect(await takeQuotaUnit(api.db, missing, now)).toBe(false);
    await expect(giveBackQuotaUnit(api.db, missing, now)).resolves.toBeUndefined();
    await expect(changeQuota(api.db, missing, 10, now, 0)).resolves.toBeUndefined();
    expect(await api.db.selectFrom('shop').select('id').where('id', '=', missing).execute()).toEqual([]);
  });
});
