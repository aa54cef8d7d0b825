/**
 * Tenant isolation, generated from the routes the server registers: shop B's owner calls every
 * route on shop A's resources and must learn nothing of them, nor change them. A route added
 * later fails here until it has an isolation case (or is listed as public), so new routes are
 * covered from the start.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { registeredRoutes } from '../http/routeList.js';
import { DEMO_PAGE } from '../instagram/fakeGraph/data.js';
import {
  createAutomation,
  createConfigDiscount,
  createContent,
  createDiscount,
  createNotification,
  createOwner,
  createProduct,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { createShopifyConnector } from '../commerce/shopify/index.js';
import { startFakeShopify } from '../commerce/shopify/fakeShopify/index.js';
import { startInstagramTestApi } from '../testing/instagram.js';
import { TEST_SHOPIFY_APP, connectedStoreTokens, testShopifyOptions } from '../testing/shopifyContract.js';

/** Every value of shop A carries this word: it must never appear in an answer to shop B. */
const MARKER = 'alphaleak';

/** Routes anyone may call, and why they hold no shop's data. Paths without the API prefix. */
const PUBLIC_ROUTES: Record<string, string> = {
  'OPTIONS *': 'CORS preflight',
  'GET /health': 'liveness',
  'POST /v1/oauth': 'sign-in',
  'POST /users/shop-register': 'sign-up',
  'POST /v1/resend-activation': 'activation mail, same answer for any address',
  'POST /v1/reset-password': 'reset mail, same answer for any address',
  'POST /v1/reset-password/confirm': 'opened by the one-time reset token',
  'GET /v1/activate/:token': 'opened by the one-time activation token',
  'GET /categories': 'sign-up form list',
  'GET /subscription_offers': 'public price list',
  'GET /media/:file': 'generated demo pictures',
  'GET /instagram/login_config': "the server's Facebook app, the same for every shop",
  'GET /webhooks/instagram': "Meta's subscription check, opened by the verify token",
  'POST /webhooks/instagram': "Meta's deliveries, trusted by their signature",
  'GET /online_stores/:platform/callback':
    "the store's way back, trusted by its signature and single-use state",
  'POST /webhooks/:platform': "the online stores' deliveries, trusted by their signature",
  'GET /docs': 'OpenAPI documentation',
  'GET /docs/json': 'OpenAPI documentation',
  'GET /docs/yaml': 'OpenAPI documentation',
  'GET /docs/static/*': 'OpenAPI documentation',
  'GET /docs/static/index.html': 'OpenAPI documentation',
  'GET /docs/static/swagger-initializer.js': 'OpenAPI documentation',
};

interface Tenant {
  shopId: number;
  ownerId: number;
  email: string;
  password: string;
  token: string;
  accountId: number;
  contentId: number;
  author: string;
  config: Record<'percent' | 'code' | 'voucher' | 'other', number>;
  productId: number;
  discountId: number;
  automationId: number;
  notificationId: number;
  storeId: number;
}

// The shops' stores at a fake Shopify: disconnecting one uninstalls merci's app there.
const shopify = await startFakeShopify({ ...TEST_SHOPIFY_APP });
const api = await startInstagramTestApi({
  commerce: { connectors: [createShopifyConnector(testShopifyOptions(shopify))] },
});
afterAll(async () => {
  await api.close();
  await shopify.close();
});

/** One attempt of B on A's resources. */
interface Attempt {
  /** What is tried, when a route has several attempts. */
  what?: string;
  /** Path under the API prefix, A's ids filled in. */
  path: string;
  body?: unknown;
  contentType?: string;
  /** Statuses B may get. @default [403, 404] */
  expected?: number[];
  /**
   * The same request in A's own session succeeds, so the ids and the body are right: a read
   * answers 200 with A's data, a write a 2xx (in a shop like A made for it, A staying as it is).
   */
  control?: boolean;
  /** The attempt ends B's own sessions (a logout): B signs in again after it. */
  endsOwnSessions?: boolean;
}

