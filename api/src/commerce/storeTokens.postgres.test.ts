/**
 * Two API processes on one PostgreSQL database renew a store's expiring token at the same moment
 * (docs/adr/037, "Expiring offline tokens"): one refresh reaches the store, the other process
 * waits for its new token, and both codes are made. Were the refresh token spent twice, the second
 * refresh would race the first one's rotation.
 *
 * PostgreSQL only: vitest.config.ts takes `*.postgres.test.ts` files into the api project when
 * DATABASE_URL is a postgres:// URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedShop, createConfigDiscount, createContent, postProduct } from '../testing/factories.js';
import { startShopifyTestApi, type ShopifyTestApi } from '../testing/shopifyApi.js';

const NOW = Date.parse('2026-12-05T10:00:00.000Z');
const HOUR = 60 * 60_000;

describe('two API processes renewing one store token (postgres)', () => {
  let api: ShopifyTestApi;
  let clock = NOW;
  beforeAll(async () => {
    api = await startShopifyTestApi({ now: () => new Date(clock) });
  });
  afterAll(() => api.close());

  it('makes one refresh at the store for two calls in two processes, and both codes are made', async () => {
    const other = await api.startAnother();
    try {
      const shop = await connectedShop(api, { shop: { quota: 10, quota_remaining: 10 } });
      const domain = 'deux-processus.myshopify.com';
      await api.connectStore(shop.token, shop.shopId, domain);
      const rewardId = await createConfigDiscount(api.db, shop.shopId, {
        unique_codes: 1,
        place: 'online',
        percent: 15,
      });
      const posted = await Promise.all(
        ['lea.martin', 'manon'].map(async (author) => {
          const contentId = await createContent(api.db, shop.accountId, { author_username: author });
          return postProduct(api, shop.token, shop.shopId, contentId);
        }),
      );
      const before = await api.db
        .selectFrom('online_store')
        .select('refresh_token')
        .where('shop_id', '=', shop.shopId)
        .executeTakeFirstOrThrow();

      // Two hours on, the token has ended; the store is slow to answer the refresh.
      clock = NOW + 2 * HOUR;
      const token = await api.signIn(shop.owner.email, shop.owner.password);
      api.fake.failNext(1, 'slow', { operation: 'access_token', domain, delayMs: 300 });
      const from = api.fake.requests.length;
      const approvals = await Promise.all(
        [api, other].map((process, index) =>
          process.call('PUT', `/products/${posted[index]}/approve`, {
            token,
            body: { shop: `/shops/${shop.shopId}`, configDiscountId: rewardId },
          }),
        ),
      );

      expect(approvals.map((approval) => approval.status)).toEqual([200, 200]);
      const asked = api.fake.requests.slice(from).filter((request) => request.domain === domain);
      expect(asked.filter((request) => request.grantType === 'refresh_token')).toHaveLength(1);
      expect(api.fake.discounts(domain)).toHaveLength(2);
      const after = await api.db
        .selectFrom('online_store')
        .selectAll()
        .where('shop_id', '=', shop.shopId)
        .executeTakeFirstOrThrow();
      expect(after).toMatchObject({
        status: 'connected',
        access_token_expires_at: new Date(clock + HOUR).toISOString(),
        token_lease_token: null,
      });
      expect(after.refresh_token).not.toBe(before.refresh_token);
    } finally {
      await other.close();
    }
  });
});
