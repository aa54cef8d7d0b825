import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopTable } from '../db/schema.js';
import {
  createAutomation,
  createConfigDiscount,
  createContent,
  createDiscount,
  createSocialAccount,
  postProduct,
  signedInShop,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const NOW = '2026-11-22T10:00:00.000Z';

interface Collection<T = Record<string, unknown>> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view': Record<string, string>;
}

const percentBody = (shopId: number, values: Record<string, unknown> = {}) => ({
  type: 'percent',
  socialContentTypes: ['feed', 'reels'],
  place: 'shop',
  code: '',
  percent: 20,
  description: 'Merci ambassadeur',
  validityStartAt: '2026-11-01',
  validityEndAt: '2026-12-31',
  quantity: 25,
  shop: `/shops/${shopId}`,
  createdBy: '/users/999',
  ...values,
});

describe(`configured rewards over HTTP (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(NOW) });
  });
  afterAll(() => api.close());

  const merchant = (shop: Partial<Insertable<ShopTable>> = {}) => signedInShop(api, shop);
  /** One page of the shop's configured rewards. */
  const rewardsPage = (shopId: number, token: string, query: string) =>
    api.call<Collection>('GET', `/shops/${shopId}/config_discounts${query}`, { token });

  const configCount = async (shopId: number) =>
    (await api.db.selectFrom('config_discount').select('id').where('shop_id', '=', shopId).execute()).length;

  describe('GET /shops/:shopId/config_discounts', () => {
    it('pages 10 by default, newest first, with hydra links that keep the query', async () => {
      const { shopId, token } = await merchant();
      for (let day = 1; day <= 12; day += 1) {
        await createConfigDiscount(api.db, shopId, {
          percent: day,
          created_at: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`,
        });
      }
      const first = await rewardsPage(shopId, token, '?order[createdAt]=desc&page=1');
      expect(first.status).toBe(200);
      expect(first.body['hydra:totalItems']).toBe(12);
      expect(first.body['hydra:member']).toHaveLength(10);
      expect(first.body['hydra:member'].map((reward) => reward.percent)).toEqual([
        12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
      ]);
      expect(first.body['hydra:view']['hydra:next']).toBe(
        `/shops/${shopId}/config_discounts?order%5BcreatedAt%5D=desc&page=2`,
      );
      expect(first.body['hydra:view']['hydra:previous']).toBeUndefined();

      const second = await rewardsPage(shopId, token, '?order[createdAt]=desc&page=2');
      expect(second.body['hydra:member'].map((reward) => reward.percent)).toEqual([2, 1]);
      expect(second.body['hydra:view']['hydra:previous']).toBe(
        `/shops/${shopId}/config_discounts?order%5BcreatedAt%5D=desc&page=1`,
      );
      expect(second.body['hydra:view']['hydra:next']).toBeUndefined();

      const ascending = await rewardsPage(shopId, token, '?order[createdAt]=asc&itemsPerPage=3');
      expect(ascending.body['hydra:member'].map((reward) => reward.percent)).toEqual([1, 2, 3]);
      expect(ascending.body['hydra:view']['hydra:last']).toContain('page=4');
    });

    it('caps itemsPerPage at 100', async () => {
      const { shopId, token } = await merchant();
      await api.db
        .insertInto('config_discount')
        .values(
          Array.from({ length: 101 }, () => ({
            shop_id: shopId,
            type: 'percent',
            social_content_types: JSON.stringify(['feed']),
            percent: 10,
            created_at: NOW,
          })),
        )
        .execute();
      const response = await rewardsPage(shopId, token, '?itemsPerPage=1000');
      expect(response.status).toBe(200);
      expect(response.body['hydra:totalItems']).toBe(101);
      expect(response.body['hydra:member']).toHaveLength(100);
      expect(response.body['hydra:view']['hydra:next']).toContain('page=2');
    });

    it('returns each reward with its counters as SPEC §3 names them', async () => {
      const { shopId, token } = await merchant();
      const id = await createConfigDiscount(api.db, shopId, {
        type: 'code',
        code: 'MERCI10',
        percent: 0,
        quantity: 5,
        quantity_allocated: 2,
        quantity_used: 1,
        social_content_types: JSON.stringify(['story']),
      });
      const response = await api.call<Collection>('GET', `/shops/${shopId}/config_discounts`, { token });
      expect(response.body['hydra:member']).toEqual([
        expect.objectContaining({
          '@id': `/config_discount_codes/${id}`,
          id,
          type: 'code',
          code: 'MERCI10',
          socialContentTypes: ['story'],
          quantity: 5,
          quantityAllocated: 2,
          quantityUsed: 1,
          quantityRemaining: 3,
          shop: `/shops/${shopId}`,
        }),
      ]);
    });

    it('with valid=true keeps only rewards usable now: inside their dates and with quantity left', async () => {
      const { shopId, token } = await merchant();
      const unlimited = await createConfigDiscount(api.db, shopId, { description: 'unlimited' });
      const remaining = await createConfigDiscount(api.db, shopId, {
        description: 'remaining',
        quantity: 3,
        quantity_allocated: 2,
      });
      const endsToday = await createConfigDiscount(api.db, shopId, {
        description: 'ends today',
        validity_start_at: '2026-11-01',
        validity_end_at: '2026-11-22',
      });
      await createConfigDiscount(api.db, shopId, {
        description: 'expired',
        validity_start_at: '2026-10-01',
        validity_end_at: '2026-11-21T23:00:00.000Z',
      });
      await createConfigDiscount(api.db, shopId, {
        description: 'not started',
        validity_start_at: '2026-11-23',
        validity_end_at: '2026-12-31',
      });
      await createConfigDiscount(api.db, shopId, {
        description: 'exhausted',
        quantity: 3,
        quantity_allocated: 3,
      });
      await createConfigDiscount(api.db, shopId, { description: 'none at all', quantity: 0 });

      const all = await api.call<Collection>('GET', `/shops/${shopId}/config_discounts`, { token });
      expect(all.body['hydra:totalItems']).toBe(7);

      const valid = await api.call<Collection>(
        'GET',
        `/shops/${shopId}/config_discounts?order[createdAt]=desc&itemsPerPage=10&page=1&valid=true`,
        { token },
      );
      expect(valid.status).toBe(200);
      expect(valid.body['hydra:totalItems']).toBe(3);
      expect(valid.body['hydra:member'].map((reward) => reward.id).sort()).toEqual(
        [unlimited, remaining, endsToday].sort(),
      );

      const paged = await api.call<Collection>(
        'GET',
        `/shops/${shopId}/config_discounts?valid=true&itemsPerPage=2&page=2`,
        { token },
      );
      expect(paged.body['hydra:totalItems']).toBe(3);
      expect(paged.body['hydra:member']).toHaveLength(1);
      expect(paged.body['hydra:view']['hydra:previous']).toContain('valid=true');
    });

    it('with socialContentType keeps the rewards that allow that content type', async () => {
      const { shopId, token } = await merchant();
      const story = await createConfigDiscount(api.db, shopId, {
        social_content_types: JSON.stringify(['story', 'reels']),
      });
      await createConfigDiscount(api.db, shopId, { social_content_types: JSON.stringify(['feed']) });
      const response = await api.call<Collection>(
        'GET',
        `/shops/${shopId}/config_discounts?valid=true&socialContentType=story`,
        { token },
      );
      expect(response.body['hydra:totalItems']).toBe(1);
      expect(response.body['hydra:member'][0]?.id).toBe(story);
    });

    it('answers 400 naming order[createdAt] for an order other than asc or desc', async () => {
      const { shopId, token } = await merchant();
      await createConfigDiscount(api.db, shopId);
      for (const order of ['newest', 'ASC']) {
        const response = await rewardsPage(shopId, token, `?order[createdAt]=${order}&valid=true`);
        expect(response, order).toMatchObject({
          status: 400,
          body: {
            status: 400,
            message: 'errors.bad_request',
            violations: [{ propertyPath: 'order[createdAt]', message: 'errors.invalid_choice' }],
          },
        });
      }
    });

    it("answers 404 for another shop's list, without data", async () => {
      const { token } = await merchant();
      const other = await merchant();
      await createConfigDiscount(api.db, other.shopId, { code: 'SECRET' });
      const response = await api.call('GET', `/shops/${other.shopId}/config_discounts`, { token });
      expect(response).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
      expect(JSON.stringify(response.body)).not.toContain('SECRET');
    });

    it('answers 401 without a token', async () => {
      const { shopId } = await merchant();
      const response = await api.call('GET', `/shops/${shopId}/config_discounts`);
      expect(response).toMatchObject({ status: 401, body: { status: 401, message: 'errors.unauthorized' } });
    });
  });

  describe('POST /config_discount_{type}s', () => {
    it('creates a percent reward: 201 with the resource, the author being the caller', async () => {
      const { shopId, owner, token } = await merchant();
      const response = await api.call('POST', '/config_discount_percents', {
        token,
        body: percentBody(shopId, { id: 12345, quantityAllocated: 99, unknownField: 'ignored' }),
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        '@type': 'ConfigDiscount',
        type: 'percent',
        socialContentTypes: ['feed', 'reels'],
        place: 'shop',
        code: null,
        percent: 20,
        description: 'Merci ambassadeur',
        validity_start_at: '2026-11-01',
        validity_end_at: '2026-12-31',
        quantity: 25,
        quantityAllocated: 0,
        quantityUsed: 0,
        quantityRemaining: 25,
        shop: `/shops/${shopId}`,
        createdBy: `/users/${owner.id}`,
        createdAt: NOW,
      });
      const { id } = response.body as { id: number };
      expect(id).not.toBe(12345);
      expect((response.body as { '@id': string })['@id']).toBe(`/config_discount_percents/${id}`);
      const loaded = await api.call('GET', `/config_discount_percents/${id}`, { token });
      expect(loaded).toMatchObject({ status: 200, body: { id, percent: 20 } });
    });

    it.each([
      [
        'config_discount_codes',
        { type: 'code', code: ' MERCI10 ', percent: 0 },
        { code: 'MERCI10', percent: 0 },
      ],
      [
        'config_discount_vouchers',
        { type: 'voucher', description: 'Bon de 20 €' },
        { description: 'Bon de 20 €' },
      ],
      [
        'config_discount_others',
        { type: 'other', description: 'Un café offert' },
        { description: 'Un café offert' },
      ],
    ])('creates a reward under /%s, with the shop given as an id', async (collection, values, expected) => {
      const { shopId, token } = await merchant();
      const response = await api.call('POST', `/${collection}`, {
        token,
        body: {
          socialContentTypes: ['story'],
          validityStartAt: '',
          validityEndAt: '',
          quantity: '',
          shop: shopId,
          ...values,
        },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        ...expected,
        type: values.type,
        place: 'online',
        quantity: null,
        quantityRemaining: null,
        validity_start_at: null,
        validity_end_at: null,
      });
      expect((response.body as { '@id': string })['@id']).toMatch(new RegExp(`^/${collection}/\\d+$`));
    });

    it('answers 422 with a violation per invalid field, and writes nothing', async () => {
      const { shopId, token } = await merchant();
      const response = await api.call('POST', '/config_discount_percents', {
        token,
        body: percentBody(shopId, {
          percent: 0,
          socialContentTypes: [],
          validityStartAt: '2026-12-31',
          validityEndAt: '2026-11-01',
          quantity: -1,
        }),
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ status: 422, message: 'form.config_reward_form.error' });
      const violations = (response.body as { violations: { propertyPath: string; message: string }[] })
        .violations;
      expect(violations).toEqual(
        expect.arrayContaining([
          { propertyPath: 'percent', message: 'reward.fields.percent.error' },
          {
            propertyPath: 'socialContentTypes',
            message: 'form.config_reward_form.social_content_type.error',
          },
          { propertyPath: 'validityStartAt', message: 'reward.fields.validity.interval' },
          { propertyPath: 'validityEndAt', message: 'reward.fields.validity.interval' },
          { propertyPath: 'quantity', message: 'reward.fields.quantity.error' },
        ]),
      );
      expect(await configCount(shopId)).toBe(0);
    });

    it.each([
      [
        'a code reward without code',
        'config_discount_codes',
        { type: 'code', code: '  ' },
        'code',
        'reward.fields.code.error',
      ],
      [
        'a voucher without description',
        'config_discount_vouchers',
        { type: 'voucher', description: '' },
        'description',
        'reward.fields.description.error',
      ],
      [
        'a single validity date',
        'config_discount_percents',
        { validityEndAt: '' },
        'validityStartAt',
        'reward.fields.validity.blank',
      ],
      [
        'an unreadable date',
        'config_discount_percents',
        { validityStartAt: 'soon', validityEndAt: 'later' },
        'validityStartAt',
        'reward.fields.validity.invalid',
      ],
      [
        'a fractional percent',
        'config_discount_percents',
        { percent: 12.5 },
        'percent',
        'reward.fields.percent.error',
      ],
      [
        'a fractional quantity',
        'config_discount_percents',
        { quantity: 2.5 },
        'quantity',
        'reward.fields.quantity.error',
      ],
      [
        'an unknown content type',
        'config_discount_percents',
        { socialContentTypes: ['tiktok'] },
        'socialContentTypes[0]',
        'form.config_reward_form.social_content_type.error',
      ],
      [
        'a type other than the path’s',
        'config_discount_percents',
        { type: 'code', code: 'X' },
        'type',
        'form.reward_form.type.error',
      ],
      [
        'an object where a text is expected',
        'config_discount_others',
        { type: 'other', description: { text: 'x' } },
        'description',
        'reward.fields.description.error',
      ],
    ])('refuses %s with 422', async (_case, collection, values, propertyPath, message) => {
      const { shopId, token } = await merchant();
      const response = await api.call('POST', `/${collection}`, { token, body: percentBody(shopId, values) });
      expect(response.status).toBe(422);
      expect((response.body as { violations: unknown[] }).violations).toContainEqual({
        propertyPath,
        message,
      });
      expect(await configCount(shopId)).toBe(0);
    });

    it("refuses a type outside the shop's discountTypes with a violation on type", async () => {
      const { shopId, token } = await merchant({ discount_types: JSON.stringify(['percent']) });
      const refused = await api.call('POST', '/config_discount_codes', {
        token,
        body: { type: 'code', code: 'MERCI', socialContentTypes: ['feed'], shop: `/shops/${shopId}` },
      });
      expect(refused).toMatchObject({
        status: 422,
        body: {
          message: 'form.config_reward_form.error',
          violations: [{ propertyPath: 'type', message: 'form.reward_form.type.error' }],
        },
      });
      const allowed = await api.call('POST', '/config_discount_percents', {
        token,
        body: percentBody(shopId),
      });
      expect(allowed.status).toBe(201);
    });

    it('answers 404 when the body names another shop, and writes nothing there', async () => {
      const { token } = await merchant();
      const other = await merchant();
      const response = await api.call('POST', '/config_discount_percents', {
        token,
        body: percentBody(other.shopId),
      });
      expect(response).toMatchObject({ status: 404, body: { status: 404 } });
      expect(await configCount(other.shopId)).toBe(0);
    });

    it('answers 401 without a token', async () => {
      const { shopId } = await merchant();
      const response = await api.call('POST', '/config_discount_percents', { body: percentBody(shopId) });
      expect(response.status).toBe(401);
      expect(await configCount(shopId)).toBe(0);
    });
  });

  describe('each collection, from creation to deletion', () => {
    it.each([
      ['percent', 'config_discount_percents'],
      ['code', 'config_discount_codes'],
      ['voucher', 'config_discount_vouchers'],
      ['other', 'config_discount_others'],
    ])(
      'a %s reward under /%s: created, read, updated, listed as valid, deleted, then 404',
      async (type, collection) => {
        const { shopId, token } = await merchant();
        // The body the reward form sends: the fields of the other types null or zero.
        const body = {
          type,
          socialContentTypes: ['feed', 'reels'],
          place: 'online',
          code: type === 'code' ? 'MERCI10' : null,
          percent: type === 'percent' ? 12 : 0,
          description: type === 'voucher' || type === 'other' ? 'Un café offert' : null,
          validityStartAt: null,
          validityEndAt: null,
          quantity: 5,
          shop: `/shops/${shopId}`,
        };
        const created = await api.call<{ id: number }>('POST', `/${collection}`, { token, body });
        expect(created).toMatchObject({ status: 201, body: { type, quantity: 5 } });
        const { id } = created.body;
        expect(created.body).toMatchObject({ '@id': `/${collection}/${id}` });

        const read = await api.call('GET', `/${collection}/${id}`, { token });
        expect(read).toMatchObject({ status: 200, body: { id, type, quantity: 5 } });
        const updated = await api.call('PUT', `/${collection}/${id}`, {
          token,
          body: { ...body, quantity: 7 },
        });
        expect(updated).toMatchObject({ status: 200, body: { id, type, quantity: 7 } });
        expect((await api.call('GET', `/${collection}/${id}`, { token })).body).toMatchObject({
          quantity: 7,
        });

        const valid = await rewardsPage(
          shopId,
          token,
          '?order[createdAt]=desc&itemsPerPage=10&page=1&valid=true',
        );
        expect(valid.body['hydra:member'].map((reward) => reward.id)).toEqual([id]);

        const deleted = await api.call('DELETE', `/config_discounts/${id}`, { token });
        expect(deleted.status).toBe(204);
        expect(await api.call('GET', `/${collection}/${id}`, { token })).toMatchObject({
          status: 404,
          body: { status: 404, message: 'config_reward.errors.get' },
        });
      },
    );
  });

  describe('a body that is not an object', () => {
    it('answers 400 errors.bad_request to a create or an update, and writes nothing', async () => {
      const { shopId, token } = await merchant();
      const id = await createConfigDiscount(api.db, shopId, { percent: 10 });
      for (const body of [[percentBody(shopId)], 'percent', 20]) {
        for (const [method, path] of [
          ['POST', '/config_discount_percents'],
          ['PUT', `/config_discount_percents/${id}`],
        ] as const) {
          const response = await api.call(method, path, { token, body });
          expect(response, `${method} ${JSON.stringify(body)}`).toMatchObject({
            status: 400,
            body: { status: 400, message: 'errors.bad_request' },
          });
        }
      }
      expect(await configCount(shopId)).toBe(1);
      expect((await api.call('GET', `/config_discount_percents/${id}`, { token })).body).toMatchObject({
        percent: 10,
      });
    });
  });

  describe('GET /config_discount_{type}s/:id', () => {
    it('loads a reward only under the collection of its type', async () => {
      const { shopId, token } = await merchant();
      const id = await createConfigDiscount(api.db, shopId, { type: 'voucher', description: 'Bon de 50 €' });
      const loaded = await api.call('GET', `/config_discount_vouchers/${id}`, { token });
      expect(loaded).toMatchObject({
        status: 200,
        body: { id, type: 'voucher', description: 'Bon de 50 €' },
      });
      const elsewhere = await api.call('GET', `/config_discount_percents/${id}`, { token });
      expect(elsewhere).toMatchObject({ status: 404, body: { message: 'config_reward.errors.get' } });
      const missing = await api.call('GET', '/config_discount_vouchers/999999', { token });
      expect(missing).toMatchObject({ status: 404, body: { message: 'config_reward.errors.get' } });
    });

    it("answers 404 for another shop's reward, without data", async () => {
      const { token } = await merchant();
      const other = await merchant();
      const id = await createConfigDiscount(api.db, other.shopId, { description: 'Réservé' });
      const response = await api.call('GET', `/config_discount_percents/${id}`, { token });
      expect(response).toEqual(
        expect.objectContaining({ status: 404, body: { status: 404, message: 'config_reward.errors.get' } }),
      );
    });

    it('answers 401 without a token', async () => {
      const { shopId } = await merchant();
      const id = await createConfigDiscount(api.db, shopId);
      expect((await api.call('GET', `/config_discount_percents/${id}`)).status).toBe(401);
    });
  });

  describe('PUT /config_discount_{type}s/:id', () => {
    it('updates the fields and keeps the counters of past assignments', async () => {
      const { shopId, token } = await merchant();
      const id = await createConfigDiscount(api.db, shopId, {
        quantity: 10,
        quantity_allocated: 4,
        quantity_used: 2,
      });
      const response = await api.call('PUT', `/config_discount_percents/${id}`, {
        token,
        body: percentBody(shopId, { id, percent: 30, quantity: 12, quantityAllocated: 0 }),
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id,
        percent: 30,
        quantity: 12,
        quantityAllocated: 4,
        quantityUsed: 2,
        quantityRemaining: 8,
        place: 'shop',
        validity_end_at: '2026-12-31',
      });
      const row = await api.db
        .selectFrom('config_discount')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ percent: 30, quantity: 12, quantity_allocated: 4 });
    });

    it('answers 422 with violations and leaves the reward as it was', async () => {
      const { shopId, token } = await merchant();
      const id = await createConfigDiscount(api.db, shopId, { percent: 15 });
      const response = await api.call('PUT', `/config_discount_percents/${id}`, {
        token,
        body: percentBody(shopId, { percent: '', socialContentTypes: [] }),
      });
      expect(response.status).toBe(422);
      expect(
        (response.body as { violations: { propertyPath: string }[] }).violations.map((v) => v.propertyPath),
      ).toEqual(expect.arrayContaining(['percent', 'socialContentTypes']));
      const row = await api.db
        .selectFrom('config_discount')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.percent).toBe(15);
    });

    it('answers 404 for a reward of another type under this collection', async () => {
      const { shopId, token } = await merchant();
      const id = await createConfigDiscount(api.db, shopId, { type: 'code', code: 'A', percent: 0 });
      const response = await api.call('PUT', `/config_discount_percents/${id}`, {
        token,
        body: percentBody(shopId),
      });
      expect(response.status).toBe(404);
      const row = await api.db
        .selectFrom('config_discount')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type: 'code', code: 'A' });
    });

    it("answers 404 for another shop's reward and changes nothing", async () => {
      const { token, shopId } = await merchant();
      const other = await merchant();
      const id = await createConfigDiscount(api.db, other.shopId, { percent: 15 });
      for (const body of [percentBody(shopId), percentBody(other.shopId)]) {
        const response = await api.call('PUT', `/config_discount_percents/${id}`, { token, body });
        expect(response).toMatchObject({ status: 404, body: { status: 404 } });
        expect(JSON.stringify(response.body)).not.toContain('percent');
      }
      const row = await api.db
        .selectFrom('config_discount')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.percent).toBe(15);
    });

    it('answers 401 without a token', async () => {
      const { shopId } = await merchant();
      const id = await createConfigDiscount(api.db, shopId);
      const response = await api.call('PUT', `/config_discount_percents/${id}`, {
        body: percentBody(shopId),
      });
      expect(response.status).toBe(401);
    });
  });

  describe('DELETE /config_discounts/:id', () => {
    it('hides an allocated reward everywhere with 204; the rewards given from it keep their data and their life', async () => {
      const { shopId, token } = await merchant();
      const id = await createConfigDiscount(api.db, shopId, {
        type: 'code',
        code: 'BYE',
        percent: 0,
        quantity: 5,
        quantity_allocated: 1,
      });
      const contentId = await createContent(api.db, await createSocialAccount(api.db, shopId));
      const discountId = await createDiscount(api.db, shopId, contentId, {
        config_discount_id: id,
        type: 'code',
        code: 'BYE',
        amount_in_percent: null,
        status: 'use_requested',
        use_requested_at: NOW,
      });

      const response = await api.call('DELETE', `/config_discounts/${id}`, { token });
      expect(response.status).toBe(204);
      expect(response.body).toBeUndefined();

      // Gone from the list, the picker and its own routes.
      for (const query of ['', '?valid=true']) {
        const list = await api.call<Collection>('GET', `/shops/${shopId}/config_discounts${query}`, {
          token,
        });
        expect(list.body['hydra:totalItems']).toBe(0);
      }
      expect(await api.call('GET', `/config_discount_codes/${id}`, { token })).toMatchObject({
        status: 404,
        body: { message: 'config_reward.errors.get' },
      });
      const update = await api.call('PUT', `/config_discount_codes/${id}`, {
        token,
        body: { ...percentBody(shopId), type: 'code', code: 'BACK', percent: 0 },
      });
      expect(update).toMatchObject({ status: 404, body: { message: 'form.config_reward_form.error' } });

      // The reward given from it is untouched, still linked, and its use request can be answered.
      const given = await api.call('GET', `/discounts/${discountId}`, { token });
      expect(given.body).toMatchObject({
        configDiscountId: id,
        type: 'code',
        code: 'BYE',
        status: 'use_requested',
      });
      const accepted = await api.call('PUT', `/discounts/${discountId}/accept`, { token });
      expect(accepted).toMatchObject({ status: 200, body: { id: discountId, status: 'used', usedAt: NOW } });
      const row = await api.db
        .selectFrom('config_discount')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ deleted_at: NOW, code: 'BYE', quantity_allocated: 1, quantity_used: 1 });

      const again = await api.call('DELETE', `/config_discounts/${id}`, { token });
      expect(again).toMatchObject({ status: 404, body: { message: 'config_reward.errors.delete' } });
    });

    it('can no longer be given or chosen for an automation once deleted', async () => {
      const { shopId, token } = await merchant({ quota: 10, quota_remaining: 10 });
      const id = await createConfigDiscount(api.db, shopId);
      const contentId = await createContent(api.db, await createSocialAccount(api.db, shopId));
      expect((await api.call('DELETE', `/config_discounts/${id}`, { token })).status).toBe(204);

      const productId = await postProduct(api, token, shopId, contentId);
      const approve = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: { config_discount_id: id, shop: `/shops/${shopId}` },
      });
      expect(approve).toMatchObject({
        status: 422,
        body: { message: 'form.reward_form.error', violations: [{ propertyPath: 'configDiscountId' }] },
      });
      const shop = await api.db
        .selectFrom('shop')
        .select('quota_remaining')
        .where('id', '=', shopId)
        .executeTakeFirstOrThrow();
      expect(shop.quota_remaining).toBe(10);

      const automation = await api.call('POST', '/social_automations', {
        token,
        body: {
          featureType: 'loyalty',
          mode: 'automatic',
          configDiscount: id,
          message: 'Merci {{username}} !',
        },
      });
      expect(automation).toMatchObject({
        status: 422,
        body: { violations: [{ propertyPath: 'configDiscount' }] },
      });
    });

    it('answers 409 config_reward.errors.delete while an automation not archived (even suspended) sends it, and deletes it once archived', async () => {
      const { shopId, token } = await merchant();
      const id = await createConfigDiscount(api.db, shopId);
      const automationId = await createAutomation(api.db, shopId, {
        feature_type: 'loyalty',
        config_discount_id: id,
        suspended_at: '2026-11-01',
      });
      const refused = await api.call('DELETE', `/config_discounts/${id}`, { token });
      expect(refused).toMatchObject({
        status: 409,
        body: {
          status: 409,
          message: 'config_reward.errors.delete',
          violations: [{ propertyPath: 'automations', message: 'config_reward.errors.used_by_automation' }],
        },
      });
      expect((await api.call('GET', `/config_discount_percents/${id}`, { token })).status).toBe(200);

      const archived = await api.call('PATCH', `/social_automations/${automationId}`, {
        token,
        body: { deletedAt: '2026-11-22' },
        contentType: 'application/merge-patch+json',
      });
      expect(archived.status).toBe(200);
      expect((await api.call('DELETE', `/config_discounts/${id}`, { token })).status).toBe(204);
    });

    it("answers 404 for another shop's reward and keeps it", async () => {
      const { token } = await merchant();
      const other = await merchant();
      const id = await createConfigDiscount(api.db, other.shopId);
      const response = await api.call('DELETE', `/config_discounts/${id}`, { token });
      expect(response).toMatchObject({
        status: 404,
        body: { status: 404, message: 'config_reward.errors.delete' },
      });
      expect(await configCount(other.shopId)).toBe(1);
    });

    it('answers 401 without a token', async () => {
      const { shopId } = await merchant();
      const id = await createConfigDiscount(api.db, shopId);
      expect((await api.call('DELETE', `/config_discounts/${id}`)).status).toBe(401);
      expect(await configCount(shopId)).toBe(1);
    });
  });
});
