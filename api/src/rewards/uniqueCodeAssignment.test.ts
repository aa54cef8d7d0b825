/**
 * Approving a publication with a reward of unique codes (docs/adr/037), as the store sees it: the
 * code's title, value and dates, a code drawn again when the store already holds it, and a code
 * stopped when the assignment is refused after the store made it.
 */
import { ONLINE_STORE_ERRORS } from '@merci/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommerceError, type CommerceConnector } from '../commerce/connector.js';
import { connectedShop, createConfigDiscount, createContent, postProduct } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { startShopifyTestApi, type ShopifyTestApi } from '../testing/shopifyApi.js';
import { releaseReward } from './assignment.js';

const NOW = '2026-11-20T10:00:00.000Z';

describe(`unique codes made in the store for an approval (${testDialect()})`, () => {
  let api: ShopifyTestApi;
  let connector: CommerceConnector;
  beforeAll(async () => {
    api = await startShopifyTestApi({ now: () => new Date(NOW) });
    const shopify = api.ctx.commerce.connectors.get('shopify');
    if (!shopify) throw new Error('no Shopify connector');
    connector = shopify;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => api.close());

  let stores = 0;
  async function merchant() {
    const shop = await connectedShop(api, { shop: { quota: 10, quota_remaining: 10 } });
    stores += 1;
    const domain = `codes-${stores}-${testDialect()}.myshopify.com`;
    await api.connectStore(shop.token, shop.shopId, domain);
    const approve = async (configDiscountId: number, author = 'lea.martin') => {
      const contentId = await createContent(api.db, shop.accountId, { author_username: author });
      const productId = await postProduct(api, shop.token, shop.shopId, contentId);
      return api.call<Record<string, unknown>>('PUT', `/products/${productId}/approve`, {
        token: shop.token,
        body: { shop: `/shops/${shop.shopId}`, configDiscountId },
      });
    };
    const rewards = () =>
      api.db
        .selectFrom('discount')
        .select(['code', 'external_discount_id'])
        .where('shop_id', '=', shop.shopId)
        .execute();
    const quotaLeft = async () =>
      (
        await api.db
          .selectFrom('shop')
          .select('quota_remaining')
          .where('id', '=', shop.shopId)
          .executeTakeFirstOrThrow()
      ).quota_remaining;
    return { ...shop, domain, approve, rewards, quotaLeft };
  }

  const uniqueReward = (shopId: number, values: Parameters<typeof createConfigDiscount>[2] = {}) =>
    createConfigDiscount(api.db, shopId, { unique_codes: 1, place: 'online', percent: 15, ...values });

  it('names the code after the ambassador and makes it from now to the end of its last day, or for good', async () => {
    const shop = await merchant();
    const started = await uniqueReward(shop.shopId, {
      validity_start_at: '2026-11-01',
      validity_end_at: '2026-11-30',
    });
    const open = await uniqueReward(shop.shopId);
    expect((await shop.approve(started, 'lea.martin')).status).toBe(200);
    expect((await shop.approve(open, 'manon')).status).toBe(200);
    expect(
      api.fake.discounts(shop.domain).map(({ title, startsAt, endsAt }) => ({ title, startsAt, endsAt })),
    ).toEqual([
      // Started on 1 November, so from now; until the last instant of 30 November in Paris.
      { title: 'merci · @lea.martin', startsAt: NOW, endsAt: '2026-11-30T22:59:59.999Z' },
      { title: 'merci · @manon', startsAt: NOW, endsAt: null },
    ]);
  });

  it.each([
    { reward: 'used in the shop', values: { place: 'shop', type: 'percent', code: 'BOUTIQUE15' } },
    { reward: 'of a voucher', values: { place: 'online', type: 'voucher', code: 'BON15' } },
  ] as const)(
    'gives the shared code of a reward $reward, which the store cannot make one by one',
    async ({ values }) => {
      const shop = await merchant();
      const response = await shop.approve(await uniqueReward(shop.shopId, values));
      expect(response).toMatchObject({ status: 200, body: { code: values.code } });
      expect(api.fake.discounts(shop.domain)).toEqual([]);
    },
  );

  it.each([
    {
      reward: 'a percent reward',
      values: { type: 'percent', percent: 20, amount_cents: 500 },
      value: { percentage: 0.2 },
    },
    {
      reward: 'a code reward with an amount',
      values: { type: 'code', percent: 10, amount_cents: 1 },
      value: { amount: '0.01' },
    },
    {
      reward: 'a code reward of amount 0',
      values: { type: 'code', percent: 10, amount_cents: 0 },
      value: { percentage: 0.1 },
    },
    {
      reward: 'a code reward without amount',
      values: { type: 'code', percent: 10, amount_cents: null },
      value: { percentage: 0.1 },
    },
  ] as const)('takes off $value with each code of $reward', async ({ values, value }) => {
    const shop = await merchant();
    const response = await shop.approve(await uniqueReward(shop.shopId, values));
    expect(response.status).toBe(200);
    expect(api.fake.discounts(shop.domain)[0]?.value).toMatchObject(value);
  });

  /** Makes the store answer TAKEN to the first `times` codes asked for, as a store that holds them. */
  function storeHoldsNextCodes(times: number) {
    const asked: string[] = [];
    const create = connector.createDiscount.bind(connector);
    vi.spyOn(connector, 'createDiscount').mockImplementation(async (store, discount) => {
      asked.push(discount.code);
      if (asked.length <= times) {
        throw new CommerceError('Code must be unique', 'rejected', 'TAKEN');
      }
      return create(store, discount);
    });
    return asked;
  }

  it('draws another code when the store already holds the one drawn', async () => {
    const shop = await merchant();
    const asked = storeHoldsNextCodes(2);
    const response = await shop.approve(await uniqueReward(shop.shopId));
    expect(response.status).toBe(200);
    expect(asked).toHaveLength(3);
    expect(response.body.code).toBe(asked[2]);
    expect(api.fake.discounts(shop.domain).map((discount) => discount.code)).toEqual([asked[2]]);
    expect(await shop.quotaLeft()).toBe(9);
  });

  it('gives up after three codes the store already holds: 502, nothing given, no quota spent', async () => {
    const shop = await merchant();
    const asked = storeHoldsNextCodes(3);
    const response = await shop.approve(await uniqueReward(shop.shopId));
    expect(response).toMatchObject({ status: 502, body: { message: ONLINE_STORE_ERRORS.unavailable } });
    expect(asked).toHaveLength(3);
    expect(api.fake.discounts(shop.domain)).toEqual([]);
    expect(await shop.rewards()).toEqual([]);
    expect(await shop.quotaLeft()).toBe(10);
  });

  it('answers 500, not a store to try again, when making the code fails in merci itself', async () => {
    const shop = await merchant();
    vi.spyOn(connector, 'createDiscount').mockRejectedValue(new TypeError('a bug of merci'));
    const response = await shop.approve(await uniqueReward(shop.shopId));
    expect(response).toMatchObject({ status: 500, body: { message: 'errors.http' } });
    expect(await shop.rewards()).toEqual([]);
    expect(await shop.quotaLeft()).toBe(10);
  });

  it('stops the code it made when the assignment is refused meanwhile (the quota ran out)', async () => {
    const shop = await merchant();
    const rewardId = await uniqueReward(shop.shopId);
    const create = connector.createDiscount.bind(connector);
    vi.spyOn(connector, 'createDiscount').mockImplementation(async (store, discount) => {
      // Another approval takes the shop's last unit while the store makes the code.
      await api.db.updateTable('shop').set({ quota_remaining: 0 }).where('id', '=', shop.shopId).execute();
      return create(store, discount);
    });
    const response = await shop.approve(rewardId);
    expect(response).toMatchObject({ status: 409, body: { message: 'errors.quota_exhausted' } });
    expect(await shop.rewards()).toEqual([]);
    expect(api.fake.discounts(shop.domain).map((discount) => discount.status)).toEqual(['EXPIRED']);
  });

  it('stops the code in the store when its reward is taken back (its message could not leave)', async () => {
    const shop = await merchant();
    const response = await shop.approve(await uniqueReward(shop.shopId));
    expect(response.status).toBe(200);
    expect(await releaseReward(api.db, response.body.id as number, new Date(NOW))).toBe(true);
    expect(api.fake.discounts(shop.domain).map((discount) => discount.status)).toEqual(['ACTIVE']);
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ tasks: { done: 1, retried: 0 } });
    expect(api.fake.discounts(shop.domain).map((discount) => discount.status)).toEqual(['EXPIRED']);
  });
});
