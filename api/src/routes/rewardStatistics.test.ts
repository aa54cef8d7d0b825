import type { ContentType, Place, RewardStatistics, RewardStatus, RewardType, Shop } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_SHOP_NAME, seedDemoShop } from '../db/seed.js';
import {
  connectedShop,
  createContent,
  createDiscount,
  createOwner,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');

/** One reward of the controlled data set: [created_at, type, status, place, content type, author]. */
type Given = [string, RewardType, RewardStatus, Place, ContentType, string];

// Around the boundaries on purpose: first and last instants of months and periods, in Paris (the
// shop's time zone: UTC+1 in winter, UTC+2 in summer), each one in another month in UTC.
const REWARDS: Given[] = [
  ['2026-11-20T09:00:00.000Z', 'percent', 'used', 'online', 'feed', 'lea.martin'],
  // 1 November, 00:00 in Paris.
  ['2026-10-31T23:00:00.000Z', 'code', 'assigned', 'shop', 'reels', 'lea.martin'],
  // 31 October, 23:59:59.999 in Paris.
  ['2026-10-31T22:59:59.999Z', 'voucher', 'use_requested', 'shop', 'story', 'hugo_voyage'],
  ['2026-10-05T12:00:00.000Z', 'percent', 'used', 'online', 'feed', 'anna'],
  // First instant of the 3-month period (September to November): 1 September, 00:00 in Paris.
  ['2026-08-31T22:00:00.000Z', 'other', 'refused', 'online', 'ad', 'hugo_voyage'],
  // Last instant before it: in the 6 months only.
  ['2026-08-31T21:59:59.999Z', 'percent', 'used', 'online', 'feed', 'chloe.cuisine'],
  ['2026-06-15T08:00:00.000Z', 'code', 'expired', 'online', 'feed', 'chloe.cuisine'],
  // Last instant before the 6 months (June to November): in the 12 months only.
  ['2026-05-31T21:59:59.999Z', 'percent', 'used', 'shop', 'reels', 'sarah.deco'],
  // 1 January 2026, 00:30 in Paris: this year already, although still 2025 in UTC.
  ['2025-12-31T23:30:00.000Z', 'percent', 'assigned', 'online', 'feed', 'julien.photo'],
  // First instant of the 12 months (December 2025 to November 2026), last year.
  ['2025-11-30T23:00:00.000Z', 'voucher', 'used', 'online', 'story', 'julien.photo'],
  // Outside every period: counted in total only.
  ['2025-11-30T22:59:59.999Z', 'code', 'used', 'online', 'feed', 'manon'],
  ['2024-03-03T08:00:00.000Z', 'other', 'assigned', 'online', 'ad', 'manon'],
];

const types = (percent: number, code: number, voucher: number, other: number) => ({
  percent,
  code,
  voucher,
  other,
});
const month = (key: string, count: number, byType = types(0, 0, 0, 0)) => ({ month: key, count, byType });
/** The twelve months of the controlled data set, oldest first: shorter periods are their ends. */
const BY_MONTH = [
  month('2025-12', 1, types(0, 0, 1, 0)),
  month('2026-01', 1, types(1, 0, 0, 0)),
  month('2026-02', 0),
  month('2026-03', 0),
  month('2026-04', 0),
  month('2026-05', 1, types(1, 0, 0, 0)),
  month('2026-06', 1, types(0, 1, 0, 0)),
  month('2026-07', 0),
  month('2026-08', 1, types(1, 0, 0, 0)),
  month('2026-09', 1, types(0, 0, 0, 1)),
  month('2026-10', 2, types(1, 0, 1, 0)),
  month('2026-11', 2, types(1, 1, 0, 0)),
];
/** Whatever the period: every reward in total, November's and 2026's. */
const TOTALS = { total: 12, thisMonth: 2, thisYear: 9 };

describe(`GET /shops/:shopId/reward_statistics (${testDialect()})`, () => {
  let api: TestApi;
  let shopId: number;
  let otherShopId: number;
  let token: string;

  const statistics = (query = '', as = token, shop = shopId) =>
    api.call<RewardStatistics>('GET', `/shops/${shop}/reward_statistics${query}`, { token: as });

  beforeAll(async () => {
    api = await startTestApi({ now: () => NOW });
    let account: number;
    ({ shopId, token, accountId: account } = await connectedShop(api));
    for (const [createdAt, type, status, place, contentType, username] of REWARDS) {
      const content = await createContent(api.db, account, { type: contentType, author_username: username });
      await createDiscount(api.db, shopId, content, {
        created_at: createdAt,
        type,
        status,
        place,
        username,
        amount_in_percent: type === 'percent' ? 10 : null,
      });
    }
    // Another shop's rewards, this month, by an author of ours: never counted here.
    otherShopId = await createShop(api.db);
    const otherAccount = await createSocialAccount(api.db, otherShopId);
    for (let index = 0; index < 3; index += 1) {
      const content = await createContent(api.db, otherAccount, { author_username: 'lea.martin' });
      await createDiscount(api.db, otherShopId, content, {
        created_at: '2026-11-10T09:00:00.000Z',
        username: 'lea.martin',
        status: 'used',
      });
    }
  });
  afterAll(() => api.close());

  it('covers 3 months: September to November, boundaries included, older months left out', async () => {
    const response = await statistics('?months=3');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      months: 3,
      ...TOTALS,
      byMonth: BY_MONTH.slice(-3),
      byType: types(2, 1, 1, 1),
      byStatus: { assigned: 1, use_requested: 1, used: 2, refused: 1, expired: 0 },
      byPlace: { online: 3, shop: 2 },
      byContentType: { ad: 1, feed: 2, story: 1, reels: 1 },
      useRate: 0.4,
      topAmbassadors: [
        { username: 'hugo_voyage', count: 2 },
        { username: 'lea.martin', count: 2 },
        { username: 'anna', count: 1 },
      ],
    });
  });

  it('covers 6 months: June to November, with the empty July zero-filled', async () => {
    const response = await statistics('?months=6');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      months: 6,
      ...TOTALS,
      byMonth: BY_MONTH.slice(-6),
      byType: types(3, 2, 1, 1),
      byStatus: { assigned: 1, use_requested: 1, used: 3, refused: 1, expired: 1 },
      byPlace: { online: 5, shop: 2 },
      byContentType: { ad: 1, feed: 4, story: 1, reels: 1 },
      useRate: 3 / 7,
      topAmbassadors: [
        { username: 'chloe.cuisine', count: 2 },
        { username: 'hugo_voyage', count: 2 },
        { username: 'lea.martin', count: 2 },
        { username: 'anna', count: 1 },
      ],
    });
  });

  it('covers 12 months by default: December 2025 to November 2026, the 5 most rewarded ambassadors', async () => {
    const expected = {
      months: 12,
      ...TOTALS,
      byMonth: BY_MONTH,
      byType: types(5, 2, 2, 1),
      byStatus: { assigned: 2, use_requested: 1, used: 5, refused: 1, expired: 1 },
      byPlace: { online: 7, shop: 3 },
      byContentType: { ad: 1, feed: 5, story: 2, reels: 2 },
      useRate: 0.5,
      // Four ties at 2 by username, then anna before sarah.deco, who is left out.
      topAmbassadors: [
        { username: 'chloe.cuisine', count: 2 },
        { username: 'hugo_voyage', count: 2 },
        { username: 'julien.photo', count: 2 },
        { username: 'lea.martin', count: 2 },
        { username: 'anna', count: 1 },
      ],
    };
    expect(await statistics('?months=12')).toMatchObject({ status: 200, body: expected });
    expect(await statistics()).toMatchObject({ status: 200, body: expected });
  });

  it('answers zeros, empty months and no use rate for a shop that has given nothing', async () => {
    const emptyShop = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId: emptyShop });
    const response = await statistics('?months=3', await api.signIn(owner.email, owner.password), emptyShop);
    expect(response).toMatchObject({
      status: 200,
      body: {
        months: 3,
        total: 0,
        thisMonth: 0,
        thisYear: 0,
        byMonth: [month('2026-09', 0), month('2026-10', 0), month('2026-11', 0)],
        byType: types(0, 0, 0, 0),
        byStatus: { assigned: 0, use_requested: 0, used: 0, refused: 0, expired: 0 },
        byPlace: { online: 0, shop: 0 },
        byContentType: { ad: 0, feed: 0, story: 0, reels: 0 },
        useRate: null,
        topAmbassadors: [],
      },
    });
  });

  it.each(['5', '0', '24', 'abc', '3.5'])('answers 400 naming months for months=%s', async (months) => {
    const response = await statistics(`?months=${months}`);
    expect(response).toMatchObject({
      status: 400,
      body: {
        status: 400,
        message: 'errors.bad_request',
        violations: [{ propertyPath: 'months', message: 'errors.invalid_choice' }],
      },
    });
  });

  it("answers 404 for another shop's statistics, without data, whatever the period", async () => {
    for (const query of ['', '?months=3', '?months=5']) {
      const response = await statistics(query, token, otherShopId);
      expect(response).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
      expect(JSON.stringify(response.body)).not.toContain('total');
    }
  });

  it('answers 401 without a token, before looking at the query', async () => {
    for (const query of ['', '?months=5']) {
      const response = await api.call('GET', `/shops/${shopId}/reward_statistics${query}`);
      expect(response).toMatchObject({ status: 401, body: { status: 401, message: 'errors.unauthorized' } });
    }
  });

  it('is described in the OpenAPI document: months 3, 6 or 12 (12 by default) and the response fields', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const operation = document.paths['/api/shops/{shopId}/reward_statistics']?.get as {
      tags: string[];
      parameters: { name: string; in: string; schema: Record<string, unknown> }[];
      responses: Record<
        string,
        { content: Record<string, { schema: { properties: object; required: string[] } }> }
      >;
    };
    expect(operation.tags).toEqual(['shop']);
    expect(operation.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'months',
          in: 'query',
          schema: expect.objectContaining({ type: 'integer', enum: [3, 6, 12], default: 12 }),
        }),
      ]),
    );
    const schema = operation.responses['200']?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(
      [
        'byContentType',
        'byMonth',
        'byPlace',
        'byStatus',
        'byType',
        'months',
        'thisMonth',
        'thisYear',
        'topAmbassadors',
        'total',
        'useRate',
      ].sort(),
    );
    expect(schema?.required).toHaveLength(11);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '404']);
  });
});

