import {
  ROLE_ADMIN,
  ROLE_OWNER,
  monthKey,
  type AdminShopDetail,
  type AdminShopSummary,
  type AssignedReward,
  type HydraCollection,
  type Shop,
  type UserNotification,
  TEXT_TOO_LONG,
} from '@merci/domain';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopTable } from '../db/schema.js';
import { registeredRoutes } from '../http/routeList.js';
import {
  createCategory,
  createContent,
  createDiscount,
  createOffers,
  createOwner,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

/** The tests' now: 22 November 2026, 11:00 in Paris. */
const NOW = '2026-11-22T10:00:00.000Z';
const THIS_MONTH = monthKey(new Date(NOW), 'Europe/Paris');
/** 1 November 2026, 00:00 in Paris. */
const MONTH_START = '2026-10-31T23:00:00.000Z';

type Shops = HydraCollection<AdminShopSummary>;

interface Merchant {
  shopId: number;
  userId: number;
  email: string;
  token: string;
}

interface Operator {
  id: number;
  email: string;
  token: string;
}

async function operatorOf(api: TestApi, email = 'ops@merci.test'): Promise<Operator> {
  const user = await createOwner(api.db, { shopId: null, email, roles: [ROLE_ADMIN] });
  return { id: user.id, email: user.email, token: await api.signIn(user.email, user.password) };
}

/** A shop waiting for validation (as sign-up leaves it) or any other, with its owner signed in. */
async function merchantOf(
  api: TestApi,
  shop: Partial<Insertable<ShopTable>> = {},
  email?: string,
): Promise<Merchant> {
  const shopId = await createShop(api.db, { quota_period: THIS_MONTH, ...shop });
  const owner = await createOwner(api.db, { shopId, ...(email ? { email } : {}) });
  return {
    shopId,
    userId: owner.id,
    email: owner.email,
    token: await api.signIn(owner.email, owner.password),
  };
}

const PENDING: Partial<Insertable<ShopTable>> = {
  validated: 0,
  discount_types: '[]',
  quota: null,
  quota_remaining: null,
  quota_period: null,
  subscription_offer_type: null,
  subscription_type: null,
  subscription_amount: null,
};

const PLAN = { offerType: 'advanced', subscriptionType: 'annual', discountTypes: ['percent', 'code'] };

describe(`the operator's routes (${testDialect()})`, () => {
  let api: TestApi;
  let operator: Operator;
  let owner: Merchant;

  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(NOW) });
    // Pro is not sold here: a known offer type that names no offer.
    await createOffers(api.db, ['basic', 'advanced', 'enterprise']);
    operator = await operatorOf(api);
    owner = await merchantOf(api, PENDING);
  });
  afterAll(() => api.close());

  const call = <T = unknown>(method: string, path: string, body?: unknown, token = operator.token) =>
    api.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
  const detail = (shopId: number) => call<AdminShopDetail>('GET', `/admin/shops/${shopId}`);
  const auditCount = async (shopId: number) =>
    (await api.db.selectFrom('admin_audit_log').select('id').where('shop_id', '=', shopId).execute()).length;

  describe('who may call them', () => {
    /** Every /admin route the server registered, a real shop's id in the path. */
    const adminRoutes = () =>
      registeredRoutes(api.app)
        .filter(({ url }) => url.startsWith('/api/admin/'))
        .map(({ method, url }) => ({
          method,
          path: url.slice('/api'.length).replace(':id', String(owner.shopId)),
          body: url.endsWith('/suspend') || url.endsWith('/reinstate') ? { reason: 'Contrôle' } : PLAN,
        }));

    it('registers the seven operator routes', () => {
      expect(
        adminRoutes()
          .filter(({ method }) => method !== 'HEAD')
          .map(({ method, path }) => `${method} ${path.replace(String(owner.shopId), ':id')}`)
          .sort(),
      ).toEqual([
        'GET /admin/shops',
        'GET /admin/shops/:id',
        'POST /admin/shops/:id/instagram/webhook_subscription',
        'POST /admin/shops/:id/plan',
        'POST /admin/shops/:id/reinstate',
        'POST /admin/shops/:id/suspend',
        'POST /admin/shops/:id/validate',
      ]);
    });

    it('answers 401 without a session and 403 to an owner on every /admin route, changing nothing', async () => {
      const before = await api.db.selectFrom('shop').selectAll().where('id', '=', owner.shopId).execute();
      for (const { method, path, body } of adminRoutes()) {
        const withBody = method === 'POST' ? { body } : {};
        const anonymous = await api.call(method, path, withBody);
        expect(anonymous.status, `${method} ${path} without a session`).toBe(401);
        const asOwner = await api.call(method, path, { token: owner.token, ...withBody });
        expect(asOwner.status, `${method} ${path} as an owner`).toBe(403);
        if (method !== 'HEAD') {
          expect(anonymous.body).toEqual({ status: 401, message: 'errors.unauthorized' });
          expect(asOwner.body).toEqual({ status: 403, message: 'errors.forbidden' });
        }
      }
      expect(await api.db.selectFrom('shop').selectAll().where('id', '=', owner.shopId).execute()).toEqual(
        before,
      );
      expect(await auditCount(owner.shopId)).toBe(0);
    });

    it('reads the roles from the database, not from the token signed before they changed', async () => {
      const demoted = await operatorOf(api, 'former.ops@merci.test');
      expect((await call('GET', '/admin/shops', undefined, demoted.token)).status).toBe(200);
      await api.db
        .updateTable('user_account')
        .set({ roles: JSON.stringify([]) })
        .where('id', '=', demoted.id)
        .execute();
      expect((await call('GET', '/admin/shops', undefined, demoted.token)).body).toEqual({
        status: 403,
        message: 'errors.forbidden',
      });

      const promoted = await merchantOf(api, {}, 'promoted@shop.test');
      await api.db
        .updateTable('user_account')
        .set({ roles: JSON.stringify([ROLE_OWNER, ROLE_ADMIN]) })
        .where('id', '=', promoted.userId)
        .execute();
      expect((await call('GET', '/admin/shops', undefined, promoted.token)).status).toBe(200);
    });

    it('keeps an operator out of the owner routes: an operator has no shop', async () => {
      const me = await call<{ roles: string[]; shop: null }>('GET', '/users/me');
      expect(me.body).toMatchObject({ roles: [ROLE_ADMIN], shop: null });
      expect((await call('GET', `/shops/${owner.shopId}`)).status).toBe(404);
    });
  });

  it('documents the operator routes in the OpenAPI description, with their query, body and answers', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<
        string,
        Record<
          string,
          { tags?: string[]; parameters?: { name: string }[]; responses?: Record<string, unknown> }
        >
      >;
    };
    const list = document.paths['/api/admin/shops']?.get;
    expect(list?.tags).toEqual(['admin']);
    expect(list?.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      'itemsPerPage',
      'page',
      'q',
      'status',
    ]);
    for (const action of ['validate', 'plan', 'suspend', 'reinstate']) {
      const route = document.paths[`/api/admin/shops/{id}/${action}`]?.post;
      expect(route).toMatchObject({ tags: ['admin'], requestBody: expect.any(Object) });
      expect(Object.keys(route?.responses ?? {}).sort()).toEqual([
        '200',
        '400',
        '401',
        '403',
        '404',
        '409',
        '422',
      ]);
    }
  });

  describe('bad input', () => {
    it.each([
      ['status=foo', 'status', 'errors.invalid_choice'],
      ['page=0', 'page', 'errors.out_of_range'],
      ['page=abc', 'page', 'errors.invalid_type'],
      ['itemsPerPage=101', 'itemsPerPage', 'errors.out_of_range'],
      ['itemsPerPage=0', 'itemsPerPage', 'errors.out_of_range'],
      [`q=${'a'.repeat(101)}`, 'q', 'errors.out_of_range'],
    ])('answers 400 to ?%s with a violation on %s', async (query, propertyPath, message) => {
      const response = await call(`GET`, `/admin/shops?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        status: 400,
        message: 'errors.bad_request',
        violations: [{ propertyPath, message }],
      });
    });

    it('accepts a search of 100 characters and the largest page size', async () => {
      expect((await call('GET', `/admin/shops?q=${'a'.repeat(100)}`)).status).toBe(200);
      expect((await call('GET', '/admin/shops?itemsPerPage=100')).status).toBe(200);
    });

    it.each(['999999', '0', '-1', '1.5', 'abc', '99999999999'])(
      'answers 404 for the shop %s on every route',
      async (id) => {
        expect((await call('GET', `/admin/shops/${id}`)).body).toEqual({
          status: 404,
          message: 'errors.not_found',
        });
        for (const [action, body] of [
          ['validate', PLAN],
          ['plan', PLAN],
          ['suspend', { reason: 'Contrôle' }],
          ['reinstate', { reason: 'Contrôle' }],
        ] as const) {
          const response = await call('POST', `/admin/shops/${id}/${action}`, body);
          expect(response.status, `${action} ${id}`).toBe(404);
          expect(response.body).toEqual({ status: 404, message: 'errors.not_found' });
        }
      },
    );

    const violation = (propertyPath: string, message: string) => ({
      status: 422,
      message: 'errors.validation',
      violations: [{ propertyPath, message }],
    });

    it.each([
      [
        'nothing',
        {},
        {
          status: 422,
          message: 'errors.validation',
          violations: [
            { propertyPath: 'offerType', message: 'admin.form.offer_type.error' },
            { propertyPath: 'subscriptionType', message: 'admin.form.subscription_type.error' },
            { propertyPath: 'discountTypes', message: 'admin.form.discount_types.error' },
          ],
        },
      ],
      [
        'an offer type out of the list',
        { ...PLAN, offerType: 'gold' },
        violation('offerType', 'admin.form.offer_type.error'),
      ],
      [
        'an offer that is not sold',
        { ...PLAN, offerType: 'pro' },
        violation('offerType', 'admin.form.offer_type.error'),
      ],
      [
        'an unknown interval',
        { ...PLAN, subscriptionType: 'weekly' },
        violation('subscriptionType', 'admin.form.subscription_type.error'),
      ],
      [
        'no reward type',
        { ...PLAN, discountTypes: [] },
        violation('discountTypes', 'admin.form.discount_types.error'),
      ],
      [
        'a reward type twice',
        { ...PLAN, discountTypes: ['percent', 'percent'] },
        violation('discountTypes', 'admin.form.discount_types.error'),
      ],
      [
        'an unknown reward type',
        { ...PLAN, discountTypes: ['percent', 'gift'] },
        violation('discountTypes', 'admin.form.discount_types.error'),
      ],
      [
        'more reward types than the offer allows',
        { ...PLAN, offerType: 'basic', discountTypes: ['percent', 'code'] },
        violation('discountTypes', 'admin.form.discount_types.too_many'),
      ],
    ])('refuses to validate with %s, and changes nothing', async (_what, body, problem) => {
      const before = (await detail(owner.shopId)).body;
      const response = await call('POST', `/admin/shops/${owner.shopId}/validate`, body);
      expect(response.status).toBe(422);
      expect(response.body).toEqual(problem);
      // The shop as it was (the answer's headers, its date among them, may differ).
      expect((await detail(owner.shopId)).body).toEqual(before);
      expect(before).toMatchObject({ validated: false, audit: [] });
    });

    it('answers 400 to a body that is not an object or a field of the wrong type', async () => {
      for (const body of ['validate', [PLAN], { ...PLAN, discountTypes: { percent: true } }]) {
        const response = await call('POST', `/admin/shops/${owner.shopId}/validate`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toMatchObject({ status: 400, message: 'errors.bad_request' });
      }
      const noBody = await call('POST', `/admin/shops/${owner.shopId}/suspend`);
      expect(noBody.status).toBe(400);
      expect(await auditCount(owner.shopId)).toBe(0);
    });

    it.each([
      ['no reason', {}, 'admin.form.reason.error'],
      ['an empty reason', { reason: '' }, 'admin.form.reason.error'],
      ['a blank reason', { reason: '   ' }, 'admin.form.reason.error'],
      ['a reason of 501 characters', { reason: 'a'.repeat(501) }, TEXT_TOO_LONG],
    ])('refuses to suspend with %s', async (_what, body, message) => {
      const response = await call('POST', `/admin/shops/${owner.shopId}/suspend`, body);
      expect(response.body).toEqual(violation('reason', message));
      expect((await detail(owner.shopId)).body).toMatchObject({ suspended: false, audit: [] });
    });
  });

  describe('one shop', () => {
    it('shows the owner, contact, plan, quota, Instagram, the 5 latest rewards as the owner sees them, and the audit log', async () => {
      const category = await createCategory(api.db, 'Épicerie fine');
      const shop = await merchantOf(
        api,
        {
          name: 'Épicerie Lumière',
          category_id: category,
          phone_number: '0478123456',
          address_first_row: '12 rue des Lilas',
          address_second_row: 'Bâtiment B',
          postal_code: '69002',
          city: 'Lyon',
          social_name: 'epicerie.lumiere',
          discount_types: JSON.stringify(['percent', 'voucher']),
          quota: 10,
          quota_remaining: 7,
          subscription_offer_type: 'basic',
          subscription_type: 'monthly',
          validated_at: '2026-10-02T09:00:00.000Z',
          created_at: '2026-10-01T09:00:00.000Z',
        },
        'epicerie@shop.test',
      );
      const account = await createSocialAccount(api.db, shop.shopId, {
        account_name: 'epicerie.lumiere',
        token_expires_at: '2027-01-10T00:00:00.000Z',
      });
      for (let day = 1; day <= 7; day += 1) {
        const content = await createContent(api.db, account);
        await createDiscount(api.db, shop.shopId, content, {
          username: `auteur_${day}`,
          created_at: `2026-11-${String(day + 10).padStart(2, '0')}T09:00:00.000Z`,
        });
      }

      const response = await detail(shop.shopId);
      expect(response.status).toBe(200);
      const owners = await api.call<HydraCollection<AssignedReward>>(
        'GET',
        `/shops/${shop.shopId}/discounts?itemsPerPage=5`,
        { token: shop.token },
      );
      expect(response.body).toEqual({
        '@id': `/admin/shops/${shop.shopId}`,
        '@type': 'AdminShop',
        id: shop.shopId,
        name: 'Épicerie Lumière',
        ownerEmail: 'epicerie@shop.test',
        category: 'Épicerie fine',
        createdAt: '2026-10-01T09:00:00.000Z',
        activated: true,
        validated: true,
        suspended: false,
        plan: 'basic',
        quota: 10,
        quotaUsed: 3,
        instagram: 'connected',
        instagramAccount: 'epicerie.lumiere',
        owner: { name: 'Camille Martin', email: 'epicerie@shop.test', activated: true },
        contact: {
          phoneNumber: '0478123456',
          addressFirstRow: '12 rue des Lilas',
          addressSecondRow: 'Bâtiment B',
          postalCode: '69002',
          city: 'Lyon',
          socialName: 'epicerie.lumiere',
        },
        timeZone: 'Europe/Paris',
        discountTypes: ['percent', 'voucher'],
        subscriptionType: 'monthly',
        quotaRemaining: 7,
        quotaRenewsAt: '2026-11-30T23:00:00.000Z',
        validatedAt: '2026-10-02T09:00:00.000Z',
        suspendedAt: null,
        suspensionReason: null,
        instagramAccountDetail: {
          accountName: 'epicerie.lumiere',
          tokenExpiresAt: '2027-01-10T00:00:00.000Z',
          health: 'connected',
          webhooks: 'missing',
          webhookError: null,
          webhooksCheckedAt: null,
          graphRefusal: null,
          graphRefusalAt: null,
        },
        // No online store ever connected (a connected one: onlineStoreOrderTracking.test.ts).
        onlineStore: null,
        lastRewards: owners.body['hydra:member'],
        audit: [],
      });
      expect(response.body.lastRewards.map((reward) => reward.username)).toEqual(
        [7, 6, 5, 4, 3].map((day) => `auteur_${day}`),
      );
      expect(response.body.lastRewards[0]).toMatchObject({
        permalink: expect.stringContaining('instagram.com'),
      });
    });
  });

  describe('validating a shop', () => {
    it('sets the plan, reward types and quota, e-mails and notifies the owner, and the owner sees a validated shop', async () => {
      const shop = await merchantOf(api, { ...PENDING, name: 'Atelier Nina' }, 'nina@atelier.test');
      const mails = api.outbox().length;
      const response = await call<AdminShopDetail>('POST', `/admin/shops/${shop.shopId}/validate`, PLAN);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: shop.shopId,
        validated: true,
        plan: 'advanced',
        subscriptionType: 'annual',
        discountTypes: ['percent', 'code'],
        quota: 50,
        quotaRemaining: 50,
        quotaUsed: 0,
        validatedAt: NOW,
      });
      expect(response.body.audit).toEqual([
        {
          '@id': expect.stringMatching(new RegExp(`^/admin/shops/${shop.shopId}/audit/\\d+$`)),
          '@type': 'AuditEntry',
          id: expect.any(Number),
          operator: 'ops@merci.test',
          action: 'validate',
          before: {
            validated: false,
            offerType: null,
            subscriptionType: null,
            discountTypes: [],
            quota: null,
            quotaRemaining: null,
          },
          after: {
            validated: true,
            offerType: 'advanced',
            subscriptionType: 'annual',
            discountTypes: ['percent', 'code'],
            quota: 50,
            quotaRemaining: 50,
          },
          reason: null,
          createdAt: NOW,
        },
      ]);

      const mail = api.outbox().slice(mails);
      expect(mail).toEqual([
        expect.objectContaining({ to: 'nina@atelier.test', subject: 'Votre boutique merci est validée' }),
      ]);
      expect(mail[0]?.text).toContain('« Atelier Nina »');
      expect(mail[0]?.text).toContain(
        'l’offre Advanced (annuelle), jusqu’à 50 contenus récompensés par mois',
      );
      expect(mail[0]?.text).toContain('http://dashboard.test/\n');

      const notifications = await api.call<HydraCollection<UserNotification>>(
        'GET',
        `/users/${shop.userId}/user_notifications`,
        { token: shop.token },
      );
      expect(notifications.body['hydra:member']).toEqual([
        expect.objectContaining({
          title: 'Votre boutique est validée',
          read: false,
          link: '/',
          createdAt: NOW,
        }),
      ]);
      expect(notifications.body['hydra:member'][0]?.message).toContain(
        'avec les récompenses Réduction, Code Promo',
      );

      const seen = await api.call<Shop>('GET', `/shops/${shop.shopId}`, { token: shop.token });
      expect(seen.body).toMatchObject({
        validated: true,
        discountTypes: ['percent', 'code'],
        quota: 50,
        quotaRemaining: 50,
        subscriptionOfferType: 'advanced',
        subscriptionType: 'annual',
        subscriptionAmount: 990,
        suspension: null,
      });

      const again = await call('POST', `/admin/shops/${shop.shopId}/validate`, PLAN);
      expect(again.body).toEqual({ status: 409, message: 'admin.errors.already_validated' });
      expect(await auditCount(shop.shopId)).toBe(1);
    });

    it('counts what the shop rewarded this month against the new quota, in its time zone', async () => {
      const shop = await merchantOf(api, PENDING);
      const account = await createSocialAccount(api.db, shop.shopId);
      // October in UTC, November in Paris; then the last second of October in Paris.
      for (const at of ['2026-10-31T23:30:00.000Z', '2026-11-20T10:00:00.000Z', '2026-10-31T22:59:59.000Z'])
        await createDiscount(api.db, shop.shopId, await createContent(api.db, account), { created_at: at });
      const response = await call<AdminShopDetail>('POST', `/admin/shops/${shop.shopId}/validate`, {
        offerType: 'basic',
        subscriptionType: 'monthly',
        discountTypes: ['voucher'],
      });
      expect(response.body).toMatchObject({ quota: 10, quotaRemaining: 8, quotaUsed: 2 });
      expect(
        (await api.call<Shop>('GET', `/shops/${shop.shopId}`, { token: shop.token })).body,
      ).toMatchObject({ quotaRemaining: 8, subscriptionAmount: 29 });
    });
  });

  describe('changing the plan', () => {
    const plan = (shopId: number, offerType: string, discountTypes = ['percent']) =>
      call<AdminShopDetail>('POST', `/admin/shops/${shopId}/plan`, {
        offerType,
        subscriptionType: 'monthly',
        discountTypes,
      });

    it('moves this month’s remaining quota by the difference: 50 → 10 with 45 left leaves 5', async () => {
      const shop = await merchantOf(api, {
        quota: 50,
        quota_remaining: 45,
        subscription_offer_type: 'advanced',
      });
      const response = await plan(shop.shopId, 'basic');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ plan: 'basic', quota: 10, quotaRemaining: 5, quotaUsed: 5 });
      expect(response.body.audit).toEqual([
        expect.objectContaining({
          action: 'change_plan',
          operator: 'ops@merci.test',
          before: {
            offerType: 'advanced',
            subscriptionType: 'monthly',
            discountTypes: ['percent', 'code', 'voucher', 'other'],
            quota: 50,
            quotaRemaining: 45,
          },
          after: {
            offerType: 'basic',
            subscriptionType: 'monthly',
            discountTypes: ['percent'],
            quota: 10,
            quotaRemaining: 5,
          },
        }),
      ]);
      expect(
        (await api.call<Shop>('GET', `/shops/${shop.shopId}`, { token: shop.token })).body,
      ).toMatchObject({ quota: 10, quotaRemaining: 5, discountTypes: ['percent'], subscriptionAmount: 29 });
      const notifications = await api.call<HydraCollection<UserNotification>>(
        'GET',
        `/users/${shop.userId}/user_notifications`,
        { token: shop.token },
      );
      expect(notifications.body['hydra:member']).toEqual([
        expect.objectContaining({ title: 'Votre offre a changé', link: '/' }),
      ]);
      expect(notifications.body['hydra:member'][0]?.message).toContain(
        'Il vous reste 5 contenus à récompenser ce mois-ci.',
      );
    });

    it('never goes below 0: 50 → 10 with 3 left leaves 0', async () => {
      const shop = await merchantOf(api, { quota: 50, quota_remaining: 3 });
      expect((await plan(shop.shopId, 'basic')).body).toMatchObject({ quota: 10, quotaRemaining: 0 });
    });

    it('counts this month’s rewards when leaving an unlimited plan: 4 given, then 10 leaves 6', async () => {
      const shop = await merchantOf(api, {
        quota: null,
        quota_remaining: null,
        subscription_offer_type: 'enterprise',
      });
      const account = await createSocialAccount(api.db, shop.shopId);
      for (let n = 0; n < 4; n += 1)
        await createDiscount(api.db, shop.shopId, await createContent(api.db, account), {
          created_at: `2026-11-0${n + 1}T08:00:00.000Z`,
        });
      expect((await detail(shop.shopId)).body).toMatchObject({
        quota: null,
        quotaUsed: 4,
        quotaRemaining: null,
      });
      expect((await plan(shop.shopId, 'basic')).body).toMatchObject({
        quota: 10,
        quotaRemaining: 6,
        quotaUsed: 4,
      });
    });

    it('lifts the limit: 10 → unlimited', async () => {
      const shop = await merchantOf(api, { quota: 10, quota_remaining: 2 });
      const response = await plan(shop.shopId, 'enterprise', ['percent', 'code', 'voucher', 'other']);
      expect(response.body).toMatchObject({ plan: 'enterprise', quota: null, quotaRemaining: null });
      expect(
        (await api.call<Shop>('GET', `/shops/${shop.shopId}`, { token: shop.token })).body,
      ).toMatchObject({ quota: null, quotaRemaining: null, quotaRenewsAt: null, subscriptionAmount: 249 });
    });

    it('answers 409 for a shop not validated yet, and checks the offer like validation', async () => {
      const shop = await merchantOf(api, PENDING);
      expect((await plan(shop.shopId, 'basic')).body).toEqual({
        status: 409,
        message: 'admin.errors.not_validated',
      });
      const validated = await merchantOf(api);
      expect((await plan(validated.shopId, 'basic', ['percent', 'code'])).body).toEqual({
        status: 422,
        message: 'errors.validation',
        violations: [{ propertyPath: 'discountTypes', message: 'admin.form.discount_types.too_many' }],
      });
      expect(await auditCount(shop.shopId)).toBe(0);
      expect(await auditCount(validated.shopId)).toBe(0);
    });
  });

  describe('suspending and reinstating', () => {
    it('suspends with a reason the owner reads, reinstates, refuses each twice, and logs every action in order', async () => {
      const shop = await merchantOf(api, { ...PENDING, name: 'Fleurs de Lune' }, 'lune@fleurs.test');
      await call('POST', `/admin/shops/${shop.shopId}/validate`, PLAN);
      await call('POST', `/admin/shops/${shop.shopId}/plan`, {
        ...PLAN,
        offerType: 'basic',
        discountTypes: ['code'],
      });

      const mails = api.outbox().length;
      const suspended = await call<AdminShopDetail>('POST', `/admin/shops/${shop.shopId}/suspend`, {
        reason: '  Factures impayées depuis septembre  ',
      });
      expect(suspended.status).toBe(200);
      expect(suspended.body).toMatchObject({
        suspended: true,
        suspendedAt: NOW,
        suspensionReason: 'Factures impayées depuis septembre',
        validated: true,
      });
      const mail = api.outbox().slice(mails);
      expect(mail).toEqual([
        expect.objectContaining({ to: 'lune@fleurs.test', subject: 'Votre boutique merci est suspendue' }),
      ]);
      expect(mail[0]?.text).toContain('« Factures impayées depuis septembre »');
      expect(
        (await api.call<Shop>('GET', `/shops/${shop.shopId}`, { token: shop.token })).body.suspension,
      ).toEqual({ since: NOW, reason: 'Factures impayées depuis septembre' });
      expect((await call('POST', `/admin/shops/${shop.shopId}/suspend`, { reason: 'Encore' })).body).toEqual({
        status: 409,
        message: 'admin.errors.already_suspended',
      });
      const filtered = await call<Shops>('GET', '/admin/shops?status=suspended&q=fleurs de lune');
      expect(filtered.body['hydra:member'].map((row) => row.id)).toEqual([shop.shopId]);

      const reinstated = await call<AdminShopDetail>('POST', `/admin/shops/${shop.shopId}/reinstate`, {
        reason: 'Paiement reçu',
      });
      expect(reinstated.status).toBe(200);
      expect(reinstated.body).toMatchObject({ suspended: false, suspendedAt: null, suspensionReason: null });
      expect(api.outbox()).toHaveLength(mails + 1);
      expect(
        (await call('POST', `/admin/shops/${shop.shopId}/reinstate`, { reason: 'Encore' })).body,
      ).toEqual({
        status: 409,
        message: 'admin.errors.not_suspended',
      });

      expect(
        reinstated.body.audit.map(({ action, before, after, reason, operator: who }) => ({
          action,
          before,
          after,
          reason,
          who,
        })),
      ).toEqual([
        {
          action: 'reinstate',
          before: { suspended: true, suspensionReason: 'Factures impayées depuis septembre' },
          after: { suspended: false },
          reason: 'Paiement reçu',
          who: 'ops@merci.test',
        },
        {
          action: 'suspend',
          before: { suspended: false },
          after: { suspended: true },
          reason: 'Factures impayées depuis septembre',
          who: 'ops@merci.test',
        },
        expect.objectContaining({
          action: 'change_plan',
          before: expect.objectContaining({ offerType: 'advanced', quota: 50 }),
          after: expect.objectContaining({ offerType: 'basic', discountTypes: ['code'], quota: 10 }),
          reason: null,
        }),
        expect.objectContaining({ action: 'validate', after: expect.objectContaining({ validated: true }) }),
      ]);

      const notifications = await api.call<HydraCollection<UserNotification>>(
        'GET',
        `/users/${shop.userId}/user_notifications`,
        { token: shop.token },
      );
      expect(notifications.body['hydra:member'].map((notification) => notification.title).sort()).toEqual(
        [
          'Votre boutique est rétablie',
          'Votre boutique est suspendue',
          'Votre boutique est validée',
          'Votre offre a changé',
        ].sort(),
      );
    });
  });
});

describe(`the operator's list of shops (${testDialect()})`, () => {
  let api: TestApi;
  let operator: Operator;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(NOW) });
    operator = await operatorOf(api);
    const category = await createCategory(api.db, 'Restaurant & café');
    const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T09:00:00.000Z`;
    const add = async (
      key: string,
      email: string,
      shop: Partial<Insertable<ShopTable>>,
      activated = true,
    ) => {
      ids[key] = await createShop(api.db, { quota_period: THIS_MONTH, ...shop });
      await createOwner(api.db, { shopId: ids[key], email, activated });
    };
    await add(
      'pending',
      'nina@atelier.test',
      { ...PENDING, name: 'Épicerie Nina', created_at: day(1) },
      false,
    );
    await add('percent', 'jean_dupont@bio.test', {
      name: 'Boulangerie 100% Bio',
      category_id: category,
      quota: 10,
      quota_remaining: 7,
      subscription_offer_type: 'basic',
      created_at: day(2),
    });
    await add('thousand', 'jeanxdupont@bio.test', { name: 'Boulangerie 1000 Pains', created_at: day(3) });
    await add('suspended', 'lune@fleurs.test', {
      name: 'Fleurs de Lune',
      suspended_at: day(5),
      suspension_reason: 'Factures',
      created_at: day(4),
    });
    // Same creation time as the shop before it: the id decides.
    await add('unlimited', 'gros@compte.test', {
      name: 'Grand Magasin',
      quota: null,
      quota_remaining: null,
      subscription_offer_type: 'enterprise',
      created_at: day(4),
    });
    await add('lastMonth', 'octobre@shop.test', {
      name: 'Maison Octobre',
      quota: 10,
      quota_remaining: 1,
      quota_period: '2026-10',
      created_at: day(6),
    });

    // Instagram: connected, token expired, token revoked, only a disconnected account.
    await createSocialAccount(api.db, ids.percent as number, {
      account_name: 'boulangerie.bio',
      token_expires_at: '2027-01-01T00:00:00.000Z',
    });
    await createSocialAccount(api.db, ids.thousand as number, {
      account_name: 'mille.pains',
      token_expires_at: '2026-11-01T00:00:00.000Z',
    });
    await createSocialAccount(api.db, ids.suspended as number, {
      account_name: 'fleurs.lune',
      token_problem: 'revoked',
    });
    await createSocialAccount(api.db, ids.unlimited as number, {
      account_name: 'ancien.compte',
      disconnected_at: day(2),
    });
    await createSocialAccount(api.db, ids.lastMonth as number, {
      account_name: 'maison.octobre',
      has_account_token_expired: 1,
    });

    // The unlimited shop: 2 rewards this month in Paris, 1 in October.
    const account = await createSocialAccount(api.db, ids.unlimited as number, {
      account_name: 'grand.magasin',
    });
    for (const at of [MONTH_START, '2026-11-20T10:00:00.000Z', '2026-10-31T22:59:59.999Z'])
      await createDiscount(api.db, ids.unlimited as number, await createContent(api.db, account), {
        created_at: at,
      });
  });
  afterAll(() => api.close());

  const list = (query = '') => api.call<Shops>('GET', `/admin/shops${query}`, { token: operator.token });
  const names = (body: Shops) => body['hydra:member'].map((row) => row.name);

  it('lists every shop newest first, the id breaking ties, with what the team needs on each row', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body['@id']).toBe('/admin/shops');
    expect(response.body['@type']).toBe('hydra:Collection');
    expect(response.body['hydra:totalItems']).toBe(6);
    expect(names(response.body)).toEqual([
      'Maison Octobre',
      'Grand Magasin',
      'Fleurs de Lune',
      'Boulangerie 1000 Pains',
      'Boulangerie 100% Bio',
      'Épicerie Nina',
    ]);
    const row = (key: string) => response.body['hydra:member'].find((shop) => shop.id === ids[key]);
    expect(row('percent')).toEqual({
      '@id': `/admin/shops/${ids.percent}`,
      '@type': 'AdminShop',
      id: ids.percent,
      name: 'Boulangerie 100% Bio',
      ownerEmail: 'jean_dupont@bio.test',
      category: 'Restaurant & café',
      createdAt: '2026-11-02T09:00:00.000Z',
      activated: true,
      validated: true,
      suspended: false,
      plan: 'basic',
      quota: 10,
      quotaUsed: 3,
      instagram: 'connected',
      instagramAccount: 'boulangerie.bio',
    });
    expect(row('pending')).toMatchObject({
      activated: false,
      validated: false,
      plan: null,
      quota: null,
      quotaUsed: 0,
      category: null,
      instagram: 'not_connected',
      instagramAccount: null,
    });
    expect(row('thousand')).toMatchObject({ instagram: 'needs_reconnect', instagramAccount: 'mille.pains' });
    expect(row('suspended')).toMatchObject({ suspended: true, instagram: 'needs_reconnect' });
    expect(row('unlimited')).toMatchObject({
      quota: null,
      quotaUsed: 2,
      instagram: 'connected',
      instagramAccount: 'grand.magasin',
    });
    // A count of another month: the whole quota is there again.
    expect(row('lastMonth')).toMatchObject({ quota: 10, quotaUsed: 0, instagram: 'needs_reconnect' });
  });

  it('filters by status: pending, validated and not suspended, suspended', async () => {
    expect(names((await list('?status=pending')).body)).toEqual(['Épicerie Nina']);
    const validated = await list('?status=validated');
    expect(names(validated.body)).toEqual([
      'Maison Octobre',
      'Grand Magasin',
      'Boulangerie 1000 Pains',
      'Boulangerie 100% Bio',
    ]);
    expect(validated.body['hydra:totalItems']).toBe(4);
    expect(names((await list('?status=suspended')).body)).toEqual(['Fleurs de Lune']);
  });

  it('searches the name and the owner’s e-mail whatever the case, trimmed, with the filter', async () => {
    expect(names((await list('?q=BOULANGERIE')).body)).toEqual([
      'Boulangerie 1000 Pains',
      'Boulangerie 100% Bio',
    ]);
    expect(names((await list('?q=%20%20LUNE@Fleurs%20')).body)).toEqual(['Fleurs de Lune']);
    expect(names((await list('?q=lune&status=validated')).body)).toEqual([]);
    expect(names((await list('?q=Magasin&status=validated')).body)).toEqual(['Grand Magasin']);
    expect((await list('?q=nobody')).body['hydra:totalItems']).toBe(0);
  });

  it('searches whatever the case beyond ASCII: « Épicerie » as « ÉPICERIE » or « épicerie »', async () => {
    for (const q of ['Épicerie Nina', 'ÉPICERIE', 'épicerie nina'])
      expect(names((await list(`?q=${encodeURIComponent(q)}`)).body)).toEqual(['Épicerie Nina']);
  });

  it('takes %, _ and \\ in the search as themselves', async () => {
    expect(names((await list(`?q=${encodeURIComponent('0%')}`)).body)).toEqual(['Boulangerie 100% Bio']);
    expect(names((await list(`?q=${encodeURIComponent('n_d')}`)).body)).toEqual(['Boulangerie 100% Bio']);
    expect(names((await list(`?q=${encodeURIComponent('%')}`)).body)).toEqual(['Boulangerie 100% Bio']);
    expect((await list(`?q=${encodeURIComponent('\\')}`)).body['hydra:totalItems']).toBe(0);
  });

  it('pages 2 at a time with the total and links that keep the filters', async () => {
    const second = await list('?status=validated&itemsPerPage=2&page=2');
    expect(names(second.body)).toEqual(['Boulangerie 1000 Pains', 'Boulangerie 100% Bio']);
    expect(second.body['hydra:totalItems']).toBe(4);
    expect(second.body['hydra:view']).toEqual({
      '@id': '/admin/shops?status=validated&itemsPerPage=2&page=2',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/admin/shops?status=validated&itemsPerPage=2&page=1',
      'hydra:last': '/admin/shops?status=validated&itemsPerPage=2&page=2',
      'hydra:previous': '/admin/shops?status=validated&itemsPerPage=2&page=1',
    });
    const beyond = await list('?page=3&itemsPerPage=5');
    expect(beyond.body['hydra:member']).toEqual([]);
    expect(beyond.body['hydra:totalItems']).toBe(6);
    // 10 by default.
    expect((await list()).body['hydra:view']?.['hydra:last']).toBe('/admin/shops?page=1');
  });
});
