import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TEST_SHOPIFY_APP,
  TEST_STORE,
  startWebhookReceiver,
  testShopifyOptions,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../testing/shopifyContract.js';
import type { CommerceConnector, ConnectedStore } from '../connector.js';
import { createShopifyConnector } from './client.js';
import { startFakeShopify, type FakeShopifyServer } from './fakeShopify/index.js';
import { keptWebhookBody, parseCents, readWebhook, verifyWebhook } from './webhooks.js';

describe('the store’s webhooks, sent by the fake Shopify and read by the connector', () => {
  let fake: FakeShopifyServer;
  let shopify: CommerceConnector;
  let receiver: WebhookReceiver;
  let store: ConnectedStore;

  beforeAll(async () => {
    fake = await startFakeShopify({ ...TEST_SHOPIFY_APP });
    shopify = createShopifyConnector(testShopifyOptions(fake));
    receiver = await startWebhookReceiver();
  });
  beforeEach(async () => {
    fake.setComplianceAddress(receiver.url);
    store = { domain: TEST_STORE, accessToken: fake.issueGrant(TEST_STORE).accessToken };
    await shopify.subscribeWebhooks(store, receiver.url);
  });
  afterEach(() => {
    fake.reset();
    receiver.received.length = 0;
    receiver.answerWith(200);
  });
  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });

  const read = (webhook: ReceivedWebhook | undefined) => {
    const delivery = webhook && shopify.verifyWebhook(webhook.headers, webhook.rawBody);
    if (!delivery) throw new Error('The delivery does not verify');
    return { delivery, event: shopify.readWebhook(delivery) };
  };

  const createCode = (code = 'MERCI-LEA-7K3Q') =>
    shopify.createDiscount(store, {
      code,
      title: 'merci · @lea.martin',
      value: { percent: 10 },
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: null,
    });

  it('sends an order that used a code, signed, with Shopify’s headers, and reads it as order_placed', async () => {
    await createCode();
    const placed = await fake.placeOrder({ domain: TEST_STORE, codes: ['merci-lea-7k3q'], totalCents: 5990 });
    expect(placed).toMatchObject({ ok: true, order: { name: '#1001' } });
    expect(receiver.received).toHaveLength(1);
    const [webhook] = receiver.received;
    expect(webhook?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-shop-domain': TEST_STORE,
      'x-shopify-api-version': '2026-10',
      'x-shopify-webhook-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'x-shopify-event-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'x-shopify-triggered-at': expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      'x-shopify-hmac-sha256': expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    const { delivery, event } = read(webhook);
    expect(delivery).toEqual({
      deliveryId: webhook?.headers['x-shopify-event-id'],
      topic: 'orders/create',
      domain: TEST_STORE,
      body: webhook?.rawBody.toString('utf8'),
    });
    expect(event).toEqual({
      kind: 'order_placed',
      order: {
        externalId: placed.ok ? placed.order.admin_graphql_api_id : '',
        name: '#1001',
        totalCents: 5990,
        currency: 'EUR',
        codes: ['merci-lea-7k3q'],
      },
    });
    expect(fake.discounts(TEST_STORE)[0]?.usageCount).toBe(1);
  });

  it('refuses at checkout a code used up, stopped or unknown, and sends nothing', async () => {
    const { externalId } = await createCode();
    await createCode('MERCI-LEA-AAAA');
    await fake.placeOrder({ domain: TEST_STORE, codes: ['MERCI-LEA-7K3Q'], email: 'a@example.com' });
    const second = await fake.placeOrder({
      domain: TEST_STORE,
      codes: ['MERCI-LEA-7K3Q'],
      email: 'b@example.com',
    });
    expect(second).toEqual({ ok: false, code: 'MERCI-LEA-7K3Q', reason: 'used_up' });
    const stopped = (
      await shopify.createDiscount(store, {
        code: 'MERCI-LEA-BBBB',
        title: 't',
        value: { amount: 5 },
        startsAt: '2020-01-01T00:00:00.000Z',
        endsAt: null,
      })
    ).externalId;
    await shopify.deactivateDiscount(store, stopped);
    expect(await fake.placeOrder({ domain: TEST_STORE, codes: ['MERCI-LEA-BBBB'] })).toMatchObject({
      ok: false,
      reason: 'inactive',
    });
    expect(await fake.placeOrder({ domain: TEST_STORE, codes: ['NOPE'] })).toMatchObject({
      ok: false,
      reason: 'unknown_code',
    });
    expect(receiver.received).toHaveLength(1);
    expect(externalId).not.toBe(stopped);
    const next = await fake.placeOrder({ domain: TEST_STORE, codes: ['MERCI-LEA-AAAA'] });
    expect(next).toMatchObject({ ok: true, order: { name: '#1002' } });
  });

  it('refuses a delivery whose body, signature or headers are not Shopify’s', async () => {
    await fake.placeOrder({ domain: TEST_STORE });
    const [webhook] = receiver.received;
    if (!webhook) throw new Error('No delivery');
    const { headers, rawBody } = webhook;
    expect(shopify.verifyWebhook(headers, rawBody)).toBeDefined();

    const tampered = Buffer.from(rawBody.toString('utf8').replace('"59.90"', '"5.90"'));
    expect(tampered.equals(rawBody)).toBe(false);
    expect(shopify.verifyWebhook(headers, tampered)).toBeUndefined();

    const otherSecret = createShopifyConnector(testShopifyOptions(fake, { apiSecret: 'another-secret' }));
    expect(otherSecret.verifyWebhook(headers, rawBody)).toBeUndefined();

    for (const name of [
      'x-shopify-hmac-sha256',
      'x-shopify-topic',
      'x-shopify-shop-domain',
      'x-shopify-event-id',
    ]) {
      expect(shopify.verifyWebhook({ ...headers, [name]: undefined }, rawBody)).toBeUndefined();
      expect(shopify.verifyWebhook({ ...headers, [name]: '' }, rawBody)).toBeUndefined();
    }
    const twice = [String(headers['x-shopify-hmac-sha256']), String(headers['x-shopify-hmac-sha256'])];
    expect(shopify.verifyWebhook({ ...headers, 'x-shopify-hmac-sha256': twice }, rawBody)).toBeUndefined();
    expect(
      shopify.verifyWebhook({ ...headers, 'x-shopify-shop-domain': 'evil.example.com' }, rawBody),
    ).toBeUndefined();
  });

  it('verifies any topic signed with the app secret, and reads one merci does not use as ignored', () => {
    const rawBody = Buffer.from('{"id":1}');
    const signature = createHmac('sha256', TEST_SHOPIFY_APP.apiSecret).update(rawBody).digest('base64');
    const delivery = shopify.verifyWebhook(
      {
        'x-shopify-hmac-sha256': signature,
        'x-shopify-topic': 'products/update',
        'x-shopify-shop-domain': TEST_STORE,
        'x-shopify-event-id': 'delivery-1',
      },
      rawBody,
    );
    expect(delivery).toEqual({
      deliveryId: 'delivery-1',
      topic: 'products/update',
      domain: TEST_STORE,
      body: '{"id":1}',
    });
    expect(shopify.readWebhook(delivery ?? { topic: '', body: '' })).toEqual({
      kind: 'ignored',
      topic: 'products/update',
    });
  });

  it('sends an event again as Shopify retries it: same event id, body and signature, a delivery id of its own', async () => {
    await fake.placeOrder({ domain: TEST_STORE });
    const [first] = fake.deliveries;
    const again = await fake.redeliver(first?.webhookId ?? '');
    expect(again).toMatchObject({ eventId: first?.eventId, replayOf: first?.webhookId, status: 200 });
    expect(again.webhookId).not.toBe(first?.webhookId);
    const [original, replay] = receiver.received;
    expect(replay?.rawBody.equals(original?.rawBody ?? Buffer.alloc(0))).toBe(true);
    expect(replay?.headers['x-shopify-webhook-id']).toBe(again.webhookId);
    // merci reads the event's id: the retry is the same delivery to it.
    expect(read(replay).delivery.deliveryId).toBe(read(original).delivery.deliveryId);
    expect(read(replay).delivery.deliveryId).toBe(first?.eventId);
  });

  it('records what the receiver answered, and 0 when nobody answers', async () => {
    receiver.answerWith(500);
    const placed = await fake.placeOrder({ domain: TEST_STORE });
    expect(placed.ok && placed.deliveries.map((delivery) => delivery.status)).toEqual([500]);
    await fake.placeOrder({ domain: 'sans-abonnement.myshopify.com' });
    const closed = await startWebhookReceiver();
    await closed.close();
    await shopify.subscribeWebhooks(
      { domain: 'autre.myshopify.com', accessToken: fake.issueGrant('autre.myshopify.com').accessToken },
      closed.url,
    );
    const lost = await fake.placeOrder({ domain: 'autre.myshopify.com' });
    expect(lost.ok && lost.deliveries.map((delivery) => delivery.status)).toEqual([0]);
  });

  it('reads a cancellation as order_cancelled of the same order', async () => {
    await createCode();
    const placed = await fake.placeOrder({ domain: TEST_STORE, codes: ['MERCI-LEA-7K3Q'], totalCents: 1050 });
    await fake.cancelOrder({ domain: TEST_STORE, name: '#1001' });
    const [created, cancelled] = receiver.received.map((webhook) => read(webhook));
    expect(cancelled?.delivery.topic).toBe('orders/cancelled');
    expect(cancelled?.event).toEqual({
      kind: 'order_cancelled',
      order: {
        externalId: placed.ok ? placed.order.admin_graphql_api_id : '',
        name: '#1001',
        totalCents: 1050,
        currency: 'EUR',
        codes: ['MERCI-LEA-7K3Q'],
      },
    });
    expect(created?.event.kind).toBe('order_placed');
  });

  it('names a customer’s orders in the privacy requests as the order webhooks named them', async () => {
    await fake.placeOrder({ domain: TEST_STORE, email: 'lea@example.com' });
    await fake.placeOrder({ domain: TEST_STORE, email: 'autre@example.com' });
    await fake.placeOrder({ domain: TEST_STORE, email: 'lea@example.com' });
    const placedIds = receiver.received
      .map((webhook) => read(webhook).event)
      .filter((event, index) => index !== 1 && event.kind === 'order_placed')
      .map((event) => (event.kind === 'order_placed' ? event.order.externalId : ''));
    receiver.received.length = 0;

    await fake.requestCustomerData({ domain: TEST_STORE, email: 'lea@example.com' });
    await fake.redactCustomer({ domain: TEST_STORE, email: 'lea@example.com' });
    await fake.redactShop(TEST_STORE);
    const events = receiver.received.map((webhook) => read(webhook));
    expect(events.map(({ delivery }) => delivery.topic)).toEqual([
      'customers/data_request',
      'customers/redact',
      'shop/redact',
    ]);
    expect(events.map(({ event }) => event)).toEqual([
      { kind: 'customer_data_request', orderIds: placedIds },
      { kind: 'customer_redact', orderIds: placedIds },
      { kind: 'store_redact' },
    ]);
    expect(placedIds).toHaveLength(2);
    expect(placedIds[0]).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
  });

  it('sends app/uninstalled once, ends the token and drops the subscriptions', async () => {
    const deliveries = await fake.uninstall(TEST_STORE);
    expect(deliveries.map((delivery) => delivery.topic)).toEqual(['app/uninstalled']);
    expect(read(receiver.received[0]).event).toEqual({ kind: 'app_uninstalled' });
    expect(fake.subscriptions(TEST_STORE)).toEqual([]);
    await expect(createCode()).rejects.toMatchObject({ kind: 'unauthorized' });
    await fake.placeOrder({ domain: TEST_STORE });
    expect(receiver.received).toHaveLength(1);
  });
});

