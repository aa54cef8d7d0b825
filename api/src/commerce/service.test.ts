/**
 * The store's deliveries with the worker running inside the API, as in production: a delivery
 * recorded is worked at once, not at the worker's next run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedShop } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { startShopifyTestApi, type ShopifyTestApi } from '../testing/shopifyApi.js';

describe(`a store’s delivery with the worker running in the API (${testDialect()})`, () => {
  let api: ShopifyTestApi;
  beforeAll(async () => {
    // The worker's next run is an hour away: only the delivery itself can start it sooner.
    api = await startShopifyTestApi({ commerce: { workerIntervalMs: 3_600_000 } });
  });
  afterAll(() => api.close());

  it('works a recorded delivery at once, without waiting for the worker’s next run', async () => {
    const shop = await connectedShop(api);
    const domain = `sur-le-champ-${testDialect()}.myshopify.com`;
    await api.connectStore(shop.token, shop.shopId, domain);

    const deliveries = await api.fake.uninstall(domain);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200]);
    await expect
      .poll(
        async () =>
          (await api.call('GET', `/shops/${shop.shopId}/online_stores`, { token: shop.token })).body,
        { timeout: 5000 },
      )
      .toMatchObject({ 'hydra:member': [{ domain, status: 'disconnected' }] });
  });
});
