/**
 * A store connected before Shopify approved merci's access to protected customer data (docs/adr/037,
 * "Protected customer data"): Shopify refuses the order webhooks, the store stays connected with
 * its codes working, the merchant and the operator read that its orders are not tracked yet, and
 * the worker asks again until Shopify takes them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '@merci/domain';
import { ORDER_TRACKING_RETRY_MS } from '../commerce/stores.js';
import {
  connectedShop,
  createConfigDiscount,
  createContent,
  createOwner,
  postProduct,
} from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { startShopifyTestApi, type ShopifyTestApi } from '../testing/shopifyApi.js';

const NOW = '2026-11-20T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

describe(`a store whose orders await Shopify’s approval of protected customer data (${testDialect()})`, () => {
  let api: ShopifyTestApi;
  let clock = NOW;
  let operatorToken: string;
  beforeAll(async () => {
    api = await startShopifyTestApi({ now: () => new Date(clock) });
    const operator = await createOwner(api.db, {
      shopId: null,
      email: 'ops-tracking@merci.test',
      roles: [ROLE_ADMIN],
    });
    operatorToken = await api.signIn(operator.email, operator.password);
  });
  afterEach(async () => {
    clock = NOW;
    api.fake.setProtectedCustomerDataApproval(true);
    // Each test counts the stores it left awaiting: the earlier tests' stores leave.
    await api.db.updateTable('online_store').set({ status: 'disconnected', access_token: null }).execute();
  });
  afterAll(() => api.close());

  let stores = 0;
  async function merchantBeforeApproval() {
    api.fake.setProtectedCustomerDataApproval(false);
    const shop = await connectedShop(api, { shop: { quota: 10, quota_remaining: 10 } });
    stores += 1;
    const domain = `attente-${stores}-${testDialect()}.myshopify.com`;
    // connectStore throws unless the callback lands on ?connected=shopify.
    await api.connectStore(shop.token, shop.shopId, domain);
    return { ...shop, domain };
  }

  const storeOf = async (shop: { token: string; shopId: number }) => {
    const read = await api.call<{ 'hydra:member': Record<string, unknown>[] }>(
      'GET',
      `/shops/${shop.shopId}/online_stores`,
      { token: shop.token },
    );
    return read.body['hydra:member'][0];
  };
  const topics = (domain: string) =>
    api.fake
      .subscriptions(domain)
      .map((subscription) => subscription.topic)
      .sort();

  it('connects the store without its orders: the merchant reads that they are not tracked yet, and codes still work', async () => {
    const shop = await merchantBeforeApproval();
    expect(await storeOf(shop)).toMatchObject({
      domain: shop.domain,
      status: 'connected',
      connectedAt: NOW,
      orderTracking: 'awaiting_approval',
    });
    // The uninstall is still heard; the orders are not subscribed.
    expect(topics(shop.domain)).toEqual(['APP_UNINSTALLED']);

    const configDiscountId = await createConfigDiscount(api.db, shop.shopId, {
      unique_codes: 1,
      percent: 15,
      place: 'online',
    });
    const contentId = await createContent(api.db, shop.accountId, { author_username: 'lea.martin' });
    const productId = await postProduct(api, shop.token, shop.shopId, contentId);
    const approved = await api.call<{ code: string }>('PUT', `/products/${productId}/approve`, {
      token: shop.token,
      body: { shop: `/shops/${shop.shopId}`, configDiscountId },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.code).toMatch(/^MERCI-LEA-[A-Z0-9]{4}$/);
    expect(api.fake.discounts(shop.domain).map((discount) => discount.code)).toEqual([approved.body.code]);

    // The customer can use it at checkout; merci is not told yet.
    const placed = await api.fake.placeOrder({ domain: shop.domain, codes: [approved.body.code] });
    expect(placed).toMatchObject({ ok: true, deliveries: [] });
  });

  it('shows the operator that the shop’s orders are not tracked yet', async () => {
    const shop = await merchantBeforeApproval();
    const detail = await api.call('GET', `/admin/shops/${shop.shopId}`, { token: operatorToken });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      onlineStore: {
        platform: 'shopify',
        domain: shop.domain,
        status: 'connected',
        orderTracking: 'awaiting_approval',
      },
    });
  });

  it('asks Shopify again every hour, and tracks the orders once it takes them', async () => {
    const shop = await merchantBeforeApproval();
    const subscriptionCalls = () =>
      api.fake.requests.filter(
        (request) => request.domain === shop.domain && request.operation === 'webhookSubscriptionCreate',
      ).length;
    const atConnection = subscriptionCalls();

    // Within the hour, nobody asks.
    clock = later(ORDER_TRACKING_RETRY_MS - 1000);
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ stores: { tracked: 0 } });
    expect(subscriptionCalls()).toBe(atConnection);

    // After it, still not approved: asked, refused again, still awaiting.
    clock = later(ORDER_TRACKING_RETRY_MS);
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ stores: { tracked: 0 } });
    expect(subscriptionCalls()).toBeGreaterThan(atConnection);
    expect(await storeOf(shop)).toMatchObject({ orderTracking: 'awaiting_approval' });

    // Shopify approves the app; the next period's run subscribes the orders.
    api.fake.setProtectedCustomerDataApproval(true);
    clock = later(2 * ORDER_TRACKING_RETRY_MS);
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ stores: { tracked: 1 } });
    expect(await storeOf(shop)).toMatchObject({ status: 'connected', orderTracking: 'tracked' });
    expect(topics(shop.domain)).toEqual(['APP_UNINSTALLED', 'ORDERS_CANCELLED', 'ORDERS_CREATE']);
    const detail = await api.call('GET', `/admin/shops/${shop.shopId}`, { token: operatorToken });
    expect(detail.body).toMatchObject({ onlineStore: { orderTracking: 'tracked' } });

    // And merci now hears of the orders.
    const placed = await api.fake.placeOrder({ domain: shop.domain });
    expect(placed.ok && placed.deliveries.map((delivery) => delivery.status)).toEqual([200]);

    // A tracked store is not asked again.
    const afterTracking = subscriptionCalls();
    clock = later(5 * ORDER_TRACKING_RETRY_MS);
    await api.ctx.commerce.worker.runOnce();
    expect(subscriptionCalls()).toBe(afterTracking);
  });

  it('does not ask again for a store disconnected meanwhile', async () => {
    const shop = await merchantBeforeApproval();
    const store = await storeOf(shop);
    await api.call('PUT', `/online_stores/${String(store?.id)}/disconnect`, { token: shop.token });
    const before = api.fake.requests.length;
    api.fake.setProtectedCustomerDataApproval(true);
    clock = later(ORDER_TRACKING_RETRY_MS);
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ stores: { tracked: 0 } });
    expect(api.fake.requests.slice(before).filter((request) => request.domain === shop.domain)).toEqual([]);
    expect(await storeOf(shop)).toMatchObject({ status: 'disconnected' });
  });

  it('tracks the orders of a store connected once Shopify has approved merci', async () => {
    const shop = await connectedShop(api, { shop: { quota: 10, quota_remaining: 10 } });
    const domain = `approuvee-${testDialect()}.myshopify.com`;
    await api.connectStore(shop.token, shop.shopId, domain);
    expect(await storeOf(shop)).toMatchObject({ status: 'connected', orderTracking: 'tracked' });
  });
});
