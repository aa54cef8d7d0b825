/**
 * Every free text a client sends has a maximum (docs/adr/029): over real HTTP, a text one
 * character over it answers 422 with the field named and `errors.too_long`, and nothing is
 * stored; a text of exactly the maximum is accepted and stored whole. Texts are counted in
 * characters: the values below are accented, two bytes each in UTF-8.
 */
import {
  ROLE_ADMIN,
  TEXT_LIMITS,
  TEXT_TOO_LONG,
  type ShopRegisterPayload,
  type TextLimit,
} from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createConfigDiscount,
  createContent,
  createOwner,
  createProduct,
  createShop,
  createSocialAccount,
  registration,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const text = (length: number) => 'é'.repeat(length);
const over = (limit: TextLimit) => text(TEXT_LIMITS[limit] + 1);
const at = (limit: TextLimit) => text(TEXT_LIMITS[limit]);
/** An e-mail address of exactly `length` characters. */
const emailOf = (length: number, domain = '@atelier.test') =>
  `${'a'.repeat(length - domain.length)}${domain}`;
const tooLong = (propertyPath: string) => [{ propertyPath, message: TEXT_TOO_LONG }];

describe(`text length limits over HTTP (${testDialect()})`, () => {
  let api: TestApi;
  let categoryId: number;
  let shopId: number;
  let token: string;
  let owner: { id: number; email: string; password: string };
  let accountId: number;

  beforeAll(async () => {
    api = await startTestApi();
    categoryId = await createCategory(api.db);
    shopId = await createShop(api.db);
    owner = await createOwner(api.db, { shopId });
    token = await api.signIn(owner.email, owner.password);
    accountId = await createSocialAccount(api.db, shopId);
  });
  afterAll(() => api.close());

  const count = async (table: 'shop' | 'user_account' | 'config_discount' | 'social_automation') =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );

  describe('POST /users/shop-register', () => {
    const fields: {
      field: string;
      limit: TextLimit;
      set: (body: ShopRegisterPayload, value: string) => void;
    }[] = [
      { field: 'shopName', limit: 'shopName', set: (body, value) => (body.shop.name = value) },
      {
        field: 'addressFirstRow',
        limit: 'addressRow',
        set: (body, value) => (body.shop.address.firstRow = value),
      },
      {
        field: 'addressSecondRow',
        limit: 'addressRow',
        set: (body, value) => (body.shop.address.secondRow = value),
      },
      { field: 'addressCity', limit: 'city', set: (body, value) => (body.shop.address.city = value) },
      { field: 'userName', limit: 'personName', set: (body, value) => (body.user.name = value) },
      { field: 'userPassword', limit: 'password', set: (body, value) => (body.user.password = value) },
      {
        field: 'userEmail',
        limit: 'email',
        set: (body, value) => (body.user.email = emailOf(value.length)),
      },
    ];

    it.each(fields)(
      'refuses a $field one character over its limit, storing nothing',
      async ({ field, limit, set }) => {
        const email = `refused-${field.toLowerCase()}@atelier.test`;
        const body = registration(categoryId, email);
        set(body, over(limit));
        const [shops, users] = [await count('shop'), await count('user_account')];
        const response = await api.call('POST', '/users/shop-register', { body });
        expect(response).toMatchObject({
          status: 422,
          body: { message: 'errors.validation', violations: tooLong(field) },
        });
        expect([await count('shop'), await count('user_account')]).toEqual([shops, users]);
        expect(api.outbox().filter((mail) => mail.to === body.user.email)).toEqual([]);
      },
    );

    it('accepts every text at its limit and stores it whole; the password then signs in', async () => {
      const email = emailOf(TEXT_LIMITS.email);
      const body = registration(categoryId, email);
      for (const { limit, set } of fields) set(body, at(limit));
      const response = await api.call('POST', '/users/shop-register', { body });
      expect(response).toMatchObject({ status: 201, body: { ok: true } });
      const shop = await api.db
        .selectFrom('shop')
        .innerJoin('user_account', 'user_account.shop_id', 'shop.id')
        .select(['shop.name', 'shop.address_first_row', 'shop.city', 'user_account.name as userName'])
        .where('user_account.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(shop).toEqual({
        name: at('shopName'),
        address_first_row: at('addressRow'),
        city: at('city'),
        userName: at('personName'),
      });
      const signIn = await api.call('POST', '/v1/oauth', {
        body: { email, password: at('password'), context: 'shop' },
      });
      expect(signIn).toMatchObject({ status: 200, body: { activated: false } });
    });
  });

  describe('passwords', () => {
    it('refuses at sign-in a password over the limit, even the right one, like any wrong password', async () => {
      // An account from before the limit, whose password is longer: it must choose a new one.
      const legacy = await createOwner(api.db, { shopId, password: over('password') });
      const response = await api.call('POST', '/v1/oauth', {
        body: { email: legacy.email, password: legacy.password, context: 'shop' },
      });
      expect(response).toMatchObject({ status: 401, body: { message: 'account.errors.signin' } });
    });

    it('PUT /v2/users/:id/password refuses a new password over the limit and keeps the old one', async () => {
      const user = await createOwner(api.db, { shopId });
      const bearer = await api.signIn(user.email, user.password);
      const change = (newPassword: string) =>
        api.call('PUT', `/v2/users/${user.id}/password`, {
          token: bearer,
          body: { password: user.password, newPassword: { first: newPassword, second: newPassword } },
        });
      expect(await change(over('password'))).toMatchObject({
        status: 422,
        body: { message: 'errors.validation', violations: tooLong('newPassword') },
      });
      await expect(api.signIn(user.email, user.password)).resolves.toBeTruthy();
      expect((await change(at('password'))).status).toBe(200);
      await expect(api.signIn(user.email, at('password'))).resolves.toBeTruthy();
    });

    it('POST /v1/reset-password/confirm refuses a password over the limit, leaving the link usable', async () => {
      const user = await createOwner(api.db, { shopId });
      await api.call('POST', '/v1/reset-password', { body: { email: user.email } });
      const mail = api.outbox().find((message) => message.to === user.email);
      const resetToken = /reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
      expect(resetToken).toBeTruthy();
      const refused = await api.call('POST', '/v1/reset-password/confirm', {
        body: { token: resetToken, password: over('password') },
      });
      expect(refused).toMatchObject({
        status: 422,
        body: { message: 'errors.validation', violations: tooLong('password') },
      });
      await expect(api.signIn(user.email, user.password)).resolves.toBeTruthy();
      const done = await api.call('POST', '/v1/reset-password/confirm', {
        body: { token: resetToken, password: at('password') },
      });
      expect(done).toMatchObject({ status: 200, body: { ok: true } });
      await expect(api.signIn(user.email, at('password'))).resolves.toBeTruthy();
    });
  });

  describe('configured rewards', () => {
    const cases: {
      collection: string;
      field: string;
      /** The field's name in the answer, when another. */
      resourceField?: string;
      limit: TextLimit;
      body: Record<string, unknown>;
    }[] = [
      { collection: 'config_discount_codes', field: 'code', limit: 'rewardCode', body: { type: 'code' } },
      {
        collection: 'config_discount_vouchers',
        field: 'description',
        limit: 'rewardDescription',
        body: { type: 'voucher' },
      },
      {
        collection: 'config_discount_codes',
        field: 'validityStartAt',
        resourceField: 'validity_start_at',
        limit: 'validityDate',
        body: { type: 'code', code: 'MERCI', validityEndAt: '2026-12-31' },
      },
    ];

    it.each(cases)(
      'POST /$collection refuses a $field over its limit and accepts it at the limit',
      async (item) => {
        const length = (limit: 'over' | 'at') => TEXT_LIMITS[item.limit] + (limit === 'over' ? 1 : 0);
        // A date Date.parse still reads, whatever the length of its comment.
        const value = (limit: 'over' | 'at') =>
          item.field === 'validityStartAt'
            ? `November 1 2026 (${'x'.repeat(length(limit) - 'November 1 2026 ()'.length)})`
            : text(length(limit));
        const body = (limit: 'over' | 'at') => ({
          socialContentTypes: ['feed'],
          shop: `/shops/${shopId}`,
          ...item.body,
          [item.field]: value(limit),
        });
        const before = await count('config_discount');
        expect(await api.call('POST', `/${item.collection}`, { token, body: body('over') })).toMatchObject({
          status: 422,
          body: { message: 'form.config_reward_form.error', violations: tooLong(item.field) },
        });
        expect(await count('config_discount')).toBe(before);
        const created = await api.call('POST', `/${item.collection}`, { token, body: body('at') });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ [item.resourceField ?? item.field]: value('at') });
      },
    );

    it('PUT refuses an over-long code and leaves the reward as it was', async () => {
      const id = await createConfigDiscount(api.db, shopId, { type: 'code', code: 'MERCI10', percent: 0 });
      const response = await api.call('PUT', `/config_discount_codes/${id}`, {
        token,
        body: { type: 'code', code: over('rewardCode'), socialContentTypes: ['feed'] },
      });
      expect(response).toMatchObject({ status: 422, body: { violations: tooLong('code') } });
      const row = await api.db
        .selectFrom('config_discount')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.code).toBe('MERCI10');
    });
  });

  it('PUT /products/:id/approve refuses a custom reward with an over-long description, assigning nothing', async () => {
    const contentId = await createContent(api.db, accountId);
    const productId = await createProduct(api.db, shopId, contentId);
    const approve = (description: string) =>
      api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: { type: 'other', description, shop: `/shops/${shopId}` },
      });
    expect(await approve(over('rewardDescription'))).toMatchObject({
      status: 422,
      body: { violations: tooLong('description') },
    });
    const assigned = await api.db
      .selectFrom('discount')
      .select('description')
      .where('social_content_id', '=', contentId)
      .execute();
    expect(assigned).toEqual([]);
    expect(await approve(at('rewardDescription'))).toMatchObject({
      status: 200,
      body: { description: at('rewardDescription') },
    });
  });

  describe('automations', () => {
    let rewardId: number;
    beforeAll(async () => {
      rewardId = await createConfigDiscount(api.db, shopId);
    });
    const automation = (message: string) => ({
      featureType: 'thanks',
      mode: 'automatic',
      configDiscount: `/config_discount_percents/${rewardId}`,
      message,
    });

    it('POST /social_automations refuses a message over the limit and accepts one at it', async () => {
      const before = await count('social_automation');
      expect(
        await api.call('POST', '/social_automations', { token, body: automation(over('automationMessage')) }),
      ).toMatchObject({
        status: 422,
        body: { message: 'automation.errors.create', violations: tooLong('message') },
      });
      expect(await count('social_automation')).toBe(before);
      const created = await api.call<{ id: number; message: string }>('POST', '/social_automations', {
        token,
        body: automation(at('automationMessage')),
      });
      expect(created).toMatchObject({ status: 201, body: { message: at('automationMessage') } });

      const updated = await api.call('PUT', `/social_automations/${created.body.id}`, {
        token,
        body: automation(over('automationMessage')),
      });
      expect(updated).toMatchObject({ status: 422, body: { violations: tooLong('message') } });
    });
  });

  describe('authors', () => {
    const patch = (body: Record<string, unknown>) =>
      api.call('PATCH', `/social_content_instagrams/patch_email_by_username?socialAccount=${accountId}`, {
        token,
        body,
      });

    it('PATCH patch_email_by_username refuses an over-long e-mail or username and stores an e-mail at the limit', async () => {
      await createContent(api.db, accountId, { author_username: 'lea.martin' });
      expect(
        await patch({ authorUsername: 'lea.martin', authorEmail: emailOf(255, '@example.fr') }),
      ).toMatchObject({
        status: 422,
        body: { violations: tooLong('authorEmail') },
      });
      expect(await patch({ authorUsername: 'a'.repeat(31), authorEmail: 'lea@example.fr' })).toMatchObject({
        status: 422,
        body: { violations: tooLong('authorUsername') },
      });
      const stored = await api.db.selectFrom('social_author').select('email').execute();
      expect(stored).toEqual([]);
      const email = emailOf(TEXT_LIMITS.email, '@example.fr');
      expect(await patch({ authorUsername: 'lea.martin', authorEmail: email })).toMatchObject({
        status: 200,
        body: { email },
      });
    });

    it('refuses an author filter longer than an Instagram username', async () => {
      const long = 'a'.repeat(TEXT_LIMITS.instagramUsername + 1);
      const contents = await api.call(
        'GET',
        `/social_account_instagrams/${accountId}/social_contents?authorUsername=${long}`,
        { token },
      );
      expect(contents).toMatchObject({ status: 400, body: { violations: tooLong('authorUsername') } });
      const rewards = await api.call('GET', `/shops/${shopId}/discounts?username=${long}`, { token });
      expect(rewards).toMatchObject({ status: 400, body: { violations: tooLong('username') } });
      const atLimit = 'a'.repeat(TEXT_LIMITS.instagramUsername);
      expect(
        (await api.call('GET', `/shops/${shopId}/discounts?username=${atLimit}`, { token })).status,
      ).toBe(200);
    });
  });

  it('POST /admin/shops/:id/suspend refuses a reason over the limit, suspending nothing', async () => {
    const operator = await createOwner(api.db, { shopId: null, roles: [ROLE_ADMIN] });
    const bearer = await api.signIn(operator.email, operator.password);
    const target = await createShop(api.db);
    const suspend = (reason: string) =>
      api.call('POST', `/admin/shops/${target}/suspend`, { token: bearer, body: { reason } });
    expect(await suspend(over('adminReason'))).toMatchObject({
      status: 422,
      body: { violations: tooLong('reason') },
    });
    const shop = await api.db
      .selectFrom('shop')
      .select('suspended_at')
      .where('id', '=', target)
      .executeTakeFirst();
    expect(shop?.suspended_at).toBeNull();
    expect((await suspend(at('adminReason'))).status).toBe(200);
  });
});
