/**
 * A suspended shop, generated from the routes the server registers: its owner signs in and reads
 * everything, and every change answers 403 errors.shop_suspended, but for the few that do not touch
 * the shop's business. A route added later is walked too, so the rule holds for it from the start.
 */
import { ROLE_ADMIN, type SocialAccount } from '@merci/domain';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { registeredRoutes } from '../http/routeList.js';
import {
  createAutomation,
  createConfigDiscountOfEachType,
  createContent,
  createDiscount,
  createNotification,
  createOffers,
  createOwner,
  createProduct,
  createShop,
} from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { startInstagramTestApi } from '../testing/instagram.js';

interface Suspended {
  shopId: number;
  userId: number;
  email: string;
  password: string;
  token: string;
  accountId: number;
  contentId: number;
  config: Record<'percent' | 'code' | 'voucher' | 'other', number>;
  productId: number;
  discountId: number;
  automationId: number;
  notificationId: number;
}

const CONFIG_COLLECTIONS = {
  config_discount_percents: 'percent',
  config_discount_codes: 'code',
  config_discount_vouchers: 'voucher',
  config_discount_others: 'other',
} as const;

/** Routes no merchant session opens (sign-in, sign-up, links, the customer, Meta): no shop to check. */
const SIGNED_OUT = new Set([
  'POST /v1/oauth',
  'POST /users/shop-register',
  'POST /v1/resend-activation',
  'POST /v1/reset-password',
  'POST /v1/reset-password/confirm',
  'POST /customer/discounts/use_request',
  'POST /webhooks/instagram',
  'POST /webhooks/:platform',
]);

/** Changes a suspended shop's owner may still make. */
const ALLOWED = [
  'POST /v1/logout',
  'POST /v1/logout/everywhere',
  'PATCH /user_notifications/:id',
  'POST /v2/shops/:shopId/instagram/connect',
  'PUT /social_accounts/:id/logout',
  'POST /social_account_instagrams/:id/webhook_subscription',
  'PUT /online_stores/:id/disconnect',
  'PUT /v2/users/:id/password',
];

/** Reads that are not the shop's: public lists, pictures, links, Meta's check, the documentation. */
const PUBLIC_READS =
  /^GET \/(health|categories|subscription_offers|media\/:file|v1\/activate\/:token|webhooks\/instagram|online_stores\/:platform\/callback|docs(\/.*)?)$/;

const api = await startInstagramTestApi();
afterAll(() => api.close());

/** The route's path with the suspended shop's own ids in it. */
function pathOf(path: string, s: Suspended): string {
  const collection = /^\/([a-z_]+)\/:id/.exec(path)?.[1] ?? '';
  const ids: Record<string, number> = {
    social_account_instagrams: s.accountId,
    social_accounts: s.accountId,
    social_content_instagrams: s.contentId,
    products: s.productId,
    discounts: s.discountId,
    config_discounts: s.config.percent,
    social_automations: s.automationId,
    user_notifications: s.notificationId,
    users: s.userId,
    ...Object.fromEntries(Object.entries(CONFIG_COLLECTIONS).map(([name, type]) => [name, s.config[type]])),
  };
  return path
    .replace(':shopId', String(s.shopId))
    .replace(':userId', String(s.userId))
    .replace(':id', String(ids[collection] ?? 'unknown'));
}

/** Every row of the shop, table by table: a refused change leaves them as they were. */
async function rowsOf(db: Kysely<Database>, s: Suspended) {
  return {
    shop: await db.selectFrom('shop').selectAll().where('id', '=', s.shopId).execute(),
    configs: await db
      .selectFrom('config_discount')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .orderBy('id')
      .execute(),
    products: await db
      .selectFrom('product')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .orderBy('id')
      .execute(),
    discounts: await db
      .selectFrom('discount')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .orderBy('id')
      .execute(),
    automations: await db
      .selectFrom('social_automation')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .orderBy('id')
      .execute(),
    users: await db.selectFrom('user_account').selectAll().where('shop_id', '=', s.shopId).execute(),
    accounts: await db
      .selectFrom('social_account')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .orderBy('id')
      .execute(),
    contents: await db
      .selectFrom('social_content')
      .selectAll()
      .where('social_account_id', '=', s.accountId)
      .orderBy('id')
      .execute(),
    authors: await db
      .selectFrom('social_author')
      .selectAll()
      .where('social_account_id', '=', s.accountId)
      .execute(),
    notifications: await db
      .selectFrom('user_notification')
      .selectAll()
      .where('user_id', '=', s.userId)
      .orderBy('id')
      .execute(),
  };
}