type Cases = (a: Tenant, b: Tenant) => Attempt[];

const configBody = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  socialContentTypes: ['feed', 'story'],
  place: 'online',
  percent: 10,
  code: 'HIJACK10',
  description: 'Hijacked',
  ...extra,
});

const CONFIG_COLLECTIONS = {
  percent: 'config_discount_percents',
  code: 'config_discount_codes',
  voucher: 'config_discount_vouchers',
  other: 'config_discount_others',
} as const;

/** The id-filling table: for each route, B's attempts on shop A. */
const CASES: Record<string, Cases> = {
  'GET /users/me': () => [{ what: 'answers with B only', path: '/users/me', expected: [200] }],
  'PUT /v2/users/:id/password': (a, b) => [
    {
      path: `/v2/users/${a.ownerId}/password`,
      body: { password: b.password, newPassword: { first: 'hijacked-1', second: 'hijacked-1' } },
      control: true,
    },
  ],
  ...Object.fromEntries(
    ['/v1/logout', '/v1/logout/everywhere'].map((path) => [
      `POST ${path}`,
      ((a) => [
        {
          what: "naming A's user in the body: ends B's session only",
          path,
          body: { userId: a.ownerId, user: `/users/${a.ownerId}`, shop: `/shops/${a.shopId}` },
          expected: [204],
          endsOwnSessions: true,
        },
        {
          what: "naming A's session token in the body: ends B's session only",
          path,
          body: { token: a.token },
          expected: [204],
          endsOwnSessions: true,
        },
        {
          what: "naming A's user in the query: ends B's session only",
          path: `${path}?userId=${a.ownerId}`,
          expected: [204],
          endsOwnSessions: true,
        },
      ]) satisfies Cases,
    ]),
  ),
  'GET /shops/:shopId': (a) => [{ path: `/shops/${a.shopId}`, control: true }],
  // Figures only, no text of A to find: the 404 is the proof.
  'GET /shops/:shopId/todo': (a) => [{ path: `/shops/${a.shopId}/todo` }],
  'GET /shops/:shopId/reward_statistics': (a) => [
    { path: `/shops/${a.shopId}/reward_statistics?months=12`, control: true },
  ],
  'GET /shops/:shopId/online_stores': (a) => [{ path: `/shops/${a.shopId}/online_stores`, control: true }],
  'POST /shops/:shopId/online_stores/connect': (a) => [
    { path: `/shops/${a.shopId}/online_stores/connect`, body: { domain: 'hijack-store' }, control: true },
  ],
  'PUT /online_stores/:id/disconnect': (a) => [
    { path: `/online_stores/${a.storeId}/disconnect`, body: {}, control: true },
  ],
  // A's reward was used by an order of its store: its author's name is in the figures.
  'GET /shops/:shopId/sales_statistics': (a) => [
    { path: `/shops/${a.shopId}/sales_statistics?period=12`, control: true },
  ],
  'GET /shops/:shopId/config_discounts': (a) => [
    { path: `/shops/${a.shopId}/config_discounts`, control: true },
  ],
  ...Object.fromEntries(
    Object.entries(CONFIG_COLLECTIONS).flatMap(([type, collection]) => [
      [
        `POST /${collection}`,
        ((a) => [
          {
            what: "in A's shop",
            path: `/${collection}`,
            body: configBody(type, { shop: `/shops/${a.shopId}` }),
            control: true,
          },
          {
            what: "in A's shop by id",
            path: `/${collection}`,
            body: configBody(type, { shop: a.shopId }),
            control: true,
          },
        ]) satisfies Cases,
      ],
      [
        `GET /${collection}/:id`,
        ((a) => [
          { path: `/${collection}/${a.config[type as keyof Tenant['config']]}`, control: true },
        ]) satisfies Cases,
      ],
      [
        `PUT /${collection}/:id`,
        ((a) => [
          {
            path: `/${collection}/${a.config[type as keyof Tenant['config']]}`,
            body: configBody(type),
            control: true,
          },
          {
            what: "naming A's shop",
            path: `/${collection}/${a.config[type as keyof Tenant['config']]}`,
            body: configBody(type, { shop: `/shops/${a.shopId}` }),
            control: true,
          },
        ]) satisfies Cases,
      ],
    ]),
  ),
  // The code reward: the percent one is used by an automation, which keeps it from deletion.
  'DELETE /config_discounts/:id': (a) => [{ path: `/config_discounts/${a.config.code}`, control: true }],
  'POST /products': (a) => [
    {
      what: "A's content",
      path: '/products',
      body: { socialContent: `/social_content_instagrams/${a.contentId}` },
      control: true,
    },
    {
      what: "A's shop and content",
      path: '/products',
      body: { shop: `/shops/${a.shopId}`, socialContent: `/social_content_instagrams/${a.contentId}` },
      control: true,
    },
  ],
  'PUT /products/:id/approve': (a, b) => [
    { path: `/products/${a.productId}/approve`, body: { configDiscountId: a.config.percent }, control: true },
    {
      what: "B's product with A's configured reward",
      path: `/products/${b.productId}/approve`,
      body: { configDiscountId: `/config_discount_percents/${a.config.percent}` },
      expected: [404, 422],
      control: true,
    },
  ],
  'GET /shops/:shopId/discounts': (a) => [{ path: `/shops/${a.shopId}/discounts`, control: true }],
  'GET /discounts/:id': (a) => [{ path: `/discounts/${a.discountId}`, control: true }],
  'POST /customer/discounts/use_request': (a, b) => [
    {
      what: "B's session as the claim token",
      path: '/customer/discounts/use_request',
      body: { token: b.token },
      expected: [401],
    },
    {
      what: "B's session as the claim token in the query",
      path: `/customer/discounts/use_request?token=${encodeURIComponent(b.token)}&discount=${a.discountId}`,
      body: {},
      expected: [401],
    },
  ],
  'PUT /discounts/:id/accept': (a) => [
    { path: `/discounts/${a.discountId}/accept`, body: {}, control: true },
  ],
  'PUT /discounts/:id/refuse': (a) => [
    { path: `/discounts/${a.discountId}/refuse`, body: {}, control: true },
  ],
  'PUT /discounts/:id/notified': (a) => [
    {
      what: 'mark told',
      path: `/discounts/${a.discountId}/notified`,
      body: { notified: true },
      control: true,
    },
    {
      what: 'clear the mark',
      path: `/discounts/${a.discountId}/notified`,
      body: { notified: false },
      control: true,
    },
  ],
  'GET /shops/:shopId/social_accounts': (a) => [
    { path: `/shops/${a.shopId}/social_accounts`, control: true },
  ],
  'GET /social_account_instagrams/:id': (a) => [
    { path: `/social_account_instagrams/${a.accountId}`, control: true },
  ],
  'PUT /social_accounts/:id/logout': (a) => [
    { path: `/social_accounts/${a.accountId}/logout`, body: {}, control: true },
  ],
  'GET /social_account_instagrams/:id/social_contents': (a) => [
    { path: `/social_account_instagrams/${a.accountId}/social_contents`, control: true },
    {
      what: 'its rewarded tab',
      path: `/social_account_instagrams/${a.accountId}/social_contents?rewarded=true`,
      control: true,
    },
  ],
  'GET /social_content_instagrams/author_metrics': (a) => [
    { path: `/social_content_instagrams/author_metrics?socialAccount=${a.accountId}`, control: true },
    {
      what: 'by IRI',
      path: `/social_content_instagrams/author_metrics?socialAccount=/social_account_instagrams/${a.accountId}`,
    },
  ],
  'GET /social_content_instagrams/:id': (a) => [
    { path: `/social_content_instagrams/${a.contentId}`, control: true },
  ],
  'PATCH /social_content_instagrams/patch_email_by_username': (a) => [
    {
      path: `/social_content_instagrams/patch_email_by_username?socialAccount=${a.accountId}`,
      body: { authorUsername: a.author, authorEmail: 'hijack@shop-b.test' },
      control: true,
    },
  ],
  'POST /v2/shops/:shopId/instagram/connect': (a) => [
    {
      path: `/v2/shops/${a.shopId}/instagram/connect`,
      body: { accessToken: api.fake.issueUserToken() },
      control: true,
    },
  ],
  'PUT /social_account_instagrams/:id/pull_contents': (a) => [
    { path: `/social_account_instagrams/${a.accountId}/pull_contents`, body: {} },
  ],
  'POST /social_account_instagrams/:id/webhook_subscription': (a) => [
    { path: `/social_account_instagrams/${a.accountId}/webhook_subscription`, body: {} },
  ],
  'GET /instagram/demo_login': () => [
    { what: 'lists no shop data', path: '/instagram/demo_login', expected: [200] },
  ],
  'POST /instagram/demo_story_mention': () => [
    { what: "stores in B's account only", path: '/instagram/demo_story_mention', body: {}, expected: [201] },
  ],
  'GET /instagram/demo_messages': () => [
    { what: "lists B's messages only", path: '/instagram/demo_messages', expected: [200] },
  ],
  'GET /users/:userId/user_notifications': (a) => [
    { path: `/users/${a.ownerId}/user_notifications`, control: true },
  ],
  'PATCH /user_notifications/:id': (a) => [
    {
      path: `/user_notifications/${a.notificationId}`,
      body: { read: true },
      contentType: 'application/merge-patch+json',
      control: true,
    },
  ],
  'GET /shops/:shopId/social_automations': (a) => [
    { path: `/shops/${a.shopId}/social_automations`, control: true },
  ],
  'POST /social_automations': (a, b) => [
    {
      what: "in A's shop",
      path: '/social_automations',
      body: {
        shop: `/shops/${a.shopId}`,
        featureType: 'thanks',
        mode: 'automatic',
        configDiscount: `/config_discount_percents/${b.config.percent}`,
        message: 'Merci !',
      },
      control: true,
    },
    {
      what: "sending A's configured reward",
      path: '/social_automations',
      body: {
        featureType: 'loyalty',
        mode: 'automatic',
        configDiscount: `/config_discount_percents/${a.config.percent}`,
        message: 'Merci !',
      },
      expected: [404, 422],
      control: true,
    },
  ],
  'GET /social_automations/:id': (a) => [{ path: `/social_automations/${a.automationId}`, control: true }],
  'PUT /social_automations/:id': (a, b) => [
    {
      path: `/social_automations/${a.automationId}`,
      body: {
        featureType: 'thanks',
        mode: 'automatic',
        configDiscount: `/config_discount_percents/${b.config.percent}`,
        message: 'Hijacked {{username}}',
      },
      control: true,
    },
  ],
  'PATCH /social_automations/:id': (a) => [
    {
      what: 'suspend',
      path: `/social_automations/${a.automationId}`,
      body: { suspendedAt: '2026-11-22' },
      contentType: 'application/merge-patch+json',
      control: true,
    },
    {
      what: 'archive',
      path: `/social_automations/${a.automationId}`,
      body: { deletedAt: '2026-11-22' },
      contentType: 'application/merge-patch+json',
      control: true,
    },
  ],
  'DELETE /social_automations/:id': (a) => [{ path: `/social_automations/${a.automationId}`, control: true }],
  // merci's team only: an owner gets 403 on any shop, its own included.
  'GET /admin/shops': () => [{ what: 'an owner is no operator', path: '/admin/shops', expected: [403] }],
  'GET /admin/shops/:id': (a, b) => [
    { path: `/admin/shops/${a.shopId}`, expected: [403] },
    { what: "B's own shop", path: `/admin/shops/${b.shopId}`, expected: [403] },
  ],
  'POST /admin/shops/:id/instagram/webhook_subscription': (a, b) => [
    { path: `/admin/shops/${a.shopId}/instagram/webhook_subscription`, body: {}, expected: [403] },
    {
      what: "B's own shop",
      path: `/admin/shops/${b.shopId}/instagram/webhook_subscription`,
      body: {},
      expected: [403],
    },
  ],
  ...Object.fromEntries(
    (['validate', 'plan', 'suspend', 'reinstate'] as const).map((action) => {
      const body =
        action === 'validate' || action === 'plan'
          ? { offerType: 'enterprise', subscriptionType: 'monthly', discountTypes: ['percent'] }
          : { reason: 'Hijacked' };
      return [
        `POST /admin/shops/:id/${action}`,
        ((a, b) => [
          { path: `/admin/shops/${a.shopId}/${action}`, body, expected: [403] },
          { what: "B's own shop", path: `/admin/shops/${b.shopId}/${action}`, body, expected: [403] },
        ]) satisfies Cases,
      ];
    }),
  ),
};

