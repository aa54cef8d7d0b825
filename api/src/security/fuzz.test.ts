/**
 * Property-based fuzzing of every route the server registers: ill-typed fields, arbitrary JSON,
 * huge and unusual Unicode strings, bodies that are not JSON, odd path ids and query strings.
 * Whatever comes in, the answer is a success or a client error with a problem body
 * (`{ status, message }`), never a server error, and a refused request leaves the database as
 * it was. Seeded: a failure replays the same way; fast-check prints the shrunk request.
 */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { ROLE_ADMIN, ROLE_OWNER } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSession } from '../auth/plugin.js';
import type { Database } from '../db/schema.js';
import { registeredRoutes } from '../http/routeList.js';
import {
  createAutomation,
  createCategory,
  createConfigDiscountOfEachType,
  createContent,
  createDiscount,
  createNotification,
  createOffers,
  createOwner,
  createProduct,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { createShopifyConnector } from '../commerce/shopify/index.js';
import { startFakeShopify } from '../commerce/shopify/fakeShopify/index.js';
import { TEST_APP, startInstagramTestApi } from '../testing/instagram.js';
import { TEST_SHOPIFY_APP, connectedStoreTokens, testShopifyOptions } from '../testing/shopifyContract.js';

const SEED = 20261122;
/** Runs per route: writes and filtered lists get more than plain reads. */
const RUNS = { write: 30, list: 30, read: 10 } as const;

/** The caller's own resources: fuzzed ids are mixed with real ones to reach the handlers' depths. */
interface Fixtures {
  token: string;
  email: string;
  password: string;
  shopId: number;
  userId: number;
  categoryId: number;
  accountId: number;
  externalId: string;
  contentId: number;
  author: string;
  config: Record<'percent' | 'code' | 'voucher' | 'other', number>;
  productId: number;
  discountId: number;
  automationId: number;
  notificationId: number;
  storeId: number;
  /** An operator's session, and a shop waiting for validation. */
  operatorToken: string;
  /** A second owner of the shop, who signs out under fuzz. */
  leaver: { id: number; shopId: number; roles: string[] };
  pendingShopId: number;
}

interface FuzzCase {
  /** Query keys the route reads. */
  query?: string[];
  /** Body fields the route reads (dotted for nested ones), and a valid body to mutate. */
  body?: { fields: string[]; valid: (f: Fixtures) => Record<string, unknown> };
  /** The id a `:param` takes when it is not fuzzed. */
  params?: (f: Fixtures) => Record<string, string | number>;
  /** Deliveries signed with the app secret: Meta's (Instagram) or Shopify's (online stores). */
  signed?: 'meta' | 'shopify';
  /** Answers with a redirect (the activation link). */
  redirects?: boolean;
  /** Called with the operator's session (the /admin routes), not the owner's. */
  operator?: boolean;
  /** Ends the caller's sessions (logout): each request comes with a new session of another user. */
  endsSessions?: boolean;
}

const CONFIG_TYPES = {
  percent: 'config_discount_percents',
  code: 'config_discount_codes',
  voucher: 'config_discount_vouchers',
  other: 'config_discount_others',
} as const;
const CONFIG_FIELDS = [
  'type',
  'shop',
  'socialContentTypes',
  'place',
  'code',
  'percent',
  'description',
  'validityStartAt',
  'validityEndAt',
  'validity_start_at',
  'validity_end_at',
  'quantity',
];
const configBody = (type: string) => (f: Fixtures) => ({
  type,
  shop: `/shops/${f.shopId}`,
  socialContentTypes: ['feed', 'story'],
  place: 'online',
  code: 'MERCI10',
  percent: 10,
  description: 'Un café offert',
  validityStartAt: '2026-11-01',
  validityEndAt: '2026-12-31',
  quantity: 50,
});
const PAGING = ['page', 'itemsPerPage', 'order[createdAt]'];
const AUTOMATION_FIELDS = ['featureType', 'mode', 'configDiscount', 'message', 'shop'];
const automationBody = (f: Fixtures) => ({
  featureType: 'loyalty',
  mode: 'automatic',
  configDiscount: `/config_discount_percents/${f.config.percent}`,
  message: 'Merci {{username}} !',
  shop: `/shops/${f.shopId}`,
});

const ADMIN_PLAN_FIELDS = ['offerType', 'subscriptionType', 'discountTypes', 'discountTypes.0'];
const ADMIN_PLAN = { offerType: 'basic', subscriptionType: 'monthly', discountTypes: ['percent'] };

/** One entry per route, without the API prefix. A route without one fails the coverage test. */
const FUZZ: Record<string, FuzzCase> = {
  'GET /health': {},
  'POST /v1/oauth': {
    body: {
      fields: ['email', 'password', 'context'],
      valid: (f) => ({ email: f.email, password: f.password, context: 'shop' }),
    },
  },
  'POST /users/shop-register': {
    body: {
      fields: [
        'shop',
        'shop.name',
        'shop.phoneNumber',
        'shop.category',
        'shop.address',
        'shop.address.firstRow',
        'shop.address.secondRow',
        'shop.address.postalCode',
        'shop.address.city',
        'shop.socialName',
        'user',
        'user.name',
        'user.email',
        'user.password',
      ],
      valid: (f) => ({
        shop: {
          name: 'Atelier Fuzz',
          phoneNumber: '06 12 34 56 78',
          category: f.categoryId,
          address: { firstRow: '3 place Bellecour', secondRow: '', postalCode: '69002', city: 'Lyon' },
          socialName: '@atelier.fuzz',
        },
        user: { name: 'Nina Roux', email: 'fuzz@atelier.test', password: 'motdepasse' },
      }),
    },
  },
  'POST /v1/resend-activation': { body: { fields: ['email'], valid: (f) => ({ email: f.email }) } },
  'POST /v1/reset-password': { body: { fields: ['email'], valid: (f) => ({ email: f.email }) } },
  'POST /v1/reset-password/confirm': {
    body: {
      fields: ['token', 'password'],
      valid: () => ({ token: 'a'.repeat(43), password: 'nouveau-mdp' }),
    },
  },
  'GET /v1/activate/:token': { params: () => ({ token: 'a'.repeat(43) }), redirects: true },
  'POST /v1/logout': {
    body: { fields: ['userId', 'sid'], valid: (f) => ({ userId: f.userId }) },
    endsSessions: true,
  },
  'POST /v1/logout/everywhere': {
    body: { fields: ['userId', 'sid'], valid: (f) => ({ userId: f.userId }) },
    endsSessions: true,
  },
  'GET /users/me': {},
  'PUT /v2/users/:id/password': {
    params: (f) => ({ id: f.userId }),
    body: {
      fields: ['password', 'newPassword', 'newPassword.first', 'newPassword.second'],
      valid: (f) => ({ password: f.password, newPassword: { first: 'nouveau-mdp', second: 'nouveau-mdp' } }),
    },
  },
  'GET /categories': {},
  'GET /subscription_offers': {},
  'GET /shops/:shopId': { params: (f) => ({ shopId: f.shopId }) },
  'GET /shops/:shopId/reward_statistics': { params: (f) => ({ shopId: f.shopId }), query: ['months'] },
  'GET /shops/:shopId/todo': { params: (f) => ({ shopId: f.shopId }) },
  'GET /media/:file': { params: () => ({ file: 'story-42.svg' }) },
  'GET /shops/:shopId/config_discounts': {
    params: (f) => ({ shopId: f.shopId }),
    query: [...PAGING, 'valid', 'socialContentType'],
  },
  ...Object.fromEntries(
    Object.entries(CONFIG_TYPES).flatMap(([type, collection]) => {
      const params = (f: Fixtures) => ({ id: f.config[type as keyof Fixtures['config']] });
      const body = { fields: CONFIG_FIELDS, valid: configBody(type) };
      return [
        [`POST /${collection}`, { body }],
        [`GET /${collection}/:id`, { params }],
        [`PUT /${collection}/:id`, { params, body }],
      ];
    }),
  ),
  'DELETE /config_discounts/:id': { params: (f) => ({ id: f.config.voucher }) },
  'POST /products': {
    body: {
      fields: ['shop', 'socialContent', 'publish'],
      valid: (f) => ({
        shop: `/shops/${f.shopId}`,
        socialContent: `/social_content_instagrams/${f.contentId}`,
        publish: true,
      }),
    },
  },
  'PUT /products/:id/approve': {
    params: (f) => ({ id: f.productId }),
    body: {
      fields: [
        'shop',
        'configDiscountId',
        'config_discount_id',
        'type',
        'place',
        'code',
        'percent',
        'description',
        'validityStartAt',
        'validityEndAt',
      ],
      valid: () => ({ type: 'percent', place: 'online', percent: 15 }),
    },
  },
  'GET /shops/:shopId/discounts': {
    params: (f) => ({ shopId: f.shopId }),
    query: [...PAGING, 'username', 'status', 'type'],
  },
  'GET /discounts/:id': { params: (f) => ({ id: f.discountId }) },
  'POST /customer/discounts/use_request': {
    query: ['token'],
    body: { fields: ['token'], valid: (f) => ({ token: f.token }) },
  },
  'PUT /discounts/:id/accept': { params: (f) => ({ id: f.discountId }) },
  'PUT /discounts/:id/refuse': { params: (f) => ({ id: f.discountId }) },
  'PUT /discounts/:id/notified': {
    params: (f) => ({ id: f.discountId }),
    body: { fields: ['notified'], valid: () => ({ notified: true }) },
  },
  'GET /shops/:shopId/social_accounts': { params: (f) => ({ shopId: f.shopId }), query: ['socialId'] },
  'GET /social_account_instagrams/:id': { params: (f) => ({ id: f.accountId }) },
  'PUT /social_accounts/:id/logout': { params: (f) => ({ id: f.accountId }) },
  'GET /social_account_instagrams/:id/social_contents': {
    params: (f) => ({ id: f.accountId }),
    query: [...PAGING, 'type', 'likeCount[gte]', 'likeCount[lte]', 'authorUsername', 'rewarded'],
  },
  'GET /social_content_instagrams/author_metrics': { query: ['socialAccount', 'page', 'itemsPerPage'] },
  'GET /social_content_instagrams/:id': { params: (f) => ({ id: f.contentId }) },
  'PATCH /social_content_instagrams/patch_email_by_username': {
    query: ['socialAccount'],
    body: {
      fields: ['authorUsername', 'authorEmail'],
      valid: (f) => ({ authorUsername: f.author, authorEmail: 'auteur@mail.test' }),
    },
  },
  'POST /v2/shops/:shopId/instagram/connect': {
    params: (f) => ({ shopId: f.shopId }),
    body: { fields: ['accessToken'], valid: () => ({ accessToken: 'EAAG-not-a-token-of-the-fake' }) },
  },
  'PUT /social_account_instagrams/:id/pull_contents': { params: (f) => ({ id: f.accountId }) },
  'POST /social_account_instagrams/:id/webhook_subscription': { params: (f) => ({ id: f.accountId }) },
  'GET /instagram/login_config': {},
  'GET /instagram/demo_login': {},
  'POST /instagram/demo_story_mention': {
    body: {
      fields: ['senderId', 'postedMinutesAgo'],
      valid: () => ({ senderId: '6100000000000001', postedMinutesAgo: 30 }),
    },
  },
  'GET /instagram/demo_messages': {},
  'GET /webhooks/instagram': { query: ['hub.mode', 'hub.verify_token', 'hub.challenge'] },
  'POST /webhooks/instagram': {
    signed: 'meta',
    body: {
      fields: [
        'object',
        'entry',
        'entry.0',
        'entry.0.id',
        'entry.0.time',
        'entry.0.changes',
        'entry.0.changes.0.field',
        'entry.0.changes.0.value',
        'entry.0.changes.0.value.media_id',
        'entry.0.changes.0.value.comment_id',
        'entry.0.messaging',
        'entry.0.messaging.0.sender',
        'entry.0.messaging.0.sender.id',
        'entry.0.messaging.0.timestamp',
        'entry.0.messaging.0.message',
        'entry.0.messaging.0.message.mid',
        'entry.0.messaging.0.message.is_deleted',
        'entry.0.messaging.0.message.attachments',
        'entry.0.messaging.0.message.attachments.0.type',
        'entry.0.messaging.0.message.attachments.0.payload',
        'entry.0.messaging.0.message.attachments.0.payload.url',
      ],
      valid: (f) => ({
        object: 'instagram',
        entry: [
          {
            id: f.externalId,
            time: 1795300000,
            changes: [{ field: 'mentions', value: { media_id: '17900000000000001' } }],
            messaging: [
              {
                sender: { id: '6100000000000001' },
                recipient: { id: f.externalId },
                timestamp: 1795300000000,
                message: {
                  mid: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZUlE',
                  attachments: [{ type: 'story_mention', payload: { url: 'https://cdn.test/story.jpg' } }],
                },
              },
            ],
          },
        ],
      }),
    },
  },
  'GET /shops/:shopId/online_stores': { params: (f) => ({ shopId: f.shopId }) },
  'GET /shops/:shopId/sales_statistics': { params: (f) => ({ shopId: f.shopId }), query: ['period'] },
  'POST /shops/:shopId/online_stores/connect': {
    params: (f) => ({ shopId: f.shopId }),
    body: { fields: ['platform', 'domain'], valid: () => ({ platform: 'shopify', domain: 'atelier-fuzz' }) },
  },
  'PUT /online_stores/:id/disconnect': { params: (f) => ({ id: f.storeId }) },
  'GET /online_stores/:platform/callback': {
    params: () => ({ platform: 'shopify' }),
    query: ['code', 'hmac', 'host', 'shop', 'state', 'timestamp', 'error'],
    redirects: true,
  },
  'POST /webhooks/:platform': {
    params: () => ({ platform: 'shopify' }),
    signed: 'shopify',
    body: {
      fields: ['id', 'name', 'total_price', 'currency', 'discount_codes', 'discount_codes.0.code'],
      valid: () => ({
        id: 450789469,
        admin_graphql_api_id: 'gid://shopify/Order/450789469',
        name: '#1001',
        total_price: '59.90',
        currency: 'EUR',
        discount_codes: [{ code: 'MERCI-LEA-7K3Q', amount: '8.99', type: 'percentage' }],
      }),
    },
  },
  'GET /users/:userId/user_notifications': {
    params: (f) => ({ userId: f.userId }),
    query: [...PAGING, 'read'],
  },
  'PATCH /user_notifications/:id': {
    params: (f) => ({ id: f.notificationId }),
    body: { fields: ['read'], valid: () => ({ read: true }) },
  },
  'GET /shops/:shopId/social_automations': { params: (f) => ({ shopId: f.shopId }), query: PAGING },
  'POST /social_automations': { body: { fields: AUTOMATION_FIELDS, valid: automationBody } },
  'GET /social_automations/:id': { params: (f) => ({ id: f.automationId }) },
  'PUT /social_automations/:id': {
    params: (f) => ({ id: f.automationId }),
    body: { fields: AUTOMATION_FIELDS, valid: automationBody },
  },
  'PATCH /social_automations/:id': {
    params: (f) => ({ id: f.automationId }),
    body: { fields: ['suspendedAt', 'deletedAt'], valid: () => ({ suspendedAt: '2026-11-22' }) },
  },
  'DELETE /social_automations/:id': { params: (f) => ({ id: f.automationId }) },
  'GET /admin/shops': { operator: true, query: ['status', 'q', 'page', 'itemsPerPage'] },
  'GET /admin/shops/:id': { operator: true, params: (f) => ({ id: f.shopId }) },
  'POST /admin/shops/:id/validate': {
    operator: true,
    params: (f) => ({ id: f.pendingShopId }),
    body: { fields: ADMIN_PLAN_FIELDS, valid: () => ({ ...ADMIN_PLAN, offerType: 'advanced' }) },
  },
  'POST /admin/shops/:id/plan': {
    operator: true,
    params: (f) => ({ id: f.shopId }),
    body: { fields: ADMIN_PLAN_FIELDS, valid: () => ADMIN_PLAN },
  },
  'POST /admin/shops/:id/suspend': {
    operator: true,
    params: (f) => ({ id: f.pendingShopId }),
    body: { fields: ['reason'], valid: () => ({ reason: 'Factures impayées' }) },
  },
  'POST /admin/shops/:id/instagram/webhook_subscription': {
    operator: true,
    params: (f) => ({ id: f.shopId }),
  },
  'POST /admin/shops/:id/reinstate': {
    operator: true,
    params: (f) => ({ id: f.pendingShopId }),
    body: { fields: ['reason'], valid: () => ({ reason: 'Paiement reçu' }) },
  },
};

/** Not fuzzed: the CORS preflight and the OpenAPI documentation (static files and the spec). */
const NOT_FUZZED = /^(OPTIONS \*|HEAD .*|GET \/docs(\/.*)?)$/;

/* ---------------------------------------------------------------- arbitraries */

/** Any code point: controls, NUL, lone combining marks, astral planes. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const graphemes = fc.string({ unit: 'grapheme', maxLength: 40 });
const tricky = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'null',
  'true',
  '0',
  '-1',
  '1e3',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999',
  '/shops/1',
  '/shops/99999999999',
  '/config_discount_percents/1',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{{username}}',
  '%00',
  '\u202e\u0301',
  'é'.normalize('NFD'),
  '2026-02-30',
  '2026-11-22T25:00:00Z',
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1e-300),
);
/** Up to past the body limit: a single character repeated. */
const huge = (min: number, max: number) =>
  fc
    .tuple(fc.constantFrom('a', 'é', '𝓐', '\u0000', ' ', '9', '{'), fc.integer({ min, max }))
    .map(([char, length]) => char.repeat(length));
const scalar = fc.oneof(anyText, graphemes, tricky, numbers, fc.boolean(), fc.constant(null));
const anyValue = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: huge(1_000, 300_000) },
);
const queryValue = fc.oneof(
  { weight: 5, arbitrary: fc.oneof(anyText, graphemes, tricky, numbers.map(String)) },
  { weight: 1, arbitrary: huge(200, 900) },
);