const routes = registeredRoutes(api.app).map(({ method, url }) => {
  const path = url.startsWith('/api/') ? url.slice('/api'.length) : url;
  return { method, path, key: `${method} ${path}` };
});
const changes = routes.filter(
  ({ method, path }) => !['GET', 'HEAD', 'OPTIONS'].includes(method) && !path.startsWith('/admin/'),
);
const blocked = changes.filter(({ key }) => !SIGNED_OUT.has(key) && !ALLOWED.includes(key));
const reads = routes.filter(
  ({ method, path, key }) => method === 'GET' && !path.startsWith('/admin/') && !PUBLIC_READS.test(key),
);

describe(`a suspended shop (${testDialect()})`, () => {
  let s: Suspended;
  let operatorToken: string;

  beforeAll(async () => {
    await createOffers(api.db);
    const shopId = await createShop(api.db, { name: 'Boutique suspendue', social_name: 'suspendue' });
    const owner = await createOwner(api.db, { shopId, email: 'suspendue@shop.test' });
    const token = await api.signIn(owner.email, owner.password);
    const connected = await api.call<SocialAccount>('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: api.fake.issueUserToken() },
    });
    expect(connected.status).toBe(200);
    const accountId = connected.body.id;
    const contentId = await createContent(api.db, accountId, { author_username: 'lea.martin' });
    await api.db
      .insertInto('social_author')
      .values({ social_account_id: accountId, username: 'lea.martin', email: null })
      .execute();
    const config = await createConfigDiscountOfEachType(api.db, shopId);
    const productId = await createProduct(api.db, shopId, contentId);
    s = {
      shopId,
      userId: owner.id,
      email: owner.email,
      password: owner.password,
      token,
      accountId,
      contentId,
      config,
      productId,
      discountId: await createDiscount(api.db, shopId, await createContent(api.db, accountId), {
        status: 'use_requested',
      }),
      automationId: await createAutomation(api.db, shopId),
      notificationId: await createNotification(api.db, owner.id),
    };
    const operator = await createOwner(api.db, { shopId: null, roles: [ROLE_ADMIN] });
    operatorToken = await api.signIn(operator.email, operator.password);
    const suspended = await api.call('POST', `/admin/shops/${shopId}/suspend`, {
      token: operatorToken,
      body: { reason: 'Factures impayées' },
    });
    expect(suspended.status).toBe(200);
  });

  it('still signs its owner in', async () => {
    const response = await api.call<{ token: string; activated: boolean }>('POST', '/v1/oauth', {
      body: { email: s.email, password: s.password, context: 'shop' },
    });
    expect(response.status).toBe(200);
    expect(response.body.activated).toBe(true);
    expect(response.body.token).not.toBe('');
  });

  it('walks every change an owner can make', () => {
    expect(blocked.map(({ key }) => key)).toEqual(
      expect.arrayContaining([
        'POST /products',
        'PUT /products/:id/approve',
        'POST /config_discount_percents',
        'PUT /config_discount_codes/:id',
        'DELETE /config_discounts/:id',
        'PUT /discounts/:id/accept',
        'POST /social_automations',
        'PATCH /social_automations/:id',
        'PATCH /social_content_instagrams/patch_email_by_username',
        'PUT /social_account_instagrams/:id/pull_contents',
      ]),
    );
    for (const key of ALLOWED) expect(changes.map((route) => route.key)).toContain(key);
  });

  it.each(blocked.map(({ key, method, path }) => [key, method, path] as const))(
    '%s answers 403 errors.shop_suspended and changes nothing',
    async (_key, method, path) => {
      const before = await rowsOf(api.db, s);
      const response = await api.call(method, pathOf(path, s), { token: s.token, body: {} });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status: 403, message: 'errors.shop_suspended' });
      expect(await rowsOf(api.db, s)).toEqual(before);
    },
  );

  it.each(reads.map(({ key, path }) => [key, path] as const))('%s still answers 200', async (_key, path) => {
    const query = path === '/social_content_instagrams/author_metrics' ? `?socialAccount=${s.accountId}` : '';
    const response = await api.call('GET', `${pathOf(path, s)}${query}`, { token: s.token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('reconnects Instagram: that keeps a suspended shop’s account alive', async () => {
    const reconnected = await api.call<SocialAccount>('POST', `/v2/shops/${s.shopId}/instagram/connect`, {
      token: s.token,
      body: { accessToken: api.fake.issueUserToken() },
    });
    expect(reconnected.status).toBe(200);
    expect(reconnected.body.id).toBe(s.accountId);
  });

  it('marks a notification read, changes the password, disconnects Instagram and its online store', async () => {
    const read = await api.call('PATCH', `/user_notifications/${s.notificationId}`, {
      token: s.token,
      body: { read: true },
      contentType: 'application/merge-patch+json',
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ read: true });

    const password = await api.call('PUT', `/v2/users/${s.userId}/password`, {
      token: s.token,
      body: { password: s.password, newPassword: { first: 'nouveau-secret', second: 'nouveau-secret' } },
    });
    expect(password.status).toBe(200);
    expect(await api.signIn(s.email, 'nouveau-secret')).toEqual(expect.any(String));

    const logout = await api.call<SocialAccount>('PUT', `/social_accounts/${s.accountId}/logout`, {
      token: s.token,
      body: {},
    });
    expect(logout.status).toBe(200);
    const account = await api.db
      .selectFrom('social_account')
      .select(['disconnected_at', 'access_token_encrypted'])
      .where('id', '=', s.accountId)
      .executeTakeFirstOrThrow();
    expect(account.disconnected_at).not.toBeNull();
    expect(account.access_token_encrypted).toBeNull();

    // Its online store, too: disconnecting keeps what a suspended shop may still protect.
    const store = await api.db
      .insertInto('online_store')
      .values({
        shop_id: s.shopId,
        platform: 'shopify',
        domain: 'suspendue.myshopify.com',
        access_token: api.ctx.commerce.cipher.encrypt('store-token'),
        status: 'connected',
        connected_at: null,
        disconnected_at: null,
        created_at: '2026-11-22T09:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const disconnected = await api.call('PUT', `/online_stores/${store.id}/disconnect`, { token: s.token });
    expect(disconnected).toMatchObject({ status: 200, body: { status: 'disconnected' } });
  });

  it('lets the signed-out routes answer as usual', async () => {
    const reset = await api.call('POST', '/v1/reset-password', { token: s.token, body: { email: s.email } });
    expect(reset.status).toBe(200);
    const resend = await api.call('POST', '/v1/resend-activation', {
      token: s.token,
      body: { email: s.email },
    });
    expect(resend.status).toBe(200);
  });

  it('signs its owners out, here and everywhere', async () => {
    const colleague = await createOwner(api.db, { shopId: s.shopId });
    const here = await api.signIn(colleague.email, colleague.password);
    const elsewhere = await api.signIn(colleague.email, colleague.password);
    expect((await api.call('POST', '/v1/logout', { token: here })).status).toBe(204);
    expect((await api.call('GET', '/users/me', { token: here })).status).toBe(401);
    expect((await api.call('GET', '/users/me', { token: elsewhere })).status).toBe(200);
    expect((await api.call('POST', '/v1/logout/everywhere', { token: elsewhere })).status).toBe(204);
    expect((await api.call('GET', '/users/me', { token: elsewhere })).status).toBe(401);
  });

  it('changes again once reinstated', async () => {
    const reinstated = await api.call('POST', `/admin/shops/${s.shopId}/reinstate`, {
      token: operatorToken,
      body: { reason: 'Paiement reçu' },
    });
    expect(reinstated.status).toBe(200);
    const created = await api.call('POST', '/config_discount_percents', {
      token: s.token,
      body: { type: 'percent', socialContentTypes: ['feed'], place: 'online', percent: 10 },
    });
    expect(created.status).toBe(201);
    const accepted = await api.call('PUT', `/discounts/${s.discountId}/accept`, { token: s.token, body: {} });
    expect(accepted.status).toBe(200);
  });
});