describe('reading a delivery’s body', () => {
  const shopify = createShopifyConnector({ ...TEST_SHOPIFY_APP });
  const order = (fields: Record<string, unknown>) =>
    JSON.stringify({
      id: 820982911946154500,
      admin_graphql_api_id: 'gid://shopify/Order/820982911946154508',
      name: '#9999',
      total_price: '59.90',
      currency: 'EUR',
      discount_codes: [{ code: 'MERCI-LEA-7K3Q', amount: '6.66', type: 'percentage' }],
      ...fields,
    });
  const totalOf = (total_price: unknown) => {
    const event = shopify.readWebhook({ topic: 'orders/create', body: order({ total_price }) });
    return event.kind === 'order_placed' ? event.order.totalCents : undefined;
  };

  it('reads totals as exact cents from their decimal text', () => {
    expect(totalOf('0.10')).toBe(10);
    expect(totalOf('1234.5')).toBe(123450);
    expect(totalOf('59.90')).toBe(5990);
    expect(totalOf('0.29')).toBe(29);
    expect(totalOf('19.99')).toBe(1999);
    expect(totalOf('7')).toBe(700);
    expect(totalOf('12.300')).toBe(1230);
    expect(parseCents('-3.05')).toBe(-305);
  });

  it('refuses a total that is not an amount of money, or has a third decimal', () => {
    for (const total of ['12.345', 'abc', '', '1e3', null, undefined, '59,90']) {
      expect(() => totalOf(total)).toThrow(
        /The orders\/create delivery cannot be read: (Not an amount|An amount)/,
      );
    }
  });

  it('takes the order’s GraphQL id, or makes it from the numeric id, and the codes as typed', () => {
    const fromGid = shopify.readWebhook({ topic: 'orders/create', body: order({}) });
    expect(fromGid).toMatchObject({
      order: { externalId: 'gid://shopify/Order/820982911946154508', codes: ['MERCI-LEA-7K3Q'] },
    });
    const fromNumber = shopify.readWebhook({
      topic: 'orders/cancelled',
      body: order({ id: 450789469, admin_graphql_api_id: undefined, discount_codes: [] }),
    });
    expect(fromNumber).toEqual({
      kind: 'order_cancelled',
      order: {
        externalId: 'gid://shopify/Order/450789469',
        name: '#9999',
        totalCents: 5990,
        currency: 'EUR',
        codes: [],
      },
    });
  });

  it('turns the privacy requests’ order numbers into the same GraphQL ids', () => {
    expect(
      shopify.readWebhook({
        topic: 'customers/redact',
        body: JSON.stringify({
          shop_domain: 'x.myshopify.com',
          orders_to_redact: [299938, '280263', 'gid://shopify/Order/1'],
        }),
      }),
    ).toEqual({
      kind: 'customer_redact',
      orderIds: ['gid://shopify/Order/299938', 'gid://shopify/Order/280263', 'gid://shopify/Order/1'],
    });
    expect(shopify.readWebhook({ topic: 'customers/data_request', body: '{"orders_requested":[]}' })).toEqual(
      {
        kind: 'customer_data_request',
        orderIds: [],
      },
    );
    expect(() =>
      shopify.readWebhook({ topic: 'customers/redact', body: '{"orders_to_redact":[1.5]}' }),
    ).toThrow("orders_to_redact holds an id that is not an order's: 1.5");
  });

  it('reads the store’s uninstall and erasure, and ignores other topics', () => {
    expect(shopify.readWebhook({ topic: 'shop/redact', body: '{"shop_id":1}' })).toEqual({
      kind: 'store_redact',
    });
    expect(shopify.readWebhook({ topic: 'app/uninstalled', body: '{"id":1}' })).toEqual({
      kind: 'app_uninstalled',
    });
    expect(shopify.readWebhook({ topic: 'orders/paid', body: '{}' })).toEqual({
      kind: 'ignored',
      topic: 'orders/paid',
    });
  });

  it('throws a clear error on a body that is not the topic’s JSON object', () => {
    expect(() => shopify.readWebhook({ topic: 'orders/create', body: 'not json' })).toThrow(
      "The orders/create delivery's body is not JSON",
    );
    expect(() => shopify.readWebhook({ topic: 'shop/redact', body: '[1]' })).toThrow(
      "The shop/redact delivery's body is not a JSON object",
    );
    expect(() => shopify.readWebhook({ topic: 'orders/create', body: order({ name: '' }) })).toThrow(
      'The orders/create delivery cannot be read: An order without a name',
    );
    expect(() =>
      shopify.readWebhook({ topic: 'orders/create', body: order({ id: null, admin_graphql_api_id: null }) }),
    ).toThrow('An order without an id');
  });
});