/** `a.b.0.c` set in a deep copy, arrays and objects made on the way. */
function setPath(target: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(target ?? {}) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  keys.slice(0, -1).forEach((key, index) => {
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1] as string] = value;
  return copy;
}

interface FuzzRequest {
  path: string;
  query: [string, string][];
  /** A value to send as JSON, or raw text. */
  body?: { json: unknown } | { raw: string };
  contentType?: string;
  signature?: 'valid' | 'wrong';
  signedAs?: 'meta' | 'shopify';
}

function requestArbitrary(
  method: string,
  path: string,
  fuzz: FuzzCase,
  f: Fixtures,
): fc.Arbitrary<FuzzRequest> {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const own = fuzz.params?.(f) ?? {};
  const param = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(String(own[name] ?? '1')) },
      { weight: 2, arbitrary: fc.oneof(tricky, anyText, graphemes, numbers.map(String)) },
    );
  const pathArb = fc
    .tuple(...names.map(param))
    .map((values) =>
      names.reduce(
        (built, name, index) => built.replace(`:${name}`, encodeURIComponent(values[index] || '1')),
        path,
      ),
    );
  const keys = fuzz.query ?? [];
  // Node answers a request line past its header limit (16 KiB) itself, before the API sees it.
  const queryArb = fc
    .array(
      fc.tuple(
        keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, anyText) : anyText,
        queryValue,
      ),
      { maxLength: keys.length + 2 },
    )
    .filter((query) => new URLSearchParams(query).toString().length < 12_000);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const valid = fuzz.body?.valid(f) ?? {};
  const fields = fuzz.body?.fields ?? [];
  const jsonBody: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
    // The valid body with one or two fields replaced by anything.
    {
      weight: 5,
      arbitrary: fc
        .array(fc.tuple(fields.length > 0 ? fc.constantFrom(...fields) : anyText, anyValue), {
          minLength: 1,
          maxLength: 2,
        })
        .map((changes) => ({
          json: changes.reduce<unknown>((body, [key, value]) => setPath(body, key, value), valid),
        })),
    },
    // The valid body with a field missing.
    {
      weight: 1,
      arbitrary: (fields.length > 0 ? fc.constantFrom(...fields) : anyText).map((missing) => ({
        json: setPath(valid, missing, undefined),
      })),
    },
    // The known fields, each anything or absent.
    {
      weight: 2,
      arbitrary: fc
        .record(Object.fromEntries(fields.map((field) => [field, anyValue])), { requiredKeys: [] })
        .map((values) => ({
          json: Object.entries(values).reduce<unknown>((body, [key, value]) => setPath(body, key, value), {}),
        })),
    },
    // Any JSON at all: arrays, strings, numbers, null, deep objects.
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json })) },
    // Prototype pollution attempts.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}')
        .map((raw) => ({ raw })),
    },
    // Not JSON.
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '\u0000', 'a=1&b=2'), anyText)
        .map((raw) => ({ raw })),
    },
    // Too large.
    {
      weight: 1,
      arbitrary: huge(1_000, 300_000).map((text) => ({ json: { ...valid, [fields[0] ?? 'x']: text } })),
    },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'application/merge-patch+json',
        'application/vnd.api+json',
        'application/ld+json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      ),
    },
  );
  return fc.record({
    path: pathArb,
    query: queryArb,
    body: hasBody
      ? fc.option(jsonBody, { freq: 6 }).map((body) => body ?? undefined)
      : fc.constant(undefined),
    contentType: hasBody ? contentType : fc.constant(undefined),
    signature: fuzz.signed
      ? fc.oneof({ weight: 5, arbitrary: fc.constant('valid' as const) }, fc.constant('wrong' as const))
      : fc.constant(undefined),
    signedAs: fc.constant(fuzz.signed),
  }) as fc.Arbitrary<FuzzRequest>;
}