describe(`reward statistics of the demo shop (${testDialect()})`, () => {
  let api: TestApi;
  let shopId: number;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi({ now: () => NOW });
    await seedDemoShop(api.db, { now: NOW });
    token = await api.signIn(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const shop = await api.db
      .selectFrom('shop')
      .select('id')
      .where('name', '=', DEMO_SHOP_NAME)
      .executeTakeFirstOrThrow();
    shopId = shop.id;
  });
  afterAll(() => api.close());

  /** Rewards of the demo shop created at or after `since`, counted straight from the table. */
  const given = async (since = '') =>
    Number(
      (
        await api.db
          .selectFrom('discount')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('shop_id', '=', shopId)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);

  it.each([
    // First instants of the periods in Paris.
    [3, '2026-08-31T22:00:00.000Z'],
    [6, '2026-05-31T22:00:00.000Z'],
    [12, '2025-11-30T23:00:00.000Z'],
  ])('over %i months, adds up to the seeded rewards', async (months, periodStart) => {
    const response = await api.call<RewardStatistics>(
      'GET',
      `/shops/${shopId}/reward_statistics?months=${months}`,
      { token },
    );
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.total).toBe(await given());
    expect(body.total).toBeGreaterThan(0);
    expect(body.thisMonth).toBe(await given('2026-10-31T23:00:00.000Z'));
    expect(body.thisYear).toBe(await given('2025-12-31T23:00:00.000Z'));

    const inPeriod = await given(periodStart);
    expect(inPeriod).toBeGreaterThan(0);
    expect(body.byMonth).toHaveLength(months);
    expect(body.byMonth.reduce((total, entry) => total + entry.count, 0)).toBe(inPeriod);
    for (const entry of body.byMonth) expect(sum(entry.byType)).toBe(entry.count);
    for (const breakdown of [body.byType, body.byStatus, body.byPlace, body.byContentType]) {
      expect(sum(breakdown)).toBe(inPeriod);
    }
    expect(body.useRate).toBe(body.byStatus.used / inPeriod);
    expect(body.topAmbassadors.length).toBeGreaterThan(0);
    expect(body.topAmbassadors.length).toBeLessThanOrEqual(5);
    const counts = body.topAmbassadors.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('says the same "this month" as the home counter and the quota', async () => {
    const [statistics, shop] = await Promise.all([
      api.call<RewardStatistics>('GET', `/shops/${shopId}/reward_statistics`, { token }),
      api.call<Shop>('GET', `/shops/${shopId}`, { token }),
    ]);
    expect(statistics.body.thisMonth).toBeGreaterThan(0);
    expect(shop.body.discountMonthCount).toBe(statistics.body.thisMonth);
    expect(shop.body.quotaRemaining).toBe((shop.body.quota ?? 0) - statistics.body.thisMonth);
  });
});
