/**
 * Shopify's own payloads (fixtures/README.md) fed to merci's real handlers, signed as Shopify
 * signs them: what merci records, what it keeps of each delivery (no customer's name, e-mail,
 * phone, address or IP: docs/adr/037, "What a delivery keeps"), and the fake Shopify's deliveries
 * compared with them field by field.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedShop, createConfigDiscount, createContent, postProduct } from '../../testing/factories.js';
import { testDialect } from '../../testing/harness.js';
import { startShopifyTestApi, type ShopifyTestApi } from '../../testing/shopifyApi.js';
import { TEST_SHOPIFY_APP } from '../../testing/shopifyContract.js';
import { verifyCallback } from './oauth.js';
import { ORDER_FIELDS_READ, keptWebhookBody } from './webhooks.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
type Json = Record<string, unknown>;
const json = (name: string) => JSON.parse(fixture(name)) as Json;

/** Every name, e-mail, phone, address and IP of the example payloads' customers. */
const CUSTOMER_DATA = [
  'jon@doe.ca',
  'john@test.com',
  'john@example.com',
  'John',
  'Smith',
  'Bob',
  'Biller',
  'Steve',
  'Shipper',
  '123 Billing Street',
  '123 Shipping Street',
  '123 Elm St.',
  'Billtown',
  'Shippington',
  'Ottawa',
  'K2P0B0',
  'K2H7A8',
  '555-555-BILL',
  '555-555-SHIP',
  '123-123-1234',
  '555-625-1199',
  '191167',
  '115310627314723954',
  'browser_ip',
  'My Company',
];

const NOW = '2026-11-20T10:00:00.000Z';

describe('Shopify’s OAuth example, checked by merci’s verification', () => {
  const example = JSON.parse(fixture('oauth-callback.json')) as { secret: string; query: string };
  const query = Object.fromEntries(new URLSearchParams(example.query));
  // The example was signed at its timestamp (1337178173, May 2012): merci's clock is put there.
  const options = {
    apiKey: 'example-client-id',
    apiSecret: example.secret,
    scopes: [],
    storeOrigin: (domain: string) => `https://${domain}`,
    now: () => new Date(Number(query.timestamp) * 1000),
  };

  it('accepts the documented redirect with its hmac', () => {
    expect(query).toMatchObject({ shop: 'some-shop.myshopify.com', state: '0.6784241404160823' });
    expect(verifyCallback(options, query)).toBe(true);
  });

  it('refuses it with one parameter changed, another secret, or a day later', () => {
    expect(verifyCallback(options, { ...query, state: '0.6784241404160824' })).toBe(false);
    expect(verifyCallback(options, { ...query, code: '0907a61c0c8d55e99db179b68161bc01' })).toBe(false);
    expect(verifyCallback({ ...options, apiSecret: 'hush!' }, query)).toBe(false);
    const dayLater = () => new Date((Number(query.timestamp) + 24 * 60 * 60 + 1) * 1000);
    expect(verifyCallback({ ...options, now: dayLater }, query)).toBe(false);
  });
});

describe('what merci keeps of Shopify’s example deliveries', () => {
  it.each([
    [
      'orders/create',
      'orders-create.json',
      '{"id":820982911946154500,"admin_graphql_api_id":"gid://shopify/Order/820982911946154508","name":"#9999","total_price":"403.00","currency":"USD","discount_codes":[]}',
    ],
    [
      'orders/cancelled',
      'orders-cancelled.json',
      '{"id":820982911946154500,"admin_graphql_api_id":"gid://shopify/Order/820982911946154508","name":"#9999","total_price":"403.00","currency":"USD","discount_codes":[]}',
    ],
    ['customers/data_request', 'customers-data_request.json', '{"orders_requested":[299938,280263,220458]}'],
    ['customers/redact', 'customers-redact.json', '{"orders_to_redact":[299938,280263,220458]}'],
    ['shop/redact', 'shop-redact.json', '{}'],
  ])('keeps of %s only what merci reads', (topic, file, kept) => {
    const body = keptWebhookBody({ topic, body: fixture(file) });
    expect(body).toBe(kept);
    for (const personal of CUSTOMER_DATA) expect(body).not.toContain(personal);
  });

  it('keeps of an order’s codes their text alone', () => {
    const order = {
      ...json('orders-create.json'),
      discount_codes: [{ code: 'MERCI-LEA-7K3Q', amount: '5.00', type: 'fixed_amount' }],
    };
    expect(
      JSON.parse(keptWebhookBody({ topic: 'orders/create', body: JSON.stringify(order) })),
    ).toMatchObject({
      discount_codes: [{ code: 'MERCI-LEA-7K3Q' }],
    });
  });
});