/* ---------------------------------------------------------------- the API under fuzz */

/** The fuzzed shop's online store, and the webhook ids of the deliveries sent to it. */
const FUZZ_STORE = 'atelier-fuzz.myshopify.com';
let deliveries = 0;

// The shops' stores at a fake Shopify: disconnecting one uninstalls merci's app there.
const shopify = await startFakeShopify({ ...TEST_SHOPIFY_APP });
const api = await startInstagramTestApi({
  commerce: { connectors: [createShopifyConnector(testShopifyOptions(shopify))] },
});
afterAll(async () => {
  await api.close();
  await shopify.close();
});

const routes = registeredRoutes(api.app)
  .map(({ method, url }) => ({ method, path: url.startsWith('/api/') ? url.slice('/api'.length) : url }))
  .map((route) => ({ ...route, key: `${route.method} ${route.path}` }))
  .filter(({ key }) => !NOT_FUZZED.test(key));

const TABLES: (keyof Database)[] = [
  'category',
  'subscription_offer',
  'shop',
  'user_account',
  'auth_token',
  'user_session',
  'social_account',
  'social_content',
  'social_author',
  'config_discount',
  'product',
  'discount',
  'social_automation',
  'user_notification',
  'automation_message',
  'admin_audit_log',
  'online_store',
  'online_store_connection',
  'commerce_webhook',
  'commerce_task',
];