describe('checking a delivery’s headers and signature', () => {
  const SECRET = TEST_SHOPIFY_APP.apiSecret;
  const BODY = Buffer.from('{"id":1}');
  const sign = (rawBody: Buffer, secret: string = SECRET) =>
    createHmac('sha256', secret).update(rawBody).digest('base64');
  const headers = (overrides: Record<string, string | string[] | undefined> = {}) => ({
    'x-shopify-hmac-sha256': sign(BODY),
    'x-shopify-topic': 'orders/create',
    'x-shopify-shop-domain': TEST_STORE,
    'x-shopify-event-id': 'delivery-1',
    ...overrides,
  });

  it('keeps the delivery id, topic and store of a signed delivery, trimmed, the store in lower case', () => {
    expect(verifyWebhook(SECRET, headers(), BODY)).toEqual({
      deliveryId: 'delivery-1',
      topic: 'orders/create',
      domain: TEST_STORE,
      body: '{"id":1}',
    });
    const padded = headers({
      'x-shopify-hmac-sha256': ` ${sign(BODY)}\t`,
      'x-shopify-topic': ' orders/cancelled ',
      'x-shopify-shop-domain': ' Atelier-Lea.MyShopify.com ',
      'x-shopify-event-id': ' delivery-2 ',
    });
    expect(verifyWebhook(SECRET, padded, BODY)).toEqual({
      deliveryId: 'delivery-2',
      topic: 'orders/cancelled',
      domain: TEST_STORE,
      body: '{"id":1}',
    });
  });

  const HEADERS = ['x-shopify-hmac-sha256', 'x-shopify-topic', 'x-shopify-shop-domain', 'x-shopify-event-id'];
  type Overrides = Record<string, string | string[] | undefined>;
  it.each<[string, Overrides]>([
    ...HEADERS.flatMap((name): [string, Overrides][] => {
      const value = String(headers()[name as 'x-shopify-topic']);
      return [
        [`without ${name}`, { [name]: undefined }],
        [`with ${name} blank`, { [name]: '   ' }],
        [`with ${name} sent twice`, { [name]: [value, value] }],
      ];
    }),
    ['from the store’s bare name', { 'x-shopify-shop-domain': 'atelier-lea' }],
    ['from the store’s URL', { 'x-shopify-shop-domain': `https://${TEST_STORE}` }],
    ['from the store’s address with a slash', { 'x-shopify-shop-domain': `${TEST_STORE}/` }],
    ['from a domain that is not a store’s', { 'x-shopify-shop-domain': 'evil.example.com' }],
    ['signed with another secret', { 'x-shopify-hmac-sha256': sign(BODY, 'another-secret') }],
    ['signed over other bytes', { 'x-shopify-hmac-sha256': sign(Buffer.from('{"id":2}')) }],
    [
      'with a signature in hex',
      { 'x-shopify-hmac-sha256': createHmac('sha256', SECRET).update(BODY).digest('hex') },
    ],
    ['with a short signature', { 'x-shopify-hmac-sha256': 'abc' }],
  ])('refuses a delivery %s', (_case, overrides) => {
    expect(verifyWebhook(SECRET, headers(overrides), BODY)).toBeUndefined();
  });
});