/** `METHOD /path` without the API prefix; Fastify's automatic HEAD routes mirror their GET route. */
const routes = registeredRoutes(api.app)
  .map(({ method, url }) => ({
    method,
    path: url.startsWith('/api/') ? url.slice('/api'.length) : url,
  }))
  .map(({ method, path }) => ({ key: `${method} ${path}`, method, path }));

/** Every row of shop A, table by table: compared before and after each attempt. */
async function rowsOf(db: Kysely<Database>, a: Tenant) {
  return {
    shop: await db.selectFrom('shop').selectAll().where('id', '=', a.shopId).execute(),
    users: await db
      .selectFrom('user_account')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .orderBy('id')
      .execute(),
    tokens: await db
      .selectFrom('auth_token')
      .selectAll()
      .where('user_id', '=', a.ownerId)
      .orderBy('id')
      .execute(),
    sessions: await db
      .selectFrom('user_session')
      .selectAll()
      .where('user_id', '=', a.ownerId)
      .orderBy('id_hash')
      .execute(),
    accounts: await db
      .selectFrom('social_account')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .orderBy('id')
      .execute(),
    contents: await db
      .selectFrom('social_content')
      .selectAll()
      .where('social_account_id', '=', a.accountId)
      .orderBy('id')
      .execute(),
    authors: await db
      .selectFrom('social_author')
      .selectAll()
      .where('social_account_id', '=', a.accountId)
      .orderBy('username')
      .execute(),
    configs: await db
      .selectFrom('config_discount')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .orderBy('id')
      .execute(),
    products: await db
      .selectFrom('product')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .orderBy('id')
      .execute(),
    discounts: await db
      .selectFrom('discount')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .orderBy('id')
      .execute(),
    automations: await db
      .selectFrom('social_automation')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .orderBy('id')
      .execute(),
    messages: await db
      .selectFrom('automation_message')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .orderBy('id')
      .execute(),
    notifications: await db
      .selectFrom('user_notification')
      .selectAll()
      .where('user_id', '=', a.ownerId)
      .orderBy('id')
      .execute(),
    stores: await db.selectFrom('online_store').selectAll().where('shop_id', '=', a.shopId).execute(),
    connections: await db
      .selectFrom('online_store_connection')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .execute(),
    audit: await db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('shop_id', '=', a.shopId)
      .orderBy('id')
      .execute(),
  };
}

