/**
 * GET /shops/:shopId/sales_statistics (docs/adr/037): the online store's orders that used a merci
 * code, by month, ambassador and configured reward, on a controlled data set written straight into
 * the database (the connector's own path, from a Shopify order to these rows, is onlineStores.test.ts's).
 */
import type { SalesStatistics } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { DiscountTable } from '../db/schema.js';
import {
  connectedShop,
  createConfigDiscount,
  createContent,
  createDiscount,
  createOwner,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');

/** The configured rewards of the shop, by the label the statistics give them. */
type Reward = 'percent' | 'code' | 'voucher' | 'unique' | 'oneOff';

/** One order of the controlled data set: [used_at, ambassador, reward, total in cents, currency]. */
type Order = [string, string, Reward, number | null, string];

// Around the boundaries on purpose, in Paris (the shop's time zone), each one in another month in
// UTC. In euros unless said otherwise.
const ORDERS: Order[] = [
  ['2026-11-20T09:00:00.000Z', 'lea.martin', 'percent', 5990, 'EUR'],
  // 1 November, 00:00 in Paris.
  ['2026-10-31T23:00:00.000Z', 'hugo_voyage', 'code', 2500, 'EUR'],
  // 31 October, 23:59:59.999 in Paris.
  ['2026-10-31T22:59:59.999Z', 'anna', 'code', 2500, 'EUR'],
  // An older order in another currency: never summed with the euros.
  ['2026-10-10T12:00:00.000Z', 'lea.martin', 'percent', 12345, 'USD'],
  // First instant of the 3 months (September to November): 1 September, 00:00 in Paris.
  ['2026-08-31T22:00:00.000Z', 'chloe.cuisine', 'oneOff', 3000, 'EUR'],
  // Last instant before it: in the 6 months only.
  ['2026-08-31T21:59:59.999Z', 'sarah.deco', 'percent', 1000, 'EUR'],
  // Last instant before the 6 months (June to November): in the 12 months only.
  ['2026-05-31T21:59:59.999Z', 'julien.photo', 'voucher', 800, 'EUR'],
  // First instant of the 12 months (December 2025 to November 2026).
  ['2025-11-30T23:00:00.000Z', 'manon', 'unique', 1500, 'EUR'],
  // Outside every period.
  ['2025-11-30T22:59:59.999Z', 'manon', 'percent', 9999, 'EUR'],
  // 1 December, 00:00 in Paris: after the current month, never counted (and in dollars, so that
  // taking it for the latest order would show).
  ['2026-11-30T23:00:00.000Z', 'lea.martin', 'percent', 7000, 'USD'],
];

const figures = (orders: number, revenueCents: number) => ({ orders, revenueCents });
const month = (key: string, orders = 0, revenueCents = 0) => ({
  month: key,
  ...figures(orders, revenueCents),
});
/** The twelve months of the data set, oldest first: shorter periods are their ends. */
const MONTHS = [
  month('2025-12', 1, 1500),
  month('2026-01'),
  month('2026-02'),
  month('2026-03'),
  month('2026-04'),
  month('2026-05', 1, 800),
  month('2026-06'),
  month('2026-07'),
  month('2026-08', 1, 1000),
  month('2026-09', 1, 3000),
  month('2026-10', 1, 2500),
  month('2026-11', 2, 8490),
];

describe(`GET /shops/:shopId/sales_statistics (${testDialect()})`, () => {
  let api: TestApi;
  let shopId: number;
  let token: string;
  let account: number;
  let rewards: Record<Exclude<Reward, 'oneOff'>, number>;

  const statistics = (query = '', as = token, shop = shopId) =>
    api.call<SalesStatistics>('GET', `/shops/${shop}/sales_statistics${query}`, { token: as });

  /** A reward of `shop` used by an order (or not, with `values`). */
  const reward = async (shop: number, socialAccount: number, values: Partial<Insertable<DiscountTable>>) =>
    createDiscount(api.db, shop, await createContent(api.db, socialAccount), {
      status: 'used',
      created_at: '2025-01-01T00:00:00.000Z',
      ...values,
    });

  beforeAll(async () => {
    api = await startTestApi({ now: () => NOW });
    ({ shopId, token, accountId: account } = await connectedShop(api));
    rewards = {
      percent: await createConfigDiscount(api.db, shopId, { type: 'percent', percent: 15 }),
      code: await createConfigDiscount(api.db, shopId, { type: 'code', code: 'MERCI10', percent: 0 }),
      voucher: await createConfigDiscount(api.db, shopId, { type: 'voucher', description: 'Un café' }),
      // Unique codes of 5 € off: no code nor description to name it by.
      unique: await createConfigDiscount(api.db, shopId, {
        type: 'code',
        unique_codes: 1,
        amount_cents: 500,
      }),
    };
    for (const [usedAt, username, kind, total, currency] of ORDERS) {
      await reward(shopId, account, {
        username,
        config_discount_id: kind === 'oneOff' ? null : rewards[kind],
        used_at: usedAt,
        order_name: `#${usedAt}`,
        order_total_cents: total,
        order_currency: currency,
      });
    }
    // Used this month without an order's total (its customer's data was erased), and assigned
    // without being used: no sale of either.
    await reward(shopId, account, {
      username: 'lea.martin',
      config_discount_id: rewards.percent,
      used_at: '2026-11-10T09:00:00.000Z',
      order_total_cents: null,
      order_currency: 'EUR',
    });
    await reward(shopId, account, { status: 'assigned', config_discount_id: rewards.percent });
    // Another shop's order, this month, by an ambassador of ours: never counted here.
    const otherShop = await createShop(api.db);
    await reward(otherShop, await createSocialAccount(api.db, otherShop), {
      username: 'lea.martin',
      used_at: '2026-11-15T09:00:00.000Z',
      order_total_cents: 50000,
      order_currency: 'EUR',
    });
  });
  afterAll(() => api.close());

  it('sums 3 months: September to November, boundaries included, in the latest order’s currency', async () => {
    const response = await statistics('?period=3');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      period: 3,
      currency: 'EUR',
      totals: figures(4, 13990),
      months: MONTHS.slice(-3),
      ambassadors: [
        { username: 'lea.martin', ...figures(1, 5990) },
        { username: 'chloe.cuisine', ...figures(1, 3000) },
        // A tie, by username.
        { username: 'anna', ...figures(1, 2500) },
        { username: 'hugo_voyage', ...figures(1, 2500) },
      ],
      rewards: [
        { configDiscountId: rewards.percent, label: '-15 %', ...figures(1, 5990) },
        { configDiscountId: rewards.code, label: 'MERCI10', ...figures(2, 5000) },
        { configDiscountId: null, label: 'Récompense ponctuelle', ...figures(1, 3000) },
      ],
    });
  });

  it('sums 12 months by default: December 2025 to November 2026, the 5 ambassadors who brought the most', async () => {
    const expected = {
      period: 12,
      currency: 'EUR',
      totals: figures(7, 17290),
      months: MONTHS,
      ambassadors: [
        { username: 'lea.martin', ...figures(1, 5990) },
        { username: 'chloe.cuisine', ...figures(1, 3000) },
        { username: 'anna', ...figures(1, 2500) },
        { username: 'hugo_voyage', ...figures(1, 2500) },
        { username: 'manon', ...figures(1, 1500) },
      ],
      rewards: [
        { configDiscountId: rewards.percent, label: '-15 %', ...figures(2, 6990) },
        { configDiscountId: rewards.code, label: 'MERCI10', ...figures(2, 5000) },
        { configDiscountId: null, label: 'Récompense ponctuelle', ...figures(1, 3000) },
        { configDiscountId: rewards.unique, label: 'Récompense ponctuelle', ...figures(1, 1500) },
        { configDiscountId: rewards.voucher, label: 'Un café', ...figures(1, 800) },
      ],
    };
    expect(await statistics('?period=12')).toMatchObject({ status: 200, body: expected });
    const byDefault = await statistics();
    expect(byDefault.status).toBe(200);
    expect(byDefault.body).toEqual(expected);
  });

  it('answers no currency, zeros, empty months and no ranking for a shop without orders', async () => {
    const emptyShop = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId: emptyShop });
    // A reward given, not used yet: no order.
    await reward(emptyShop, await createSocialAccount(api.db, emptyShop), { status: 'assigned' });
    const response = await statistics('?period=3', await api.signIn(owner.email, owner.password), emptyShop);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      period: 3,
      currency: null,
      totals: figures(0, 0),
      months: MONTHS.slice(-3).map(({ month: key }) => month(key)),
      ambassadors: [],
      rewards: [],
    });
  });

  it('sums only the latest order’s currency, the last recorded when two orders share the latest instant', async () => {
    const shop = await connectedShop(api);
    const order = (usedAt: string, currency: string, total: number) =>
      reward(shop.shopId, shop.accountId, {
        username: 'lea.martin',
        used_at: usedAt,
        order_total_cents: total,
        order_currency: currency,
      });
    await order('2026-09-10T09:00:00.000Z', 'USD', 1000);
    await order('2026-11-20T09:00:00.000Z', 'USD', 2000);
    await order('2026-11-20T09:00:00.000Z', 'CHF', 3000);
    const response = await statistics('?period=3', shop.token, shop.shopId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      period: 3,
      currency: 'CHF',
      totals: figures(1, 3000),
      months: [month('2026-09'), month('2026-10'), month('2026-11', 1, 3000)],
      ambassadors: [{ username: 'lea.martin', ...figures(1, 3000) }],
      rewards: [{ configDiscountId: null, label: 'Récompense ponctuelle', ...figures(1, 3000) }],
    });
  });

  it.each([
    ['5', 'errors.invalid_choice'],
    ['0', 'errors.invalid_choice'],
    ['abc', 'errors.invalid_type'],
  ])('answers 400 naming period for period=%s', async (period, message) => {
    const response = await statistics(`?period=${period}`);
    expect(response).toMatchObject({
      status: 400,
      body: {
        status: 400,
        message: 'errors.bad_request',
        violations: [{ propertyPath: 'period', message }],
      },
    });
  });
});