describe('reading a delivery’s money, orders and order ids', () => {
  it.each([
    ['59.90', 5990],
    ['0.10', 10],
    ['0.29', 29],
    ['19.99', 1999],
    ['7', 700],
    ['007.5', 750],
    ['1234.5', 123450],
    ['12.300', 1230],
    ['1.000', 100],
    [' 59.90 ', 5990],
    ['-3.05', -305],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    [59.9, 5990],
    [12, 1200],
    [-3.05, -305],
  ])('reads the amount %j as %i cents', (value, cents) => {
    expect(parseCents(value)).toBe(cents);
  });

  it.each([
    ['12.345', 'An amount with more than two decimals: 12.345'],
    ['12.301', 'An amount with more than two decimals: 12.301'],
    ['90071992547409.92', 'An amount too large: 90071992547409.92'],
    ['abc', 'Not an amount of money: "abc"'],
    ['', 'Not an amount of money: ""'],
    ['1e3', 'Not an amount of money: "1e3"'],
    ['59,90', 'Not an amount of money: "59,90"'],
    ['.5', 'Not an amount of money: ".5"'],
    ['5.', 'Not an amount of money: "5."'],
    ['+5', 'Not an amount of money: "+5"'],
    ['a5', 'Not an amount of money: "a5"'],
    ['5a', 'Not an amount of money: "5a"'],
    ['5.5a', 'Not an amount of money: "5.5a"'],
    [null, 'Not an amount of money: null'],
    [undefined, 'Not an amount of money: undefined'],
    [Number.NaN, 'Not an amount of money: null'],
    [Number.POSITIVE_INFINITY, 'Not an amount of money: null'],
    [1e21, 'Not an amount of money: 1e+21'],
    [['5'], 'Not an amount of money: ["5"]'],
  ])('refuses the amount %j', (value, message) => {
    expect(() => parseCents(value)).toThrow(new Error(message));
  });

  const ORDER = {
    id: 450789469,
    admin_graphql_api_id: 'gid://shopify/Order/820982911946154508',
    name: '#9999',
    total_price: '59.90',
    currency: 'EUR',
    discount_codes: [{ code: 'MERCI-LEA-7K3Q', amount: '6.66', type: 'percentage' }],
  };
  const placed = (fields: Record<string, unknown>) =>
    readWebhook({ topic: 'orders/create', body: JSON.stringify({ ...ORDER, ...fields }) });

  it.each([
    ['its GraphQL id', {}, 'gid://shopify/Order/820982911946154508'],
    ['its number without a GraphQL id', { admin_graphql_api_id: undefined }, 'gid://shopify/Order/450789469'],
    [
      'its number written as text',
      { admin_graphql_api_id: null, id: '450789469' },
      'gid://shopify/Order/450789469',
    ],
    [
      'its number when the GraphQL id is another object’s',
      { admin_graphql_api_id: 'gid://shopify/Customer/7' },
      'gid://shopify/Order/450789469',
    ],
    [
      'its number when the GraphQL id is not text',
      { admin_graphql_api_id: 820982911 },
      'gid://shopify/Order/450789469',
    ],
  ])('names an order by %s', (_case, fields, externalId) => {
    expect(placed(fields)).toEqual({
      kind: 'order_placed',
      order: { externalId, name: '#9999', totalCents: 5990, currency: 'EUR', codes: ['MERCI-LEA-7K3Q'] },
    });
  });

  it('keeps the codes that are text, and none when the order has no discount_codes', () => {
    const codes = (discount_codes: unknown) => {
      const event = placed({ discount_codes });
      return event.kind === 'order_placed' ? event.order.codes : undefined;
    };
    expect(
      codes([null, {}, { code: '' }, { code: 42 }, 'MERCI-XXX-AAAA', { code: 'a' }, { code: 'B' }]),
    ).toEqual(['a', 'B']);
    expect(codes(undefined)).toEqual([]);
    expect(codes([])).toEqual([]);
  });

  it.each([
    ['an id', { id: null, admin_graphql_api_id: null }, 'An order without an id'],
    ['a whole id', { id: 1.5, admin_graphql_api_id: null }, 'An order without an id'],
    ['a safe id', { id: 2 ** 53, admin_graphql_api_id: null }, 'An order without an id'],
    ['a numeric id', { id: '45a', admin_graphql_api_id: null }, 'An order without an id'],
    ['an id of digits only', { id: 'a45', admin_graphql_api_id: null }, 'An order without an id'],
    ['an id of another kind', { id: true, admin_graphql_api_id: null }, 'An order without an id'],
    ['a name', { name: undefined }, 'An order without a name'],
    ['a non-empty name', { name: '' }, 'An order without a name'],
    ['a name as text', { name: 9999 }, 'An order without a name'],
    ['a currency', { currency: undefined }, 'An order without a currency'],
    ['an upper-case currency', { currency: 'eur' }, 'An order without a currency'],
    ['a three-letter currency', { currency: 'EURO' }, 'An order without a currency'],
    ['a currency of letters', { currency: 'E1R' }, 'An order without a currency'],
    ['a currency as text', { currency: 978 }, 'An order without a currency'],
    ['a currency as text, not a list', { currency: ['EUR'] }, 'An order without a currency'],
    ['a list of codes', { discount_codes: 'MERCI-LEA-7K3Q' }, 'An order whose discount_codes is not a list'],
    ['a list of codes, not null', { discount_codes: null }, 'An order whose discount_codes is not a list'],
    ['a total', { total_price: '12.345' }, 'An amount with more than two decimals: 12.345'],
  ])('refuses an order without %s', (_case, fields, reason) => {
    expect(() => placed(fields)).toThrow(new Error(`The orders/create delivery cannot be read: ${reason}`));
  });

  it.each([
    ['customers/data_request', 'orders_requested', 'customer_data_request'],
    ['customers/redact', 'orders_to_redact', 'customer_redact'],
  ] as const)('reads the order ids of %s from %s', (topic, field, kind) => {
    const read = (ids: unknown) => readWebhook({ topic, body: JSON.stringify({ [field]: ids }) });
    expect(read([299938, '280263', 'gid://shopify/Order/1'])).toEqual({
      kind,
      orderIds: ['gid://shopify/Order/299938', 'gid://shopify/Order/280263', 'gid://shopify/Order/1'],
    });
    expect(read(null)).toEqual({ kind, orderIds: [] });
    expect(read(undefined)).toEqual({ kind, orderIds: [] });
    const other = field === 'orders_requested' ? 'orders_to_redact' : 'orders_requested';
    expect(readWebhook({ topic, body: JSON.stringify({ [other]: [1] }) })).toEqual({ kind, orderIds: [] });
    for (const ids of ['299938', { id: 299938 }]) {
      expect(() => read(ids)).toThrow(
        new Error(`The ${topic} delivery cannot be read: ${field} is not a list`),
      );
    }
    for (const id of ['gid://shopify/Customer/1', '12a', 'a12', 2 ** 53, 1.5, null, true]) {
      expect(() => read([1, id])).toThrow(
        new Error(
          `The ${topic} delivery cannot be read: ${field} holds an id that is not an order's: ${JSON.stringify(id)}`,
        ),
      );
    }
  });

  it.each(['not json', '{"id":1'])('refuses a body that is not JSON: %j', (body) => {
    expect(() => readWebhook({ topic: 'orders/create', body })).toThrow(
      new Error("The orders/create delivery's body is not JSON"),
    );
  });

  it.each(['null', '42', '"text"', 'true', '[1]', '[]'])(
    'refuses a body that is not a JSON object: %s',
    (body) => {
      expect(() => readWebhook({ topic: 'shop/redact', body })).toThrow(
        new Error("The shop/redact delivery's body is not a JSON object"),
      );
    },
  );
});

