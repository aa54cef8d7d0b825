import type { RewardStatistics } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createDiscount,
  createContent,
  createOwner,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const now = new Date('2026-11-22T10:00:00.000Z');

describe(`account, shop and public lists (${testDialect()})`, () => {
  let api: TestApi;
  let shopId: number;
  let otherShopId: number;
  let owner: { id: number; email: string; password: string };
  let token: string;

  beforeAll(async () => {
    api = await startTestApi({ now: () => now });
    shopId = await createShop(api.db, { name: 'Maison Lumière', quota: 10, quota_remaining: 7 });
    otherShopId = await createShop(api.db, { name: 'Concurrent' });
    owner = await createOwner(api.db, { shopId, password: 'ancien-mdp' });
    token = await api.signIn(owner.email, owner.password);
    const account = await createSocialAccount(api.db, shopId);
    // Two rewards this month, one in October, one a year ago.
    for (const createdAt of [
      '2026-11-03T09:00:00.000Z',
      '2026-11-20T09:00:00.000Z',
      '2026-10-15T09:00:00.000Z',
      '2025-11-30T09:00:00.000Z',
    ]) {
      const content = await createContent(api.db, account);
      await createDiscount(api.db, shopId, content, {
        created_at: createdAt,
        type: createdAt < '2026' ? 'code' : 'percent',
      });
    }
  });
  afterAll(() => api.close());

  it('GET /users/me returns the id, roles and shop of the signed-in owner', async () => {
    const response = await api.call('GET', '/users/me', { token });
    expect(response).toMatchObject({
      status: 200,
      body: {
        '@id': `/users/${owner.id}`,
        '@type': 'User',
        id: owner.id,
        email: owner.email,
        roles: ['ROLE_OWNER'],
        shop: { id: shopId, '@id': `/shops/${shopId}` },
      },
    });
  });

  it('refuses authenticated routes without a token, or with a forged one', async () => {
    expect((await api.call('GET', '/users/me')).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await api.call('GET', '/users/me', { token: forged })).toMatchObject({
      status: 401,
      body: { message: 'errors.unauthorized' },
    });
  });

  it('GET /shops/:id returns the shop with its counters, uncached', async () => {
    const response = await api.call('GET', `/shops/${shopId}`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({
      '@id': `/shops/${shopId}`,
      '@type': 'Shop',
      id: shopId,
      name: 'Maison Lumière',
      validated: true,
      discountTypes: ['percent', 'code', 'voucher', 'other'],
      discountCount: 4,
      discountMonthCount: 2,
      quota: 10,
      quotaRemaining: 7,
      subscriptionOfferType: 'advanced',
      subscriptionType: 'monthly',
      subscriptionAmount: 99,
    });
  });

  it("answers 404, with no data, for another shop's id or an id that is not one", async () => {
    for (const path of [
      `/shops/${otherShopId}`,
      '/shops/999999',
      '/shops/abc',
      `/shops/${otherShopId}/reward_statistics`,
    ]) {
      expect(await api.call('GET', path, { token })).toMatchObject({
        status: 404,
        body: { status: 404, message: 'errors.not_found' },
      });
    }
  });

  it('refuses a user without a shop on shop routes', async () => {
    const loner = await createOwner(api.db, { shopId: null });
    const lonerToken = await api.signIn(loner.email, loner.password);
    expect((await api.call('GET', `/shops/${shopId}`, { token: lonerToken })).status).toBe(404);
    expect((await api.call('GET', '/users/me', { token: lonerToken })).body).toMatchObject({ shop: null });
  });

  it.each([
    ['an owner without a shop', null, ['ROLE_OWNER']],
    ['a user of the shop who is not one of its owners', 'the shop', []],
  ] as const)("answers 404 to %s on the routes of the caller's shop", async (_who, of, roles) => {
    const user = await createOwner(api.db, { shopId: of === null ? null : shopId, roles: [...roles] });
    const userToken = await api.signIn(user.email, user.password);
    const read = await api.call('GET', `/shops/${shopId}`, { token: userToken });
    expect(read).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
    const created = await api.call('POST', '/social_automations', { token: userToken, body: {} });
    expect(created.status).toBe(404);
  });

  it('answers 404, not a server fault, to an owner whose shop was deleted since sign-in', async () => {
    const goneShopId = await createShop(api.db);
    const user = await createOwner(api.db, { shopId: goneShopId });
    const userToken = await api.signIn(user.email, user.password);
    await api.db.deleteFrom('shop').where('id', '=', goneShopId).execute();
    for (const [method, path] of [
      ['GET', `/shops/${goneShopId}`],
      ['DELETE', '/config_discounts/999999'],
    ] as const) {
      const response = await api.call(method, path, { token: userToken });
      expect(response, `${method} ${path}`).toMatchObject({ status: 404, body: { status: 404 } });
    }
  });

  it('GET /shops/:id/reward_statistics counts rewards per month over 12 months, by type and status', async () => {
    const response = await api.call<RewardStatistics>('GET', `/shops/${shopId}/reward_statistics`, { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ months: 12, total: 4, thisMonth: 2, thisYear: 3 });
    expect(response.body.byMonth).toHaveLength(12);
    expect(response.body.byMonth[0]).toMatchObject({ month: '2025-12', count: 0 });
    expect(response.body.byMonth.at(-1)).toMatchObject({ month: '2026-11', count: 2 });
    expect(response.body.byMonth.find((entry) => entry.month === '2026-10')).toMatchObject({
      month: '2026-10',
      count: 1,
    });
    // The reward of 2025-11-30 is older than the 12 months: counted in total only.
    expect(response.body.byType).toEqual({ percent: 3, code: 0, voucher: 0, other: 0 });
    expect(response.body.byStatus).toMatchObject({ assigned: 3, used: 0 });
  });

  describe('PUT /v2/users/:id/password', () => {
    it('changes the password after checking the current one', async () => {
      const wrong = await api.call('PUT', `/v2/users/${owner.id}/password`, {
        token,
        body: { password: 'pas-le-bon', newPassword: { first: 'nouveau-mdp', second: 'nouveau-mdp' } },
      });
      expect(wrong).toMatchObject({
        status: 422,
        body: {
          violations: [{ propertyPath: 'password', message: 'form.account_password_form.password.invalid' }],
        },
      });

      const invalid = await api.call('PUT', `/v2/users/${owner.id}/password`, {
        token,
        body: { password: 'ancien-mdp', newPassword: { first: '123', second: '456' } },
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toMatchObject({
        violations: expect.arrayContaining([
          { propertyPath: 'newPassword', message: 'form.account_password_form.new_password.error' },
          { propertyPath: 'confirmPassword', message: 'form.account_password_form.confirm_password.error' },
        ]),
      });

      const done = await api.call('PUT', `/v2/users/${owner.id}/password`, {
        token,
        body: { password: 'ancien-mdp', newPassword: { first: 'nouveau-mdp', second: 'nouveau-mdp' } },
      });
      expect(done).toMatchObject({ status: 200, body: { ok: true } });
      await expect(api.signIn(owner.email, 'nouveau-mdp')).resolves.toBeTruthy();
      await expect(api.signIn(owner.email, 'ancien-mdp')).rejects.toThrow(/401/);
    });

    it('names the field holding a list or an object with its own message, not a type error', async () => {
      const response = await api.call('PUT', `/v2/users/${owner.id}/password`, {
        token,
        body: {
          password: ['ancien-mdp'],
          newPassword: { first: { text: 'nouveau-mdp' }, second: 'nouveau-mdp' },
        },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        message: 'errors.validation',
        violations: expect.arrayContaining([
          { propertyPath: 'password', message: 'form.account_password_form.password.error' },
          { propertyPath: 'newPassword', message: 'form.account_password_form.new_password.error' },
        ]),
      });
    });

    it('answers 400 errors.bad_request to a body that is not an object', async () => {
      const response = await api.call('PUT', `/v2/users/${owner.id}/password`, {
        token,
        body: ['ancien-mdp', 'nouveau-mdp'],
      });
      expect(response).toMatchObject({ status: 400, body: { status: 400, message: 'errors.bad_request' } });
    });

    it("refuses to change another user's password", async () => {
      const other = await createOwner(api.db, { shopId: otherShopId });
      const response = await api.call('PUT', `/v2/users/${other.id}/password`, {
        token,
        body: { password: 'x', newPassword: { first: 'nouveau-mdp', second: 'nouveau-mdp' } },
      });
      expect(response.status).toBe(404);
    });
  });

  it('GET /categories is public and lists hydra members sorted by name', async () => {
    await createCategory(api.db, 'Épicerie fine');
    await createCategory(api.db, 'Beauté & bien-être');
    const response = await api.call<{
      'hydra:member': { id: number; name: string; '@id': string }[];
      'hydra:totalItems': number;
    }>('GET', '/categories');
    expect(response.status).toBe(200);
    // The sign-up form sends the chosen category's numeric id and shows its name.
    for (const category of response.body['hydra:member']) {
      expect(category).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
      expect(category['@id']).toBe(`/categories/${category.id}`);
    }
    const names = response.body['hydra:member'].map((category) => category.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Épicerie fine', 'Beauté & bien-être']));
    expect(response.body['hydra:totalItems']).toBe(names.length);
    expect(response.body['hydra:member'][0]?.['@id']).toMatch(/^\/categories\/\d+$/);
  });

  it('GET /subscription_offers lists the plans with monthly and annual prices in euros', async () => {
    await api.db
      .insertInto('subscription_offer')
      .values({
        type: 'advanced',
        kind: 'all',
        loyalty_quota: 50,
        reward_type_limit: 4,
        features: '["offer.feature.automation"]',
        monthly_amount: 9900,
        annual_amount: 99000,
      })
      .execute();
    const response = await api.call('GET', '/subscription_offers');
    expect(response.body).toMatchObject({
      'hydra:totalItems': 1,
      'hydra:member': [
        {
          type: 'advanced',
          loyaltyQuota: 50,
          features: ['offer.feature.automation'],
          prices: [
            { interval: 'monthly', amount: 99, currency: 'EUR' },
            { interval: 'annual', amount: 990, currency: 'EUR' },
          ],
        },
      ],
    });
  });
});