describe(`Shopify’s example deliveries through merci’s webhook route (${testDialect()})`, () => {
  let api: ShopifyTestApi;
  beforeAll(async () => {
    api = await startShopifyTestApi({ now: () => new Date(NOW) });
  });
  afterAll(() => api.close());

  let stores = 0;
  /** A shop with its store connected and a unique-code reward given to @lea.martin. */
  async function rewardedShop() {
    const shop = await connectedShop(api, { shop: { quota: 10, quota_remaining: 10 } });
    stores += 1;
    const domain = `exemple-${stores}-${testDialect()}.myshopify.com`;
    await api.connectStore(shop.token, shop.shopId, domain);
    const configDiscountId = await createConfigDiscount(api.db, shop.shopId, {
      unique_codes: 1,
      percent: 15,
      place: 'online',
    });
    const contentId = await createContent(api.db, shop.accountId, { author_username: 'lea.martin' });
    const productId = await postProduct(api, shop.token, shop.shopId, contentId);
    const approved = await api.call<{ id: number; code: string }>('PUT', `/products/${productId}/approve`, {
      token: shop.token,
      body: { shop: `/shops/${shop.shopId}`, configDiscountId },
    });
    return { ...shop, domain, reward: approved.body };
  }

  /** POSTs `body` as Shopify delivers `topic` about `domain`: its headers, signed with the app secret. */
  const deliver = (domain: string, topic: string, body: string) =>
    fetch(`${api.baseUrl}/api/webhooks/shopify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': topic,
        'x-shopify-shop-domain': domain,
        'x-shopify-event-id': randomUUID(),
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-api-version': '2026-10',
        'x-shopify-hmac-sha256': createHmac('sha256', TEST_SHOPIFY_APP.apiSecret)
          .update(body)
          .digest('base64'),
      },
      body,
    });

  /** The example order with other values, said by the test: a merci code, another id. */
  const exampleOrder = (file: string, changes: Json) => JSON.stringify({ ...json(file), ...changes });

  /** Everything merci stored about the store's shop: deliveries, rewards, notifications. */
  const storedText = async (shopId: number, domain: string) =>
    JSON.stringify([
      await api.db.selectFrom('commerce_webhook').selectAll().where('domain', '=', domain).execute(),
      await api.db.selectFrom('discount').selectAll().where('shop_id', '=', shopId).execute(),
      await api.db.selectFrom('user_notification').select(['title', 'message']).execute(),
      await api.db.selectFrom('online_store').selectAll().where('shop_id', '=', shopId).execute(),
    ]);
  const expectNoCustomerData = async (shopId: number, domain: string) => {
    const stored = await storedText(shopId, domain);
    for (const personal of CUSTOMER_DATA) expect(stored).not.toContain(personal);
  };
  /** The reward's row; its order total a number on both databases (PostgreSQL gives a bigint as text). */
  const rewardOf = async (id: number) => {
    const row = await api.db
      .selectFrom('discount')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      ...row,
      order_total_cents: row.order_total_cents === null ? null : Number(row.order_total_cents),
    };
  };
  const lastNotification = () =>
    api.db.selectFrom('user_notification').select('message').orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('records Shopify’s example order without its customer, and works it: an order without merci codes changes nothing', async () => {
    const shop = await rewardedShop();
    const response = await deliver(shop.domain, 'orders/create', fixture('orders-create.json'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, recorded: true });
    // Before the worker: the delivery waits with only what it reads.
    const [waiting] = await api.db
      .selectFrom('commerce_webhook')
      .select(['status', 'body'])
      .where('domain', '=', shop.domain)
      .execute();
    expect(waiting).toEqual({
      status: 'pending',
      body: '{"id":820982911946154500,"admin_graphql_api_id":"gid://shopify/Order/820982911946154508","name":"#9999","total_price":"403.00","currency":"USD","discount_codes":[]}',
    });
    await expectNoCustomerData(shop.shopId, shop.domain);

    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 1, failed: 0 } });
    expect(await rewardOf(shop.reward.id)).toMatchObject({ status: 'assigned', external_order_id: null });
  });

  it('marks the reward used by Shopify’s example order carrying its code, and puts it back on the example cancellation', async () => {
    const shop = await rewardedShop();
    // The example order's discount_codes entry, as Shopify's Order resource writes one, with the reward's code.
    const codes = { discount_codes: [{ code: shop.reward.code, amount: '60.45', type: 'percentage' }] };
    const placed = await deliver(shop.domain, 'orders/create', exampleOrder('orders-create.json', codes));
    expect(placed.status).toBe(200);
    await expectNoCustomerData(shop.shopId, shop.domain);
    await api.ctx.commerce.worker.runOnce();
    expect(await rewardOf(shop.reward.id)).toMatchObject({
      status: 'used',
      external_order_id: 'gid://shopify/Order/820982911946154508',
      order_name: '#9999',
      order_total_cents: 40300,
      order_currency: 'USD',
    });
    expect((await lastNotification()).message).toBe(
      `@lea.martin a utilisé son code ${shop.reward.code} : commande #9999 (403,00\u00a0$US).`,
    );

    const cancelled = await deliver(
      shop.domain,
      'orders/cancelled',
      exampleOrder('orders-cancelled.json', codes),
    );
    expect(cancelled.status).toBe(200);
    await api.ctx.commerce.worker.runOnce();
    expect(await rewardOf(shop.reward.id)).toMatchObject({
      status: 'assigned',
      external_order_id: null,
      order_name: null,
    });
    await expectNoCustomerData(shop.shopId, shop.domain);
  });

  it('answers the example data request and erasure of a customer, then the store’s, and keeps nothing of them', async () => {
    const shop = await rewardedShop();
    // The first order of the example customer's, 299938, used the reward's code.
    const order = exampleOrder('orders-create.json', {
      id: 299938,
      admin_graphql_api_id: 'gid://shopify/Order/299938',
      discount_codes: [{ code: shop.reward.code, amount: '60.45', type: 'percentage' }],
    });
    await deliver(shop.domain, 'orders/create', order);
    await api.ctx.commerce.worker.runOnce();

    await deliver(shop.domain, 'customers/data_request', fixture('customers-data_request.json'));
    await expectNoCustomerData(shop.shopId, shop.domain);
    await api.ctx.commerce.worker.runOnce();
    expect((await lastNotification()).message).toBe(
      `Un client de votre boutique en ligne demande ses données. merci conserve : commande #9999 (403,00\u00a0$US), code ${shop.reward.code}, utilisé le 2026-11-20. Son nom et son e-mail ne sont pas conservés.`,
    );

    await deliver(shop.domain, 'customers/redact', fixture('customers-redact.json'));
    await expectNoCustomerData(shop.shopId, shop.domain);
    await api.ctx.commerce.worker.runOnce();
    expect(await rewardOf(shop.reward.id)).toMatchObject({
      status: 'used',
      external_order_id: null,
      order_name: null,
      order_total_cents: null,
      order_currency: null,
    });

    await deliver(shop.domain, 'shop/redact', fixture('shop-redact.json'));
    await api.ctx.commerce.worker.runOnce();
    expect(await rewardOf(shop.reward.id)).toMatchObject({
      external_discount_id: null,
      external_order_id: null,
    });
    expect(
      await api.db.selectFrom('online_store').select('id').where('shop_id', '=', shop.shopId).execute(),
    ).toEqual([]);
    expect(
      await api.db
        .selectFrom('commerce_webhook')
        .select(['topic', 'body'])
        .where('domain', '=', shop.domain)
        .execute(),
    ).toEqual([{ topic: 'shop/redact', body: '' }]);
    await expectNoCustomerData(shop.shopId, shop.domain);
  });

  /** The JSON type of a value, `null` and `array` apart. */
  const typeOf = (value: unknown) =>
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

  it('sends orders/create with every field of Shopify’s example that merci reads, of the same type', async () => {
    const shop = await rewardedShop();
    const placed = await api.fake.placeOrder({ domain: shop.domain, codes: [shop.reward.code] });
    if (!placed.ok) throw new Error('The fake store refused the order');
    const [delivery] = placed.deliveries;
    const sent = JSON.parse(delivery?.body ?? '{}') as Json;
    const example = json('orders-create.json');
    for (const field of ORDER_FIELDS_READ) {
      expect(field in example, `the example order has ${field}`).toBe(true);
      expect({ field, type: typeOf(sent[field]) }).toEqual({ field, type: typeOf(example[field]) });
    }
    // A discount_codes entry as Shopify's Order resource documents it: code, amount, type, all text.
    expect(sent.discount_codes).toEqual([
      { code: shop.reward.code, amount: expect.any(String), type: 'percentage' },
    ]);
    // And the customer's fields the example has, so that what merci keeps is tried on them too.
    expect(typeOf(sent.email)).toBe(typeOf(example.email));
    expect(Object.keys(sent.customer as Json)).toEqual(
      expect.arrayContaining(['id', 'email', 'admin_graphql_api_id']),
    );
  });

  it.each([
    ['customers/data_request', 'customers-data_request.json', 'orders_requested'],
    ['customers/redact', 'customers-redact.json', 'orders_to_redact'],
    ['shop/redact', 'shop-redact.json', undefined],
  ])('sends %s with the fields of Shopify’s example, of the same types', async (topic, file, ordersField) => {
    const shop = await rewardedShop();
    await api.fake.placeOrder({ domain: shop.domain, email: 'client@example.com' });
    const delivery =
      topic === 'customers/data_request'
        ? await api.fake.requestCustomerData({ domain: shop.domain, email: 'client@example.com' })
        : topic === 'customers/redact'
          ? await api.fake.redactCustomer({ domain: shop.domain, email: 'client@example.com' })
          : await api.fake.redactShop(shop.domain);
    const sent = JSON.parse(delivery.body) as Json;
    const example = json(file);
    expect(Object.keys(sent).sort()).toEqual(Object.keys(example).sort());
    for (const key of Object.keys(example))
      expect({ key, type: typeOf(sent[key]) }).toEqual({ key, type: typeOf(example[key]) });
    if (ordersField) {
      expect((sent[ordersField] as unknown[]).map(typeOf)).toEqual(['number']);
      expect(Object.keys(sent.customer as Json).sort()).toEqual(Object.keys(example.customer as Json).sort());
    }
  });
});