describe(`tenant isolation of every route (${testDialect()})`, () => {
  let a: Tenant;
  let b: Tenant;
  /** Shops made for the owners' own writes. */
  let owners = 0;

  /** A shop with one of everything; `name` goes into every text value. */
  async function tenant(name: string, connect: boolean): Promise<Tenant> {
    const shopId = await createShop(api.db, { name: `Boutique ${name}`, social_name: name });
    const owner = await createOwner(api.db, { shopId, email: `${name}.owner@shop.test` });
    const token = await api.signIn(owner.email, owner.password);
    let accountId: number;
    if (connect) {
      // A real connection: a stored token, so that a leaked pull or logout would show.
      const connected = await api.call<{ id: number }>('POST', `/v2/shops/${shopId}/instagram/connect`, {
        token,
        body: { accessToken: api.fake.issueUserToken() },
      });
      expect(connected.status).toBe(200);
      accountId = connected.body.id;
      await api.db
        .updateTable('social_account')
        .set({ account_name: `${name}.account` })
        .where('id', '=', accountId)
        .execute();
    } else {
      accountId = await createSocialAccount(api.db, shopId, {
        account_name: `${name}.account`,
        external_id: `ig-${name}`,
        page_id: `page-${name}`,
      });
    }
    const author = `${name}_author`;
    const contentId = await createContent(api.db, accountId, {
      author_username: author,
      caption: `${name} caption`,
    });
    const rewardedId = await createContent(api.db, accountId, {
      author_username: author,
      caption: `${name} story`,
    });
    await api.db
      .insertInto('social_author')
      .values({ social_account_id: accountId, username: author, email: `${name}.author@mail.test` })
      .execute();
    const config = {
      percent: await createConfigDiscount(api.db, shopId, { description: `${name} percent` }),
      code: await createConfigDiscount(api.db, shopId, { type: 'code', code: `${name.toUpperCase()}10` }),
      voucher: await createConfigDiscount(api.db, shopId, {
        type: 'voucher',
        description: `${name} voucher`,
      }),
      other: await createConfigDiscount(api.db, shopId, { type: 'other', description: `${name} other` }),
    };
    const productId = await createProduct(api.db, shopId, contentId);
    const discountId = await createDiscount(api.db, shopId, rewardedId, {
      username: author,
      code: `${name}-code`,
      description: `${name} reward`,
      config_discount_id: config.percent,
      status: 'use_requested',
      // Already told: clearing the mark would show as a change.
      notified_at: '2026-11-22T09:00:00.000Z',
    });
    // Its store, and the order of that store that used the reward.
    const store = await api.db
      .insertInto('online_store')
      .values({
        shop_id: shopId,
        platform: 'shopify',
        domain: `${name}-store.myshopify.com`,
        ...connectedStoreTokens(shopify, api.ctx.commerce.cipher, `${name}-store.myshopify.com`),
        scopes: JSON.stringify(['write_discounts', 'read_orders']),
        status: 'connected',
        connected_at: '2026-11-22T09:00:00.000Z',
        disconnected_at: null,
        created_at: '2026-11-22T09:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('discount')
      .set({
        used_at: new Date().toISOString(),
        external_order_id: `gid://shopify/Order/${name}`,
        order_name: `#${name}`,
        order_total_cents: 5990,
        order_currency: 'EUR',
      })
      .where('id', '=', discountId)
      .execute();
    const automationId = await createAutomation(api.db, shopId, {
      feature_type: 'loyalty',
      config_discount_id: config.percent,
      message: `Merci {{username}}, ${name} vous remercie`,
    });
    const notificationId = await createNotification(api.db, owner.id, { message: `${name} notification` });
    return {
      shopId,
      ownerId: owner.id,
      email: owner.email,
      password: owner.password,
      token,
      accountId,
      contentId,
      author,
      config,
      productId,
      discountId,
      automationId,
      notificationId,
      storeId: store.id,
    };
  }

  beforeAll(async () => {
    a = await tenant(MARKER, true);
    b = await tenant('beta', false);

    // A private message sent for A's Page: B's demo messages must not list it.
    api.fake.messages.push({
      id: 'm_alphaleak',
      pageId: DEMO_PAGE.id,
      recipientId: '6100000000000001',
      recipientUsername: `${MARKER}_customer`,
      text: `${MARKER} message`,
      sentAt: '2026-11-22T09:30:00.000Z',
    });
  });

  it('knows every registered route: an isolation case, or a reason to be public', () => {
    const missing = routes
      .filter(({ key, method, path }) => {
        const known = (k: string) => k in CASES || k in PUBLIC_ROUTES;
        return !known(key) && !(method === 'HEAD' && known(`GET ${path}`));
      })
      .map(({ key }) => `no isolation case for ${key}`);
    expect(missing).toEqual([]);
    // And no case for a route that is gone.
    const registered = new Set(routes.map(({ key }) => key));
    const stale = [...Object.keys(CASES), ...Object.keys(PUBLIC_ROUTES)].filter(
      (key) => !registered.has(key),
    );
    expect(stale).toEqual([]);
  });

  const guarded = routes.filter(({ key, method, path }) => {
    if (method === 'HEAD') return `GET ${path}` in CASES;
    return key in CASES;
  });

  it.each(guarded.map(({ key, method, path }) => [key, method, path] as const))(
    '%s refuses shop B on shop A and changes nothing of A',
    async (_key, method, path) => {
      const cases = CASES[method === 'HEAD' ? `GET ${path}` : `${method} ${path}`];
      if (!cases) throw new Error(`no isolation case for ${method} ${path}`);
      const attempts = cases(a, b);
      expect(attempts.length).toBeGreaterThan(0);
      for (const [index, attempt] of attempts.entries()) {
        const label = `${method} ${attempt.path}${attempt.what ? ` (${attempt.what})` : ''}`;
        const before = await rowsOf(api.db, a);
        const response = await api.call(method, attempt.path, {
          token: b.token,
          ...(attempt.body !== undefined && method !== 'HEAD' ? { body: attempt.body } : {}),
          ...(attempt.contentType ? { contentType: attempt.contentType } : {}),
        });
        const text = JSON.stringify(response.body ?? '');
        expect(attempt.expected ?? [403, 404], `${label}: status ${response.status} ${text}`).toContain(
          response.status,
        );
        expect(text.toLowerCase(), `${label} answered with shop A's data`).not.toContain(MARKER);
        if (response.status >= 400 && method !== 'HEAD') {
          expect(response.body, label).toMatchObject({
            status: response.status,
            message: expect.any(String),
          });
        }
        expect(await rowsOf(api.db, a), `${label} changed shop A's rows`).toEqual(before);
        if (attempt.endsOwnSessions) {
          // B's session ended, A's goes on; B signs in again for the routes that follow.
          expect((await api.call('GET', '/users/me', { token: b.token })).status, label).toBe(401);
          expect((await api.call('GET', '/users/me', { token: a.token })).status, label).toBe(200);
          b.token = await api.signIn(b.email, b.password);
        }

        // Without a session, the same request opens nothing either.
        const anonymous = await api.call(method, attempt.path, {
          ...(attempt.body !== undefined && method !== 'HEAD' ? { body: attempt.body } : {}),
          ...(attempt.contentType ? { contentType: attempt.contentType } : {}),
        });
        expect(anonymous.status, `${label} without a session`).toBe(401);

        if (attempt.control && method === 'GET') {
          // The same path with A's own session finds A's data: the ids above are the right ones.
          const own = await api.call(method, attempt.path, { token: a.token });
          expect(own.status, `${label} with A's session`).toBe(200);
          expect(JSON.stringify(own.body).toLowerCase(), `${label} with A's session`).toContain(MARKER);
        }

        if (attempt.control && method !== 'GET' && method !== 'HEAD') {
          // A write refused to every shop would pass above: the owner's own one succeeds. It runs in
          // a shop made like A, so that A's rows stay what the routes after this one expect.
          const own = await tenant(`own${(owners += 1)}`, false);
          const mine = cases(own, own)[index];
          if (!mine) throw new Error(`${label}: no attempt of its own`);
          const response = await api.call(method, mine.path, {
            token: own.token,
            ...(mine.body !== undefined ? { body: mine.body } : {}),
            ...(mine.contentType ? { contentType: mine.contentType } : {}),
          });
          const shown = `${label} in its own shop: ${response.status} ${JSON.stringify(response.body)}`;
          expect(response.status >= 200 && response.status < 300, shown).toBe(true);
        }
      }
    },
  );
});