/** Every row of every table, in an order that does not depend on the database's. */
async function snapshot(): Promise<string> {
  const tables = await Promise.all(
    TABLES.map(async (table) => {
      const rows = await api.db.selectFrom(table).selectAll().execute();
      return `${table}:${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}`;
    }),
  );
  return tables.join('\n\n');
}

async function send(method: string, request: FuzzRequest, token: string) {
  const search = new URLSearchParams(request.query).toString();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  let body: string | undefined;
  if (request.body) {
    body = 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json);
    if (body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  }
  if (request.signature && body !== undefined && request.signedAs === 'meta') {
    const secret = request.signature === 'valid' ? TEST_APP.appSecret : 'wrong-secret';
    headers['x-hub-signature-256'] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  }
  if (request.signature && body !== undefined && request.signedAs === 'shopify') {
    const secret = request.signature === 'valid' ? TEST_SHOPIFY_APP.apiSecret : 'wrong-secret';
    headers['x-shopify-hmac-sha256'] = createHmac('sha256', secret).update(body).digest('base64');
    headers['x-shopify-topic'] = 'orders/create';
    headers['x-shopify-shop-domain'] = FUZZ_STORE;
    headers['x-shopify-event-id'] = `fuzz-${(deliveries += 1)}`;
  }
  const response = await fetch(`${api.baseUrl}/api${request.path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text, and a problem body must be JSON
  }
  return { status: response.status, body: parsed };
}

/** A translation key (`form.signup_form.userEmail.error`). */
const MESSAGE_KEY = /^[a-z][a-z0-9_]*(\.[a-zA-Z0-9_]+)+$/;
/** A translation key, or a plain code of a framework's refusal (`FST_ERR_CTP_INVALID_MEDIA_TYPE`). */
const MESSAGE_KEY_OR_CODE = /^([a-z][a-z0-9_]*(\.[a-zA-Z0-9_]+)+|[A-Z][A-Z0-9_]+)$/;

describe(`fuzzing every route's body, query and path (${testDialect()})`, () => {
  let f: Fixtures;

  beforeAll(async () => {
    const shopId = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId });
    const operator = await createOwner(api.db, { shopId: null, roles: [ROLE_ADMIN] });
    await createOffers(api.db);
    const externalId = '17841400000004242';
    const accountId = await createSocialAccount(api.db, shopId, {
      external_id: externalId,
      page_id: 'page-4242',
    });
    const author = 'lea.martin';
    const contentId = await createContent(api.db, accountId, { author_username: author });
    const rewardedId = await createContent(api.db, accountId, { author_username: author });
    const config = await createConfigDiscountOfEachType(api.db, shopId);
    const productId = await createProduct(api.db, shopId, contentId);
    f = {
      token: await api.signIn(owner.email, owner.password),
      email: owner.email,
      password: owner.password,
      shopId,
      userId: owner.id,
      categoryId: await createCategory(api.db),
      accountId,
      externalId,
      contentId,
      author,
      config,
      productId,
      discountId: await createDiscount(api.db, shopId, rewardedId, {
        username: author,
        status: 'use_requested',
      }),
      automationId: await createAutomation(api.db, shopId),
      notificationId: await createNotification(api.db, owner.id),
      storeId: (
        await api.db
          .insertInto('online_store')
          .values({
            shop_id: shopId,
            platform: 'shopify',
            domain: FUZZ_STORE,
            ...connectedStoreTokens(shopify, api.ctx.commerce.cipher, FUZZ_STORE),
            status: 'connected',
            connected_at: '2026-11-22T09:00:00.000Z',
            disconnected_at: null,
            created_at: '2026-11-22T09:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      operatorToken: await api.signIn(operator.email, operator.password),
      leaver: {
        id: (await createOwner(api.db, { shopId })).id,
        shopId,
        roles: [ROLE_OWNER],
      },
      pendingShopId: await createShop(api.db, { validated: 0, quota: null, quota_remaining: null }),
    };
  });

  it('has a fuzz case for every registered route', () => {
    const missing = routes.filter(({ key }) => !(key in FUZZ)).map(({ key }) => `no fuzz case for ${key}`);
    expect(missing).toEqual([]);
    const registered = new Set(routes.map(({ key }) => key));
    expect(Object.keys(FUZZ).filter((key) => !registered.has(key))).toEqual([]);
  });

  it.each(
    routes
      .filter(({ key }) => key in FUZZ)
      .map(({ key, method, path }, index) => [key, method, path, index] as const),
  )(
    '%s answers 2xx or 4xx with a problem body, and a refusal changes nothing',
    async (key, method, path, index) => {
      const fuzz = FUZZ[key] as FuzzCase;
      const numRuns = method !== 'GET' ? RUNS.write : (fuzz.query?.length ?? 0) > 0 ? RUNS.list : RUNS.read;
      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(method, path, fuzz, f), async (request) => {
          let token = fuzz.operator ? f.operatorToken : f.token;
          if (fuzz.endsSessions) {
            token = await signSession(api.app, f.leaver);
            before = await snapshot();
          }
          const response = await send(method, request, token);
          const shown = `${method} ${request.path} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
          const redirect = fuzz.redirects === true && response.status >= 300 && response.status < 400;
          expect(
            redirect ||
              (response.status >= 200 && response.status < 300) ||
              (response.status >= 400 && response.status < 500),
            shown,
          ).toBe(true);
          if (response.status >= 400) {
            expect(response.body, shown).toMatchObject({
              status: response.status,
              message: expect.any(String),
            });
            // Keys the dashboard translates (or a plain code), never a sentence in English.
            const { message, violations = [] } = response.body as {
              message: string;
              violations?: { message: string }[];
            };
            expect(message, shown).toMatch(MESSAGE_KEY_OR_CODE);
            for (const violation of violations) expect(violation.message, shown).toMatch(MESSAGE_KEY);
            const after = await snapshot();
            expect(after === before, `${shown} changed the database`).toBe(true);
          } else {
            before = await snapshot();
          }
        }),
        // A failure stops shrinking after a while and is reported with the smallest request so far;
        // a run cut short by the limit fails too, so fewer runs than asked never pass unseen.
        { seed: SEED + index, numRuns, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: true },
      );
    },
    60_000,
  );
});
