import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createOwner, createShop, registration } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

describe(`sign-in, registration, activation and password reset (${testDialect()})`, () => {
  let api: TestApi;
  let categoryId: number;
  beforeAll(async () => {
    api = await startTestApi();
    categoryId = await createCategory(api.db, 'Mode & accessoires');
  });
  afterAll(() => api.close());

  describe('POST /v1/oauth', () => {
    it('returns a 3-hour token and activated true for an active owner', async () => {
      const shopId = await createShop(api.db);
      const owner = await createOwner(api.db, { shopId, email: 'Owner@Shop.test', password: 'secret' });
      const response = await api.call<{ token: string; activated: boolean }>('POST', '/v1/oauth', {
        body: { email: 'owner@shop.test', password: owner.password, context: 'shop' },
      });
      expect(response.status).toBe(200);
      expect(response.body.activated).toBe(true);
      const payload = JSON.parse(
        Buffer.from(response.body.token.split('.')[1] ?? '', 'base64url').toString(),
      ) as {
        exp: number;
        iat: number;
        shop: number;
      };
      expect(payload.exp - payload.iat).toBe(3 * 60 * 60);
      expect(payload.shop).toBe(shopId);
    });

    it('answers activated false (and no token) for an account not yet activated', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db), activated: false });
      const response = await api.call('POST', '/v1/oauth', {
        body: { email: owner.email, password: owner.password, context: 'shop' },
      });
      expect(response).toMatchObject({ status: 200, body: { token: '', activated: false } });
    });

    it.each([
      ['a wrong password', { password: 'wrong-one' }],
      ['an unknown address', { email: 'nobody@shop.test' }],
      ['another context', { context: 'customer' }],
      ['a malformed body', { email: 'not-an-email' }],
    ])('refuses %s with 401 account.errors.signin', async (_case, change) => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      const response = await api.call('POST', '/v1/oauth', {
        body: { email: owner.email, password: owner.password, context: 'shop', ...change },
      });
      expect(response).toMatchObject({ status: 401, body: { message: 'account.errors.signin' } });
    });
  });

  it('answers 400 errors.bad_request to a body that is not an object', async () => {
    for (const [path, body] of [
      ['/v1/oauth', [{ email: 'owner@shop.test', password: 'secret', context: 'shop' }]],
      ['/users/shop-register', [registration(categoryId)]],
      ['/v1/resend-activation', 'owner@shop.test'],
      ['/v1/reset-password', ['owner@shop.test']],
      ['/v1/reset-password/confirm', [{ token: 'x', password: 'nouveau-mdp' }]],
    ] as const) {
      const response = await api.call('POST', path, { body });
      expect(response, path).toMatchObject({
        status: 400,
        body: { status: 400, message: 'errors.bad_request' },
      });
    }
    expect(api.outbox()).toEqual([]);
  });

  describe('registration and activation', () => {
    it('creates a not-validated shop and an inactive owner, and e-mails an activation link that works', async () => {
      const response = await api.call('POST', '/users/shop-register', { body: registration(categoryId) });
      expect(response).toMatchObject({ status: 201, body: { ok: true } });

      const shop = await api.db
        .selectFrom('shop')
        .selectAll()
        .where('name', '=', 'Atelier Nina')
        .executeTakeFirstOrThrow();
      expect(shop).toMatchObject({
        validated: 0,
        phone_number: '0612345678',
        social_name: 'atelier.nina',
        city: 'Lyon',
      });
      const signIn = await api.call('POST', '/v1/oauth', {
        body: { email: 'nina@atelier-nina.test', password: 'motdepasse', context: 'shop' },
      });
      expect(signIn.body).toEqual({ token: '', activated: false });

      const mail = api.outbox().find((message) => message.to === 'nina@atelier-nina.test');
      expect(mail?.subject).toBe('Activez votre compte merci');
      const link = new URL(linkIn(mail?.text ?? ''));
      const activation = await fetch(`${api.baseUrl}${link.pathname}`, { redirect: 'manual' });
      expect(activation.status).toBe(302);
      expect(activation.headers.get('location')).toBe('http://dashboard.test/signin?activation=done');

      const token = await api.signIn('nina@atelier-nina.test', 'motdepasse');
      const me = await api.call('GET', '/users/me', { token });
      expect(me.body).toMatchObject({
        email: 'nina@atelier-nina.test',
        roles: ['ROLE_OWNER'],
        shop: { id: shop.id },
      });

      const again = await fetch(`${api.baseUrl}${link.pathname}`, { redirect: 'manual' });
      expect(again.headers.get('location')).toBe('http://dashboard.test/signin?activation=invalid');
    });

    it('answers 422 naming each invalid field with its translation key, and writes nothing', async () => {
      const body = registration(categoryId, 'bad@atelier.test');
      body.shop.phoneNumber = '0812345678';
      body.shop.address.postalCode = '6900';
      body.user.password = '123';
      const response = await api.call('POST', '/users/shop-register', { body });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        message: 'errors.validation',
        violations: expect.arrayContaining([
          { propertyPath: 'phoneNumber', message: 'form.signup_form.phoneNumber.error' },
          { propertyPath: 'addressPostalCode', message: 'form.signup_form.addressPostalCode.error' },
          { propertyPath: 'userPassword', message: 'form.signup_form.userPassword.error' },
        ]),
      });
      const user = await api.db
        .selectFrom('user_account')
        .select('id')
        .where('email', '=', 'bad@atelier.test')
        .executeTakeFirst();
      expect(user).toBeUndefined();
    });

    it('registers a shop sent without the optional second address row and Instagram name', async () => {
      const body = registration(categoryId, 'lou@chez-lou.test');
      delete body.shop.socialName;
      delete body.shop.address.secondRow;
      const response = await api.call('POST', '/users/shop-register', { body });
      expect(response).toMatchObject({ status: 201, body: { ok: true } });
      const shop = await api.db
        .selectFrom('shop')
        .innerJoin('user_account', 'user_account.shop_id', 'shop.id')
        .select(['shop.social_name', 'shop.address_second_row'])
        .where('user_account.email', '=', 'lou@chez-lou.test')
        .executeTakeFirstOrThrow();
      expect(shop).toEqual({ social_name: null, address_second_row: null });
      const signIn = await api.call('POST', '/v1/oauth', {
        body: { email: 'lou@chez-lou.test', password: 'motdepasse', context: 'shop' },
      });
      expect(signIn).toMatchObject({ status: 200, body: { token: '', activated: false } });
    });

    it('refuses an unknown category and an address already registered', async () => {
      const unknown = await api.call('POST', '/users/shop-register', {
        body: registration(999_999, 'x@atelier.test'),
      });
      expect(unknown.body).toMatchObject({ violations: [{ propertyPath: 'category' }] });
      const owner = await createOwner(api.db, { shopId: null });
      const taken = await api.call('POST', '/users/shop-register', {
        body: registration(categoryId, owner.email),
      });
      expect(taken).toMatchObject({
        status: 422,
        body: { violations: [{ propertyPath: 'userEmail', message: 'form.signup_form.userEmail.taken' }] },
      });
    });

    it('resends the activation e-mail to an inactive account only, answering the same for any address', async () => {
      const inactive = await createOwner(api.db, { shopId: null, activated: false });
      const active = await createOwner(api.db, { shopId: null });
      const before = api.outbox().length;
      for (const email of [inactive.email, active.email, 'unknown@nowhere.test']) {
        const response = await api.call('POST', '/v1/resend-activation', { body: { email } });
        // The whole answer, not a part of it: nothing in it may tell one address from another.
        expect({ status: response.status, body: response.body }, email).toEqual({
          status: 200,
          body: { ok: true },
        });
      }
      const sent = api.outbox().slice(before);
      expect(sent.map((mail) => mail.to)).toEqual([inactive.email]);
    });
  });

  describe('password reset', () => {
    it('e-mails a one-hour link whose token sets a new password once', async () => {
      const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
      const inactive = await createOwner(api.db, { shopId: await createShop(api.db), activated: false });
      const unknown = await api.call('POST', '/v1/reset-password', { body: { email: 'ghost@shop.test' } });
      const notActivated = await api.call('POST', '/v1/reset-password', { body: { email: inactive.email } });
      const response = await api.call('POST', '/v1/reset-password', { body: { email: owner.email } });
      // The same whole answer for every address: nothing in it tells who has an account.
      for (const answer of [unknown, notActivated, response]) {
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { ok: true } });
      }

      const mail = api.outbox().find((message) => message.to === owner.email);
      const link = linkIn(mail?.text ?? '');
      expect(link).toMatch(/^http:\/\/dashboard\.test\/reset-password\/[\w-]{40,}$/);
      const token = link.split('/').pop();

      const tooShort = await api.call('POST', '/v1/reset-password/confirm', {
        body: { token, password: '123' },
      });
      expect(tooShort.status).toBe(422);
      // The reset form's message, under this route's field name; the link stays usable.
      const refusal = {
        status: 422,
        body: {
          message: 'errors.validation',
          violations: [
            { propertyPath: 'password', message: 'form.account_password_form.new_password.error' },
          ],
        },
      };
      expect(tooShort).toMatchObject(refusal);
      expect(await api.call('POST', '/v1/reset-password/confirm', { body: { token } })).toMatchObject(
        refusal,
      );
      const done = await api.call('POST', '/v1/reset-password/confirm', {
        body: { token, password: 'nouveau-mdp' },
      });
      expect(done).toMatchObject({ status: 200, body: { ok: true } });
      await expect(api.signIn(owner.email, 'nouveau-mdp')).resolves.toBeTruthy();
      const reused = await api.call('POST', '/v1/reset-password/confirm', {
        body: { token, password: 'encore-un' },
      });
      expect(reused).toMatchObject({ status: 422, body: { message: 'account.errors.reset_link' } });
    });
  });

  it('limits sign-in attempts per minute', async () => {
    const limited = await startTestApi({ authRateLimit: 3 });
    try {
      const responses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        responses.push(
          await limited.call('POST', '/v1/oauth', {
            body: { email: 'a@b.test', password: 'whatever', context: 'shop' },
          }),
        );
      }
      expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 429]);
      // A problem body that says what happened, as every other failure has.
      expect(responses[3]?.body).toEqual({ status: 429, message: 'errors.too_many_requests' });
    } finally {
      await limited.close();
    }
  });
});
