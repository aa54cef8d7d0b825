import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SHOPIFY_APP, TEST_STORE, testShopifyOptions } from '../../testing/shopifyContract.js';
import type { CommerceConnector, ConnectedStore, DiscountToCreate } from '../connector.js';
import { createShopifyConnector } from './client.js';
import { startFakeShopify, type FakeShopifyServer } from './fakeShopify/index.js';

const DISCOUNT: DiscountToCreate = {
  code: 'MERCI-LEA-7K3Q',
  title: 'merci · @lea.martin',
  value: { percent: 10 },
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2027-02-20T10:00:00.000Z',
};

describe('single-use discount codes through the Admin GraphQL API, against the fake Shopify', () => {
  let fake: FakeShopifyServer;
  let shopify: CommerceConnector;
  let store: ConnectedStore;

  beforeAll(async () => {
    fake = await startFakeShopify({ ...TEST_SHOPIFY_APP });
    shopify = createShopifyConnector(testShopifyOptions(fake));
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());
  beforeEach(() => {
    store = { domain: TEST_STORE, accessToken: fake.issueGrant(TEST_STORE).accessToken };
  });

  const calls = (operation: string) => fake.requests.filter((request) => request.operation === operation);

  it('creates a percent code usable once, by anyone, on every item, from its start to its end', async () => {
    const created = await shopify.createDiscount(store, DISCOUNT);
    expect(created.code).toBe('MERCI-LEA-7K3Q');
    expect(created.externalId).toMatch(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/);

    const [discount] = fake.discounts(TEST_STORE);
    expect(discount).toMatchObject({
      id: created.externalId,
      code: 'MERCI-LEA-7K3Q',
      title: 'merci · @lea.martin',
      status: 'ACTIVE',
      value: { percentage: 0.1 },
      usageLimit: 1,
      appliesOncePerCustomer: true,
      usageCount: 0,
      startsAt: DISCOUNT.startsAt,
      endsAt: DISCOUNT.endsAt,
    });
    expect(discount?.input).toMatchObject({
      context: { all: 'ALL' },
      customerGets: { value: { percentage: 0.1 }, items: { all: true } },
    });
    expect(discount?.input).not.toHaveProperty('combinesWith');
    expect(calls('discountCodeBasicCreate')).toEqual([
      expect.objectContaining({ path: '/admin/api/2026-10/graphql.json', domain: TEST_STORE, status: 200 }),
    ]);
  });

  it('creates an amount off with two decimals, on the whole order, without an end', async () => {
    await shopify.createDiscount(store, { ...DISCOUNT, value: { amount: 10.5 }, endsAt: null });
    const [discount] = fake.discounts(TEST_STORE);
    expect(discount).toMatchObject({ value: { amount: '10.50', appliesOnEachItem: false }, endsAt: null });
    expect(discount?.input).toMatchObject({
      customerGets: { value: { discountAmount: { amount: '10.50', appliesOnEachItem: false } } },
    });
  });

  it('refuses a value that is no discount before calling the store', async () => {
    for (const value of [
      { percent: 0 },
      { percent: 150 },
      { amount: 0 },
      { amount: 9.999 },
      { amount: Number.NaN },
    ]) {
      await expect(shopify.createDiscount(store, { ...DISCOUNT, value })).rejects.toMatchObject({
        kind: 'rejected',
        code: 'INVALID',
      });
    }
    expect(fake.requests).toEqual([]);
  });

  it('reports a code the store already holds, whatever its case, as rejected with TAKEN', async () => {
    await shopify.createDiscount(store, DISCOUNT);
    const again = shopify.createDiscount(store, { ...DISCOUNT, code: 'merci-lea-7k3q' });
    await expect(again).rejects.toMatchObject({ kind: 'rejected', code: 'TAKEN' });
    await expect(again).rejects.toThrow('Shopify refused the discount (basicCodeDiscount.code)');
    expect(fake.discounts(TEST_STORE)).toHaveLength(1);
  });

  it('takes the code it created when the first answer was lost and the retry finds it taken', async () => {
    fake.failNext(1, 'lost_answer', { operation: 'discountCodeBasicCreate' });
    const quick = createShopifyConnector(testShopifyOptions(fake, { timeoutMs: 150 }));
    const created = await quick.createDiscount(store, DISCOUNT);
    const discounts = fake.discounts(TEST_STORE);
    expect(discounts).toHaveLength(1);
    expect(created).toEqual({ externalId: discounts[0]?.id, code: DISCOUNT.code });
    expect(calls('discountCodeBasicCreate').map((request) => request.status)).toEqual([0, 200]);
    expect(calls('codeDiscountNodeByCode')).toHaveLength(1);
  });

  it('still reports TAKEN after a failed attempt when the code belongs to another discount', async () => {
    await shopify.createDiscount(store, { ...DISCOUNT, title: 'merci · @lea.bis' });
    fake.failNext(1, 'error', { operation: 'discountCodeBasicCreate' });
    await expect(shopify.createDiscount(store, DISCOUNT)).rejects.toMatchObject({
      kind: 'rejected',
      code: 'TAKEN',
    });
  });

  it('stops a code, and stopping it again or one the store no longer has succeeds', async () => {
    const { externalId } = await shopify.createDiscount(store, DISCOUNT);
    await shopify.deactivateDiscount(store, externalId);
    expect(fake.discounts(TEST_STORE)[0]?.status).toBe('EXPIRED');
    await shopify.deactivateDiscount(store, externalId);
    await shopify.deactivateDiscount(store, 'gid://shopify/DiscountCodeNode/404');
    expect(calls('discountCodeDeactivate').map((request) => request.variables)).toEqual([
      { id: externalId },
      { id: externalId },
      { id: 'gid://shopify/DiscountCodeNode/404' },
    ]);
  });

  it('reports a wrong token, another store’s token or a revoked one as unauthorized, without retrying', async () => {
    const tokens = ['shpat_not-a-token', fake.issueGrant('autre-boutique.myshopify.com').accessToken];
    for (const accessToken of tokens) {
      const failure = shopify.createDiscount({ ...store, accessToken }, DISCOUNT);
      await expect(failure).rejects.toMatchObject({ kind: 'unauthorized' });
      await expect(failure).rejects.not.toThrow(accessToken);
    }
    await fake.uninstall(TEST_STORE);
    await expect(shopify.deactivateDiscount(store, 'gid://shopify/DiscountCodeNode/1')).rejects.toMatchObject(
      {
        kind: 'unauthorized',
      },
    );
    expect(fake.requests.map((request) => request.status)).toEqual([401, 401, 401]);
  });

  it('reports a token without write_discounts as forbidden (ACCESS_DENIED)', async () => {
    const readOnly = { ...store, accessToken: fake.issueGrant(TEST_STORE, ['read_orders']).accessToken };
    await expect(shopify.createDiscount(readOnly, DISCOUNT)).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'ACCESS_DENIED',
    });
    expect(fake.discounts(TEST_STORE)).toEqual([]);
  });

  it('reports an API version the store does not serve (not released) as rejected', async () => {
    const early = createShopifyConnector(testShopifyOptions(fake, { apiVersion: '2030-01' }));
    await expect(early.createDiscount(store, DISCOUNT)).rejects.toMatchObject({
      kind: 'rejected',
      code: '404',
    });
    expect(fake.requests).toEqual([
      expect.objectContaining({ path: '/admin/api/2030-01/graphql.json', status: 404 }),
    ]);
  });

  it('tries again after 5xx answers and succeeds', async () => {
    fake.failNext(2, 'error');
    await shopify.createDiscount(store, DISCOUNT);
    expect(calls('discountCodeBasicCreate').map((request) => request.status)).toEqual([500, 500, 200]);
    expect(fake.discounts(TEST_STORE)).toHaveLength(1);
  });

  it('reports unavailable once the retries are spent', async () => {
    fake.failNext(3, 'error');
    await expect(shopify.createDiscount(store, DISCOUNT)).rejects.toMatchObject({
      kind: 'unavailable',
      code: '500',
    });
    expect(fake.requests).toHaveLength(3);
  });

  it('ends a call the store does not answer at its time limit and tries again', async () => {
    const quick = createShopifyConnector(testShopifyOptions(fake, { timeoutMs: 100 }));
    fake.failNext(1, 'timeout');
    await quick.deactivateDiscount(store, 'gid://shopify/DiscountCodeNode/1');
    expect(fake.requests.map((request) => request.status)).toEqual([0, 200]);

    fake.failNext(3, 'timeout');
    const started = Date.now();
    await expect(quick.deactivateDiscount(store, 'gid://shopify/DiscountCodeNode/1')).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Shopify did not answer within 100 ms',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('waits for the cost bucket to refill when THROTTLED, then succeeds', async () => {
    // 5 points left, 10 needed, 100 restored a second: about 50 ms to wait.
    fake.setBucket(TEST_STORE, 5);
    const started = Date.now();
    await shopify.createDiscount(store, DISCOUNT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(calls('discountCodeBasicCreate')).toHaveLength(2);
    expect(fake.discounts(TEST_STORE)).toHaveLength(1);
  });

  it('reports throttled with the wait Shopify’s bucket asks for once the retries are spent', async () => {
    fake.failNext(3, 'throttle');
    await expect(shopify.createDiscount(store, DISCOUNT)).rejects.toMatchObject({
      kind: 'throttled',
      code: 'THROTTLED',
      retryAfterMs: 100,
    });
    expect(calls('discountCodeBasicCreate')).toHaveLength(3);
    expect(fake.discounts(TEST_STORE)).toEqual([]);
  });

  it('honours a 429’s Retry-After, and gives up at once when it asks for longer than it may wait', async () => {
    fake.failNext(1, 'rate_limit', { retryAfterSeconds: 0.05 });
    await shopify.createDiscount(store, DISCOUNT);
    expect(fake.requests.map((request) => request.status)).toEqual([429, 200]);

    fake.failNext(1, 'rate_limit', { retryAfterSeconds: 2 });
    await expect(shopify.deactivateDiscount(store, 'gid://shopify/DiscountCodeNode/1')).rejects.toMatchObject(
      {
        kind: 'throttled',
        retryAfterMs: 2000,
      },
    );
    expect(fake.requests.map((request) => request.status)).toEqual([429, 200, 429]);
  });

  it('reports a frozen or locked store as unavailable, without retrying', async () => {
    for (const failure of ['frozen', 'locked'] as const) {
      fake.reset();
      fake.failNext(1, failure);
      await expect(shopify.createDiscount(store, DISCOUNT)).rejects.toMatchObject({ kind: 'unavailable' });
      expect(fake.requests).toHaveLength(1);
    }
  });

  it('subscribes the store’s orders and uninstall to one address, and again without failing', async () => {
    const address = 'https://merci.example/api/webhooks/shopify';
    await expect(shopify.subscribeWebhooks(store, address)).resolves.toEqual({ orderTracking: 'tracked' });
    await expect(shopify.subscribeWebhooks(store, address)).resolves.toEqual({ orderTracking: 'tracked' });
    expect(fake.subscriptions(TEST_STORE)).toEqual([
      expect.objectContaining({ topic: 'ORDERS_CREATE', uri: address, format: 'JSON' }),
      expect.objectContaining({ topic: 'ORDERS_CANCELLED', uri: address, format: 'JSON' }),
      expect.objectContaining({ topic: 'APP_UNINSTALLED', uri: address, format: 'JSON' }),
    ]);
    expect(calls('webhookSubscriptionCreate')[0]?.variables).toEqual({
      topic: 'ORDERS_CREATE',
      subscription: { uri: address, format: 'JSON' },
    });
  });

  it('subscribes the uninstall alone and answers awaiting_approval while Shopify has not approved protected customer data', async () => {
    const address = 'https://merci.example/api/webhooks/shopify';
    fake.setProtectedCustomerDataApproval(false);
    await expect(shopify.subscribeWebhooks(store, address)).resolves.toEqual({
      orderTracking: 'awaiting_approval',
    });
    expect(fake.subscriptions(TEST_STORE).map((subscription) => subscription.topic)).toEqual([
      'APP_UNINSTALLED',
    ]);
    // What Shopify answers an app before its review, word for word (as reported in Shopify/cli#3443;
    // shopify.dev/docs/apps/launch/protected-customer-data).
    const answer = await fetch(`${fake.storeOrigin(TEST_STORE)}/admin/api/2026-10/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': store.accessToken },
      body: JSON.stringify({
        query:
          'mutation s($topic: WebhookSubscriptionTopic!, $subscription: WebhookSubscriptionInput!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: $subscription) { webhookSubscription { id } userErrors { field message } } }',
        variables: { topic: 'ORDERS_CANCELLED', subscription: { uri: address, format: 'JSON' } },
      }),
    });
    expect(((await answer.json()) as { data: unknown }).data).toEqual({
      webhookSubscriptionCreate: {
        webhookSubscription: null,
        userErrors: [
          {
            field: ['webhookSubscription'],
            message:
              'This app is not approved to subscribe to webhook topics containing protected customer data. See https://shopify.dev/docs/apps/launch/protected-customer-data for more details.',
          },
        ],
      },
    });

    fake.setProtectedCustomerDataApproval(true);
    await expect(shopify.subscribeWebhooks(store, address)).resolves.toEqual({ orderTracking: 'tracked' });
    expect(
      fake
        .subscriptions(TEST_STORE)
        .map((subscription) => subscription.topic)
        .sort(),
    ).toEqual(['APP_UNINSTALLED', 'ORDERS_CANCELLED', 'ORDERS_CREATE']);
  });

  it('reports an address the store refuses as rejected with Shopify’s words', async () => {
    await expect(shopify.subscribeWebhooks(store, 'http://merci.example/webhooks')).rejects.toMatchObject({
      kind: 'rejected',
      message:
        'Shopify refused the ORDERS_CREATE subscription (webhookSubscription.uri): Address protocol http:// is not supported',
    });
  });
});

describe('the fake Admin GraphQL API checks requests as Shopify’s schema does', () => {
  let fake: FakeShopifyServer;
  beforeAll(async () => {
    fake = await startFakeShopify({ ...TEST_SHOPIFY_APP });
  });
  afterAll(() => fake.close());

  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${fake.storeOrigin(TEST_STORE)}/admin/api/2026-10/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-access-token': fake.issueGrant(TEST_STORE).accessToken,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const create = `mutation create($d: DiscountCodeBasicInput!) {
    discountCodeBasicCreate(basicCodeDiscount: $d) { codeDiscountNode { id } userErrors { field code message } }
  }`;

  it('answers the required fields left blank with userErrors', async () => {
    const { body } = await graphql(create, { d: { title: '' } });
    expect(body.data).toEqual({
      discountCodeBasicCreate: {
        codeDiscountNode: null,
        userErrors: [
          { field: ['basicCodeDiscount', 'title'], code: 'BLANK', message: "Title can't be blank" },
          { field: ['basicCodeDiscount', 'code'], code: 'BLANK', message: "Code can't be blank" },
          { field: ['basicCodeDiscount', 'startsAt'], code: 'BLANK', message: "Starts at can't be blank" },
          { field: ['basicCodeDiscount', 'context'], code: 'BLANK', message: "Context can't be blank" },
          {
            field: ['basicCodeDiscount', 'customerGets'],
            code: 'BLANK',
            message: "Customer gets can't be blank",
          },
        ],
      },
    });
  });

  it('refuses an input field the type does not have, and a variable of the wrong type', async () => {
    const unknown = await graphql(create, { d: { title: 't', callbackUrl: 'x' } });
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({
        message:
          'Variable $d of type DiscountCodeBasicInput! was provided invalid value for callbackUrl (Field is not defined on DiscountCodeBasicInput)',
        extensions: expect.objectContaining({ code: 'INVALID_VARIABLE' }),
      }),
    ]);
    const mismatch = await graphql(
      'mutation m($id: String!) { discountCodeDeactivate(id: $id) { userErrors { message } } }',
      { id: 'gid://shopify/DiscountCodeNode/1' },
    );
    expect(mismatch.body.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'variableMismatch' } }),
    ]);
  });

  it('refuses asking a UserError for a code, which only discount errors have', async () => {
    const { body } = await graphql(
      `
        mutation s($t: WebhookSubscriptionTopic!, $w: WebhookSubscriptionInput!) {
          webhookSubscriptionCreate(topic: $t, webhookSubscription: $w) {
            userErrors {
              field
              code
              message
            }
          }
        }
      `,
      { t: 'ORDERS_CREATE', w: { uri: 'https://merci.example/hook' } },
    );
    expect(body.errors).toEqual([
      expect.objectContaining({ message: "Field 'code' doesn't exist on type 'UserError'" }),
    ]);
    expect(fake.subscriptions(TEST_STORE)).toEqual([]);
  });

  it('reports each answer’s cost and what the bucket holds', async () => {
    fake.setBucket(TEST_STORE, 2000);
    const { body } = await graphql(create, { d: { title: '' } });
    expect(body.extensions).toEqual({
      cost: {
        requestedQueryCost: 10,
        actualQueryCost: 10,
        throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1990, restoreRate: 100 },
      },
    });
  });
});

describe('what the connector does with answers no fake gives', () => {
  const store = { domain: TEST_STORE, accessToken: 'shpat_0123456789abcdef' };
  const answering = (status: number, body: unknown) => {
    const calls: Request[] = [];
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status });
    }) as typeof globalThis.fetch;
    return { calls, fetch };
  };

  it('sends the token in its header only and never repeats it in an error', async () => {
    const { calls, fetch } = answering(400, { errors: `Token ${store.accessToken} is malformed` });
    const shopify = createShopifyConnector({ ...TEST_SHOPIFY_APP, fetch });
    const failure = shopify.deactivateDiscount(store, 'gid://shopify/DiscountCodeNode/1');
    await expect(failure).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Shopify answered HTTP 400: Token [token] is malformed',
    });
    expect(calls[0]?.url).toBe(`https://${TEST_STORE}/admin/api/2026-10/graphql.json`);
    expect(calls[0]?.headers.get('x-shopify-access-token')).toBe(store.accessToken);
    expect(calls[0]?.url).not.toContain(store.accessToken);
  });

  it('reports a store it cannot reach as unavailable after its retries', async () => {
    let attempts = 0;
    const fetch = (async () => {
      attempts += 1;
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    }) as typeof globalThis.fetch;
    const shopify = createShopifyConnector({ ...TEST_SHOPIFY_APP, fetch, retryDelayMs: 1 });
    await expect(shopify.deactivateDiscount(store, 'gid://shopify/DiscountCodeNode/1')).rejects.toMatchObject(
      {
        kind: 'unavailable',
        message: 'Shopify could not be reached (ECONNREFUSED)',
      },
    );
    expect(attempts).toBe(3);
  });

  it('reads the throttle status Shopify puts on the error itself', async () => {
    const { calls, fetch } = answering(200, {
      errors: [
        {
          message: 'Throttled',
          extensions: {
            code: 'THROTTLED',
            cost: {
              requestedQueryCost: 752,
              throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 666, restoreRate: 50 },
            },
          },
        },
      ],
    });
    const shopify = createShopifyConnector({ ...TEST_SHOPIFY_APP, fetch, maxRetries: 0 });
    await expect(shopify.deactivateDiscount(store, 'gid://shopify/DiscountCodeNode/1')).rejects.toMatchObject(
      {
        kind: 'throttled',
        retryAfterMs: 1720,
      },
    );
    expect(calls).toHaveLength(1);
  });
});
