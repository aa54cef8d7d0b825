import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopTable } from '../db/schema.js';
import {
  configRewardBody,
  connectedShop,
  createConfigDiscount,
  createContent,
  createDiscount,
  customRewardBody,
  postProduct,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const NOW = '2026-11-22T10:00:00.000Z';

/**
 * Faults injected in the database for tests only: inserting a reward for the author `crash_me`
 * fails (a crash after the quota and quantity were taken); for `race_me`, another reward of the same
 * publication is inserted just before (an approval that committed between the check and the insert).
 */
async function installDiscountFaults(api: TestApi) {
  const racer = `insert into discount (shop_id, social_content_id, username, media_type, type, place, status, created_at)
    values (new.shop_id, new.social_content_id, 'racer', new.media_type, 'other', 'online', 'assigned', new.created_at)`;
  if (api.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger discount_crash before insert on discount when new.username = 'crash_me'
         begin select raise(abort, 'simulated crash'); end`,
      )
      .execute(api.db);
    await sql
      .raw(
        `create trigger discount_race before insert on discount when new.username = 'race_me' begin ${racer}; end`,
      )
      .execute(api.db);
    return;
  }
  await sql
    .raw(
      `create function discount_faults() returns trigger language plpgsql as $$
       begin
         if new.username = 'crash_me' then raise exception 'simulated crash'; end if;
         if new.username = 'race_me' then ${racer}; end if;
         return new;
       end $$`,
    )
    .execute(api.db);
  await sql
    .raw(
      'create trigger discount_faults before insert on discount for each row execute function discount_faults()',
    )
    .execute(api.db);
}

describe(`reward assignment: POST /products and PUT /products/:id/approve (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(NOW) });
    await installDiscountFaults(api);
  });
  afterAll(() => api.close());

  async function merchant(shop: Partial<Insertable<ShopTable>> = {}) {
    const merchant = await connectedShop(api, { shop });
    const content = (values: Parameters<typeof createContent>[2] = {}) =>
      createContent(api.db, merchant.accountId, values);
    return { ...merchant, content };
  }

  const shopRow = (shopId: number) =>
    api.db.selectFrom('shop').selectAll().where('id', '=', shopId).executeTakeFirstOrThrow();
  const configRow = (id: number) =>
    api.db.selectFrom('config_discount').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const discountsOf = (contentId: number) =>
    api.db.selectFrom('discount').selectAll().where('social_content_id', '=', contentId).execute();
  const productRow = (id: number) =>
    api.db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('POST /products', () => {
    it('creates a product for a content of the shop: 201 with @id and id', async () => {
      const { shopId, token, content } = await merchant();
      const contentId = await content();
      const response = await api.call('POST', '/products', {
        token,
        body: {
          socialContent: `/social_content_instagrams/${contentId}`,
          shop: `/shops/${shopId}`,
          publish: true,
        },
      });
      expect(response.status).toBe(201);
      const { id } = response.body as { id: number };
      expect(response.body).toEqual({
        '@id': `/products/${id}`,
        '@type': 'Product',
        id,
        socialContent: `/social_content_instagrams/${contentId}`,
        shop: `/shops/${shopId}`,
        publish: true,
        approvedAt: null,
      });
    });

    it('accepts bare ids for the content and the shop', async () => {
      const { shopId, token, content } = await merchant();
      const contentId = await content();
      const response = await api.call('POST', '/products', {
        token,
        body: { socialContent: contentId, shop: shopId, publish: true },
      });
      expect(response).toMatchObject({
        status: 201,
        body: { socialContent: `/social_content_instagrams/${contentId}` },
      });
    });

    it.each([
      ['missing', {}],
      ['not a content IRI', { socialContent: '/shops/1' }],
      ['not an id', { socialContent: 'abc' }],
    ])('answers 422 when socialContent is %s', async (_case, body) => {
      const { shopId, token } = await merchant();
      const response = await api.call('POST', '/products', {
        token,
        body: { shop: shopId, publish: true, ...body },
      });
      expect(response).toMatchObject({
        status: 422,
        body: {
          message: 'form.reward_form.error',
          violations: [{ propertyPath: 'socialContent', message: 'form.reward_form.social_content.error' }],
        },
      });
    });

    it("answers 404 for another shop's content or another shop in the body, and creates nothing", async () => {
      const { shopId, token } = await merchant();
      const other = await merchant();
      const otherContent = await other.content();
      const foreignContent = await api.call('POST', '/products', {
        token,
        body: {
          socialContent: `/social_content_instagrams/${otherContent}`,
          shop: `/shops/${shopId}`,
          publish: true,
        },
      });
      expect(foreignContent).toMatchObject({
        status: 404,
        body: { status: 404, message: 'errors.not_found' },
      });
      const foreignShop = await api.call('POST', '/products', {
        token,
        body: { socialContent: otherContent, shop: `/shops/${other.shopId}`, publish: true },
      });
      expect(foreignShop.status).toBe(404);
      const products = await api.db
        .selectFrom('product')
        .select('id')
        .where('social_content_id', '=', otherContent)
        .execute();
      expect(products).toHaveLength(0);
    });

    it('answers 409 for a content that already has a reward', async () => {
      const { shopId, token, content } = await merchant();
      const contentId = await content();
      await createDiscount(api.db, shopId, contentId);
      const response = await api.call('POST', '/products', {
        token,
        body: { socialContent: contentId, shop: shopId, publish: true },
      });
      expect(response).toMatchObject({
        status: 409,
        body: { status: 409, message: 'form.reward_form.error' },
      });
    });

    it('answers 401 without a token', async () => {
      const { shopId, content } = await merchant();
      const contentId = await content();
      const response = await api.call('POST', '/products', {
        body: { socialContent: contentId, shop: shopId },
      });
      expect(response.status).toBe(401);
    });
  });

  describe('PUT /products/:id/approve', () => {
    it('assigns a custom reward: the reward, a comment to copy and a claim link; one quota used', async () => {
      const { shopId, token, content } = await merchant({ quota: 10, quota_remaining: 4 });
      const contentId = await content({
        author_username: 'lea.martin',
        media_type: 'video',
        type: 'reels',
        permalink: 'https://www.instagram.com/reel/abc/',
      });
      const productId = await postProduct(api, token, shopId, contentId);
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: customRewardBody(shopId, { validity_start_at: '2026-11-22', validity_end_at: '2026-12-22' }),
      });
      expect(response.status).toBe(200);
      const body = response.body as Record<string, unknown> & { id: number; claimLink: string };
      expect(body).toMatchObject({
        '@id': `/discounts/${body.id}`,
        '@type': 'Discount',
        username: 'lea.martin',
        mediaId: contentId,
        mediaType: 'video',
        type: 'percent',
        place: 'online',
        amount_in_percent: 15,
        description: 'Merci pour ta story',
        code: null,
        validity_start_at: '2026-11-22',
        validity_end_at: '2026-12-22',
        status: 'assigned',
        usedAt: null,
        permalink: 'https://www.instagram.com/reel/abc/',
        configDiscountId: null,
        createdAt: NOW,
        comment:
          'Merci @lea.martin ! Votre récompense « Merci pour ta story » vous attend : retrouvez-la dans l’app merci.',
      });
      expect(body.claimLink).toMatch(
        /^http:\/\/dashboard\.test\/api\/customer\/discounts\/use_request\?token=[\w.-]+$/,
      );

      expect((await shopRow(shopId)).quota_remaining).toBe(3);
      expect((await productRow(productId)).approved_at).toBe(NOW);
      const shop = await api.call('GET', `/shops/${shopId}`, { token });
      expect(shop.body).toMatchObject({ quotaRemaining: 3, discountCount: 1 });
    });

    it('assigns a configured reward: its data is copied and one of its quantity allocated', async () => {
      const { shopId, token, content } = await merchant();
      const configId = await createConfigDiscount(api.db, shopId, {
        type: 'code',
        code: 'MERCI10',
        percent: 0,
        place: 'shop',
        description: 'Code fidélité',
        quantity: 5,
        quantity_allocated: 1,
        validity_start_at: '2026-11-01',
        validity_end_at: '2026-11-30',
        social_content_types: JSON.stringify(['feed']),
      });
      const contentId = await content({ type: 'feed' });
      const productId = await postProduct(api, token, shopId, contentId);
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: configRewardBody(shopId, configId),
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        type: 'code',
        code: 'MERCI10',
        place: 'shop',
        description: 'Code fidélité',
        amount_in_percent: null,
        validity_start_at: '2026-11-01',
        validity_end_at: '2026-11-30',
        configDiscountId: configId,
      });
      expect((await configRow(configId)).quantity_allocated).toBe(2);
      expect((await shopRow(shopId)).quota_remaining).toBe(9);
    });

    it('accepts the configured reward as an IRI', async () => {
      const { shopId, token, content } = await merchant();
      const configId = await createConfigDiscount(api.db, shopId, {
        type: 'other',
        description: 'Café',
        percent: 0,
      });
      const productId = await postProduct(api, token, shopId, await content());
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: {
          ...configRewardBody(shopId, configId),
          config_discount_id: `/config_discount_others/${configId}`,
        },
      });
      expect(response).toMatchObject({
        status: 200,
        body: { type: 'other', description: 'Café', configDiscountId: configId },
      });
    });

    it('takes nothing from a shop without quota (unlimited)', async () => {
      const { shopId, token, content } = await merchant({ quota: null, quota_remaining: null });
      const productId = await postProduct(api, token, shopId, await content());
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: customRewardBody(shopId),
      });
      expect(response.status).toBe(200);
      expect(await shopRow(shopId)).toMatchObject({ quota: null, quota_remaining: null });
    });

    it.each([
      ['no type', { type: '' }, 'type', 'form.reward_form.type.error'],
      ['a zero percent', { percent: 0 }, 'percent', 'reward.fields.percent.error'],
      ['a code reward without code', { type: 'code', code: '' }, 'code', 'reward.fields.code.error'],
      [
        'a voucher without description',
        { type: 'voucher', description: '' },
        'description',
        'reward.fields.description.error',
      ],
      [
        'a single validity date',
        { validity_start_at: '2026-11-22' },
        'validityEndAt',
        'reward.fields.validity.blank',
      ],
      [
        'dates in the wrong order',
        { validity_start_at: '2026-12-22', validity_end_at: '2026-11-22' },
        'validityStartAt',
        'reward.fields.validity.interval',
      ],
      [
        'an unreadable configured reward id',
        { config_discount_id: 'abc' },
        'configDiscountId',
        'form.reward_form.config_discount.error',
      ],
    ])(
      'answers 422 for a custom reward with %s, and takes nothing',
      async (_case, values, propertyPath, message) => {
        const { shopId, token, content } = await merchant();
        const contentId = await content();
        const productId = await postProduct(api, token, shopId, contentId);
        const response = await api.call('PUT', `/products/${productId}/approve`, {
          token,
          body: customRewardBody(shopId, values),
        });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ status: 422, message: 'form.reward_form.error' });
        expect((response.body as { violations: unknown[] }).violations).toContainEqual({
          propertyPath,
          message,
        });
        expect(await discountsOf(contentId)).toHaveLength(0);
        expect((await shopRow(shopId)).quota_remaining).toBe(10);
      },
    );

    it('answers 422 on type for a custom reward of a type the shop does not allow', async () => {
      const { shopId, token, content } = await merchant({ discount_types: JSON.stringify(['code']) });
      const productId = await postProduct(api, token, shopId, await content());
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: customRewardBody(shopId),
      });
      expect(response).toMatchObject({
        status: 422,
        body: { violations: [{ propertyPath: 'type', message: 'form.reward_form.type.error' }] },
      });
    });

    it('answers 422 for a configured reward of another shop, out of its dates or not for this content type', async () => {
      const { shopId, token, content } = await merchant();
      const other = await merchant();
      const configs = [
        await createConfigDiscount(api.db, other.shopId),
        await createConfigDiscount(api.db, shopId, {
          validity_start_at: '2026-10-01',
          validity_end_at: '2026-11-21',
        }),
        await createConfigDiscount(api.db, shopId, {
          validity_start_at: '2026-12-01',
          validity_end_at: '2026-12-31',
        }),
        await createConfigDiscount(api.db, shopId, { social_content_types: JSON.stringify(['story']) }),
        999_999,
      ];
      for (const configId of configs) {
        const contentId = await content({ type: 'feed' });
        const productId = await postProduct(api, token, shopId, contentId);
        const response = await api.call('PUT', `/products/${productId}/approve`, {
          token,
          body: configRewardBody(shopId, configId),
        });
        expect(response).toMatchObject({
          status: 422,
          body: {
            message: 'form.reward_form.error',
            violations: [
              { propertyPath: 'configDiscountId', message: 'form.reward_form.config_discount.error' },
            ],
          },
        });
        expect(await discountsOf(contentId)).toHaveLength(0);
      }
      expect((await shopRow(shopId)).quota_remaining).toBe(10);
      expect((await configRow(configs[0] as number)).quantity_allocated).toBe(0);
    });

    it('answers 409 for a configured reward with no quantity left, and takes no quota', async () => {
      const { shopId, token, content } = await merchant();
      const configId = await createConfigDiscount(api.db, shopId, { quantity: 2, quantity_allocated: 2 });
      const productId = await postProduct(api, token, shopId, await content());
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: configRewardBody(shopId, configId),
      });
      expect(response).toMatchObject({
        status: 409,
        body: { status: 409, message: 'errors.config_discount_exhausted' },
      });
      expect((await shopRow(shopId)).quota_remaining).toBe(10);
      expect((await configRow(configId)).quantity_allocated).toBe(2);
    });

    it.each([
      [
        '409 errors.quota_exhausted when the quota is used up',
        { quota: 10, quota_remaining: 0 },
        { status: 409, message: 'errors.quota_exhausted' },
      ],
      [
        '403 errors.shop_not_validated while merci has not validated the shop, writing nothing',
        { validated: 0 },
        { status: 403, message: 'errors.shop_not_validated' },
      ],
    ] as const)('answers %s', async (_what, shop, problem) => {
      const { shopId, token, content } = await merchant(shop);
      const quota = (await shopRow(shopId)).quota_remaining;
      const contentId = await content();
      const productId = await postProduct(api, token, shopId, contentId);
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: customRewardBody(shopId),
      });
      expect(response).toMatchObject({ status: problem.status, body: problem });
      expect((await shopRow(shopId)).quota_remaining).toBe(quota);
      expect(await discountsOf(contentId)).toHaveLength(0);
      expect((await productRow(productId)).approved_at).toBeNull();
    });

    it('refuses a second reward for the same content with 409, taking no more quota', async () => {
      const { shopId, token, content } = await merchant();
      const contentId = await content();
      const first = await postProduct(api, token, shopId, contentId);
      const second = await postProduct(api, token, shopId, contentId);
      expect(
        (await api.call('PUT', `/products/${first}/approve`, { token, body: customRewardBody(shopId) }))
          .status,
      ).toBe(200);
      for (const productId of [first, second]) {
        const again = await api.call('PUT', `/products/${productId}/approve`, {
          token,
          body: customRewardBody(shopId),
        });
        expect(again).toMatchObject({
          status: 409,
          body: { status: 409, message: 'form.reward_form.error' },
        });
      }
      expect((await shopRow(shopId)).quota_remaining).toBe(9);
      expect(await discountsOf(contentId)).toHaveLength(1);
      expect((await productRow(second)).approved_at).toBeNull();
    });

    it('tells that the content is already rewarded before anything else, even once the quota has run out', async () => {
      const { shopId, token, content } = await merchant();
      const contentId = await content();
      const first = await postProduct(api, token, shopId, contentId);
      const second = await postProduct(api, token, shopId, contentId);
      await api.call('PUT', `/products/${first}/approve`, { token, body: customRewardBody(shopId) });
      await api.db.updateTable('shop').set({ quota_remaining: 0 }).where('id', '=', shopId).execute();
      const again = await api.call('PUT', `/products/${second}/approve`, {
        token,
        body: customRewardBody(shopId),
      });
      expect(again).toMatchObject({ status: 409, body: { message: 'form.reward_form.error' } });
    });

    it('turns a unique violation (an approval that committed first) into the same 409 and rolls back', async () => {
      const { shopId, token, content } = await merchant();
      const configId = await createConfigDiscount(api.db, shopId, { quantity: 5 });
      const contentId = await content({ author_username: 'race_me' });
      const productId = await postProduct(api, token, shopId, contentId);
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: configRewardBody(shopId, configId),
      });
      expect(response).toMatchObject({ status: 409, body: { message: 'form.reward_form.error' } });
      expect((await shopRow(shopId)).quota_remaining).toBe(10);
      expect((await configRow(configId)).quantity_allocated).toBe(0);
      expect(await discountsOf(contentId)).toHaveLength(0);
    });

    it('leaves quota and quantity unchanged when the approval crashes after taking them', async () => {
      const { shopId, token, content } = await merchant({ quota: 10, quota_remaining: 6 });
      const configId = await createConfigDiscount(api.db, shopId, { quantity: 5, quantity_allocated: 1 });
      const contentId = await content({ author_username: 'crash_me' });
      const productId = await postProduct(api, token, shopId, contentId);
      const response = await api.call('PUT', `/products/${productId}/approve`, {
        token,
        body: configRewardBody(shopId, configId),
      });
      expect(response).toMatchObject({ status: 500, body: { status: 500, message: 'errors.http' } });
      expect(JSON.stringify(response.body)).not.toContain('simulated');
      expect((await shopRow(shopId)).quota_remaining).toBe(6);
      expect((await configRow(configId)).quantity_allocated).toBe(1);
      expect(await discountsOf(contentId)).toHaveLength(0);
      expect((await productRow(productId)).approved_at).toBeNull();
    });

    it('gives exactly 10 of 50 concurrent approvals against a quota of 10', async () => {
      const { shopId, token, content } = await merchant({ quota: 10, quota_remaining: 10 });
      const productIds: number[] = [];
      for (let index = 0; index < 50; index += 1) {
        productIds.push(await postProduct(api, token, shopId, await content()));
      }
      const responses = await Promise.all(
        productIds.map((productId) =>
          api.call('PUT', `/products/${productId}/approve`, { token, body: customRewardBody(shopId) }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      for (const response of responses.filter((r) => r.status === 409)) {
        expect(response.body).toMatchObject({ message: 'errors.quota_exhausted' });
      }
      expect((await shopRow(shopId)).quota_remaining).toBe(0);
      const given = await api.db.selectFrom('discount').select('id').where('shop_id', '=', shopId).execute();
      expect(given).toHaveLength(10);
    });

    it('gives exactly 3 of 10 concurrent approvals of a configured reward with quantity 3', async () => {
      const { shopId, token, content } = await merchant({ quota: null, quota_remaining: null });
      const configId = await createConfigDiscount(api.db, shopId, { quantity: 3 });
      const productIds: number[] = [];
      for (let index = 0; index < 10; index += 1) {
        productIds.push(await postProduct(api, token, shopId, await content()));
      }
      const responses = await Promise.all(
        productIds.map((productId) =>
          api.call('PUT', `/products/${productId}/approve`, {
            token,
            body: configRewardBody(shopId, configId),
          }),
        ),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
      const refused = responses.filter((response) => response.status === 409);
      expect(refused).toHaveLength(7);
      expect(
        refused.every((r) => (r.body as { message: string }).message === 'errors.config_discount_exhausted'),
      ).toBe(true);
      expect((await configRow(configId)).quantity_allocated).toBe(3);
    });

    it('gives one reward when the same content is approved 5 times at once', async () => {
      const { shopId, token, content } = await merchant();
      const contentId = await content();
      const productIds: number[] = [];
      for (let index = 0; index < 5; index += 1)
        productIds.push(await postProduct(api, token, shopId, contentId));
      const responses = await Promise.all(
        productIds.map((productId) =>
          api.call('PUT', `/products/${productId}/approve`, { token, body: customRewardBody(shopId) }),
        ),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 409)).toHaveLength(4);
      expect(await discountsOf(contentId)).toHaveLength(1);
      expect((await shopRow(shopId)).quota_remaining).toBe(9);
    });

    it("answers 404 for another shop's product or another shop in the body, without data", async () => {
      const { shopId, token, content } = await merchant();
      const other = await merchant();
      const otherProduct = await postProduct(api, other.token, other.shopId, await other.content());
      const foreign = await api.call('PUT', `/products/${otherProduct}/approve`, {
        token,
        body: customRewardBody(shopId),
      });
      expect(foreign).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
      expect((await productRow(otherProduct)).approved_at).toBeNull();

      const ownProduct = await postProduct(api, token, shopId, await content());
      const foreignShop = await api.call('PUT', `/products/${ownProduct}/approve`, {
        token,
        body: customRewardBody(other.shopId),
      });
      expect(foreignShop.status).toBe(404);
      expect((await shopRow(other.shopId)).quota_remaining).toBe(10);
      expect((await shopRow(shopId)).quota_remaining).toBe(10);
    });

    it('answers 400 errors.bad_request to a body that is not an object, and creates or approves nothing', async () => {
      const { shopId, token, content } = await merchant();
      const contentId = await content();
      const productId = await postProduct(api, token, shopId, contentId);
      for (const body of [[customRewardBody(shopId)], 'custom']) {
        const retain = await api.call('POST', '/products', { token, body });
        const approve = await api.call('PUT', `/products/${productId}/approve`, { token, body });
        for (const response of [retain, approve]) {
          expect(response).toMatchObject({
            status: 400,
            body: { status: 400, message: 'errors.bad_request' },
          });
        }
      }
      expect((await productRow(productId)).approved_at).toBeNull();
      expect(await discountsOf(contentId)).toEqual([]);
      expect((await shopRow(shopId)).quota_remaining).toBe(10);
    });

    it('answers 404 for an unknown product and 401 without a token', async () => {
      const { shopId, token, content } = await merchant();
      expect(
        (await api.call('PUT', '/products/999999/approve', { token, body: customRewardBody(shopId) })).status,
      ).toBe(404);
      const productId = await postProduct(api, token, shopId, await content());
      const anonymous = await api.call('PUT', `/products/${productId}/approve`, {
        body: customRewardBody(shopId),
      });
      expect(anonymous).toMatchObject({ status: 401, body: { message: 'errors.unauthorized' } });
      expect((await productRow(productId)).approved_at).toBeNull();
    });
  });
});