describe('keeping of a delivery only what merci reads', () => {
  const ORDER = {
    id: 450789469,
    admin_graphql_api_id: 'gid://shopify/Order/450789469',
    name: '#1001',
    total_price: '59.90',
    currency: 'EUR',
    email: 'lea@example.com',
    browser_ip: '203.0.113.7',
    customer: { id: 7, email: 'lea@example.com', first_name: 'Léa', phone: '+33 6 12 34 56 78' },
    shipping_address: { name: 'Léa Martin', address1: '12 rue des Martyrs', zip: '75009' },
    discount_codes: [{ code: 'MERCI-LEA-7K3Q', amount: '8.99', type: 'percentage' }, 'MERCI-XXX-AAAA', null],
  };
  const kept = (topic: string, body: unknown) =>
    keptWebhookBody({ topic, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it.each(['orders/create', 'orders/cancelled'])('reads a %s kept as it read the whole delivery', (topic) => {
    const body = kept(topic, ORDER);
    expect(JSON.parse(body)).toEqual({
      id: 450789469,
      admin_graphql_api_id: 'gid://shopify/Order/450789469',
      name: '#1001',
      total_price: '59.90',
      currency: 'EUR',
      discount_codes: [{ code: 'MERCI-LEA-7K3Q' }, { code: null }, { code: null }],
    });
    expect(readWebhook({ topic, body })).toEqual(readWebhook({ topic, body: JSON.stringify(ORDER) }));
    for (const personal of ['lea@example.com', '203.0.113.7', 'Léa', '+33', 'Martyrs', '75009']) {
      expect(body).not.toContain(personal);
    }
  });

  it.each([
    ['an id', { id: { nested: 'lea@example.com' }, admin_graphql_api_id: null }, 'An order without an id'],
    ['a name', { name: { first: 'Léa' } }, 'An order without a name'],
    [
      'a list of codes',
      { discount_codes: { code: 'lea@example.com' } },
      'An order whose discount_codes is not a list',
    ],
    ['a list of codes, not null', { discount_codes: null }, 'An order whose discount_codes is not a list'],
  ])(
    'refuses an order kept without %s as it refused it whole, keeping none of it',
    (_case, fields, reason) => {
      const body = kept('orders/create', { ...ORDER, ...fields });
      expect(body).not.toContain('lea@example.com');
      expect(body).not.toContain('Léa');
      expect(() => readWebhook({ topic: 'orders/create', body })).toThrow(
        new Error(`The orders/create delivery cannot be read: ${reason}`),
      );
    },
  );

  it.each([
    ['customers/data_request', 'orders_requested', 'customer_data_request'],
    ['customers/redact', 'orders_to_redact', 'customer_redact'],
  ] as const)('keeps of %s the order ids alone, read as before', (topic, field, kind) => {
    const request = {
      shop_id: 1,
      customer: { id: 7, email: 'lea@example.com', phone: '+33 6' },
      [field]: [299938, 'gid://shopify/Order/1'],
    };
    const body = kept(topic, request);
    expect(body).toBe(JSON.stringify({ [field]: [299938, 'gid://shopify/Order/1'] }));
    expect(readWebhook({ topic, body })).toEqual({
      kind,
      orderIds: ['gid://shopify/Order/299938', 'gid://shopify/Order/1'],
    });
    const objectId = kept(topic, { [field]: [{ email: 'lea@example.com' }] });
    expect(objectId).not.toContain('lea@example.com');
    expect(() => readWebhook({ topic, body: objectId })).toThrow(
      `${field} holds an id that is not an order's: null`,
    );
    expect(() =>
      readWebhook({ topic, body: kept(topic, { [field]: { email: 'lea@example.com' } }) }),
    ).toThrow(`${field} is not a list`);
    expect(readWebhook({ topic, body: kept(topic, {}) })).toEqual({ kind, orderIds: [] });
  });

  it('keeps nothing of the other topics, nor of a body that is not a JSON object', () => {
    expect(kept('shop/redact', { shop_id: 1, shop_domain: 'atelier-lea.myshopify.com' })).toBe('{}');
    expect(kept('app/uninstalled', { id: 1, email: 'contact@atelier-lea.fr', phone: '+33 1' })).toBe('{}');
    expect(kept('products/update', { id: 1, title: 'Bougie' })).toBe('{}');
    for (const body of ['not json', '[1]', 'null', '"lea@example.com"']) {
      expect(kept('orders/create', body)).toBe('');
      expect(() => readWebhook({ topic: 'orders/create', body: '' })).toThrow(
        "The orders/create delivery's body is not JSON",
      );
    }
  });
});
