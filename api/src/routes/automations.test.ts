import {
  planIncludesAutomation,
  type Automation,
  type HydraCollection,
  type SubscriptionOffer,
} from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, DEMO_SHOP_NAME, seedDemoShop } from '../db/seed.js';
import { createAutomation, createConfigDiscount, createOwner, createShop } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

type Automations = HydraCollection<Automation>;

describe(`automations (${testDialect()})`, () => {
  let api: TestApi;
  let shopId: number;
  let token: string;
  let rewardId: number;
  let otherShopId: number;
  let otherToken: string;
  let otherRewardId: number;

  const merchant = async (plan = 'advanced') => {
    const shop = await createShop(api.db, { subscription_offer_type: plan });
    const owner = await createOwner(api.db, { shopId: shop });
    return { shopId: shop, token: await api.signIn(owner.email, owner.password) };
  };
  const at = (n: number) => `2026-05-${String(n).padStart(2, '0')}T12:00:00.000Z`;
  const listOf = (shop: number, bearer: string, query = '') =>
    api.call<Automations>('GET', `/shops/${shop}/social_automations${query}`, { token: bearer });
  const loyalty = () => ({
    featureType: 'loyalty',
    mode: 'automatic',
    configDiscount: `/config_discount_percents/${rewardId}`,
    message: 'Merci {{username}} ! Voici votre récompense : {{reward}}',
    shop: `/shops/${shopId}`,
  });

  beforeAll(async () => {
    api = await startTestApi();
    ({ shopId, token } = await merchant());
    ({ shopId: otherShopId, token: otherToken } = await merchant());
    rewardId = await createConfigDiscount(api.db, shopId);
    otherRewardId = await createConfigDiscount(api.db, otherShopId);
  });
  afterAll(() => api.close());

  describe('GET /shops/:shopId/social_automations', () => {
    it('lists live automations newest first, 10 a page, each with its sent count; archived ones are left out', async () => {
      const { shopId: shop, token: own } = await merchant();
      for (let n = 1; n <= 12; n += 1) {
        await createAutomation(api.db, shop, {
          message: `Automation ${n}`,
          sent_count: n,
          created_at: at(n),
        });
      }
      await createAutomation(api.db, shop, {
        message: 'Archived',
        deleted_at: '2026-05-20',
        created_at: at(20),
      });
      const path = `/shops/${shop}/social_automations`;

      const first = await listOf(shop, own, '?order[createdAt]=desc&itemsPerPage=10&page=1');
      expect(first.status).toBe(200);
      expect(first.body['hydra:totalItems']).toBe(12);
      expect(first.body['hydra:member'].map((automation) => automation.message)).toEqual(
        [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Automation ${n}`),
      );
      expect(first.body['hydra:member'][0]).toMatchObject({
        '@type': 'SocialAutomation',
        featureType: 'thanks',
        mode: 'automatic',
        sentCount: 12,
        suspendedAt: null,
        deletedAt: null,
        shop: `/shops/${shop}`,
      });
      expect(first.body['hydra:view']).toMatchObject({
        'hydra:next': `${path}?order%5BcreatedAt%5D=desc&itemsPerPage=10&page=2`,
        'hydra:last': `${path}?order%5BcreatedAt%5D=desc&itemsPerPage=10&page=2`,
      });

      const second = await listOf(shop, own, '?page=2');
      expect(second.body['hydra:member'].map((automation) => automation.sentCount)).toEqual([2, 1]);
      expect(second.body['hydra:view']).toMatchObject({ 'hydra:previous': `${path}?page=1` });
      expect(second.body['hydra:view']?.['hydra:next']).toBeUndefined();

      const oldest = await listOf(shop, own, '?order[createdAt]=asc&itemsPerPage=2');
      expect(oldest.body['hydra:member'].map((automation) => automation.message)).toEqual([
        'Automation 1',
        'Automation 2',
      ]);
    });

    it('refuses an unknown order with 400', async () => {
      const response = await listOf(shopId, token, '?order[createdAt]=up');
      expect(response).toMatchObject({ status: 400, body: { message: 'errors.bad_request' } });
    });

    it.each([['order[createdAt]=up'], ['order[createdAt]=DESC']])(
      'refuses %s with a violation on order[createdAt]',
      async (query) => {
        expect(await listOf(shopId, token, `?${query}`)).toMatchObject({
          status: 400,
          body: {
            message: 'errors.bad_request',
            violations: [{ propertyPath: 'order[createdAt]', message: 'errors.invalid_choice' }],
          },
        });
      },
    );

    it("answers 404 for another shop's list and 401 without a token", async () => {
      expect(await listOf(otherShopId, token)).toMatchObject({
        status: 404,
        body: { message: 'errors.not_found' },
      });
      expect((await api.call('GET', `/shops/${shopId}/social_automations`)).status).toBe(401);
    });
  });

  describe('POST /social_automations', () => {
    it('creates a loyalty automation (reward and shop given as IRIs) and lists it', async () => {
      const response = await api.call<Automation>('POST', '/social_automations', { token, body: loyalty() });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        '@id': `/social_automations/${response.body.id}`,
        featureType: 'loyalty',
        mode: 'automatic',
        configDiscount: rewardId,
        message: 'Merci {{username}} ! Voici votre récompense : {{reward}}',
        suspendedAt: null,
        deletedAt: null,
        sentCount: 0,
        shop: `/shops/${shopId}`,
      });
      const list = await listOf(shopId, token, '?itemsPerPage=100');
      expect(list.body['hydra:member'].map((automation) => automation.id)).toContain(response.body.id);
    });

    it('creates a thank-you automation with its reward, with plain ids and unknown fields ignored', async () => {
      const response = await api.call('POST', '/social_automations', {
        token,
        body: {
          featureType: 'thanks',
          mode: 'automatic',
          configDiscount: rewardId,
          message: '  Merci pour la story !  ',
          shop: shopId,
          sentCount: 99,
          deletedAt: '2026-01-01',
          id: 424242,
        },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        featureType: 'thanks',
        configDiscount: rewardId,
        message: 'Merci pour la story !',
        sentCount: 0,
        deletedAt: null,
      });
      expect(response.body.id).not.toBe(424242);
    });

    it('accepts the reward as a plain id and the shop left out', async () => {
      const { shop: _shop, ...body } = { ...loyalty(), configDiscount: rewardId };
      const response = await api.call('POST', '/social_automations', { token, body });
      expect(response).toMatchObject({
        status: 201,
        body: { configDiscount: rewardId, shop: `/shops/${shopId}` },
      });
    });

    it.each([
      [
        'a loyalty automation without reward',
        { configDiscount: null },
        'configDiscount',
        'form.automation_form.config_discount.error',
      ],
      [
        'a thank-you automation without reward',
        { featureType: 'thanks', configDiscount: null },
        'configDiscount',
        'form.automation_form.config_discount.error',
      ],
      [
        'a thank-you automation with an empty reward',
        { featureType: 'thanks', configDiscount: '' },
        'configDiscount',
        'form.automation_form.config_discount.error',
      ],
      [
        'a thank-you automation with no reward field',
        { featureType: 'thanks', configDiscount: undefined },
        'configDiscount',
        'form.automation_form.config_discount.error',
      ],
      ['an empty message', { message: '   ' }, 'message', 'form.automation_form.message.error'],
      [
        'an unknown feature type',
        { featureType: 'birthday' },
        'featureType',
        'form.automation_form.feature_type.error',
      ],
      ['a mode not accepted', { mode: 'manual' }, 'mode', 'form.automation_form.mode.error'],
      [
        'a malformed reward',
        { configDiscount: 'best-reward' },
        'configDiscount',
        'form.automation_form.config_discount.error',
      ],
    ])('refuses %s with 422 automation.errors.create', async (_case, change, propertyPath, message) => {
      const response = await api.call('POST', '/social_automations', {
        token,
        body: { ...loyalty(), ...change },
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        status: 422,
        message: 'automation.errors.create',
        violations: [{ propertyPath, message }],
      });
    });

    it("refuses another shop's configured reward with 422, and another shop with 404", async () => {
      const foreignReward = await api.call('POST', '/social_automations', {
        token,
        body: { ...loyalty(), configDiscount: otherRewardId },
      });
      expect(foreignReward).toMatchObject({
        status: 422,
        body: {
          violations: [
            { propertyPath: 'configDiscount', message: 'form.automation_form.config_discount.error' },
          ],
        },
      });
      const foreignShop = await api.call('POST', '/social_automations', {
        token,
        body: { ...loyalty(), shop: `/shops/${otherShopId}` },
      });
      expect(foreignShop).toMatchObject({ status: 404, body: { message: 'automation.errors.create' } });
      expect((await listOf(otherShopId, otherToken)).body['hydra:totalItems']).toBe(0);
    });

    it('answers 401 without a token', async () => {
      expect((await api.call('POST', '/social_automations', { body: loyalty() })).status).toBe(401);
    });
  });

  describe('GET and PUT /social_automations/:id', () => {
    it('returns one automation', async () => {
      const id = await createAutomation(api.db, shopId, { message: 'Lue', sent_count: 4 });
      const response = await api.call('GET', `/social_automations/${id}`, { token });
      expect(response).toMatchObject({
        status: 200,
        body: { id, message: 'Lue', sentCount: 4, featureType: 'thanks' },
      });
    });

    it("answers 404 automation.errors.get for another shop's, an archived, an unknown or a malformed id; 401 without a token", async () => {
      const foreign = await createAutomation(api.db, otherShopId);
      const archived = await createAutomation(api.db, shopId, { deleted_at: '2026-05-01' });
      for (const id of [foreign, archived, 999999]) {
        const response = await api.call('GET', `/social_automations/${id}`, { token });
        expect(response).toMatchObject({
          status: 404,
          body: { status: 404, message: 'automation.errors.get' },
        });
      }
      expect((await api.call('GET', '/social_automations/abc', { token })).status).toBe(404);
      expect((await api.call('GET', `/social_automations/${foreign}`)).status).toBe(401);
    });

    it('replaces an automation with PUT', async () => {
      const id = await createAutomation(api.db, shopId, { sent_count: 3 });
      const response = await api.call('PUT', `/social_automations/${id}`, {
        token,
        body: { ...loyalty(), message: 'Nouveau message' },
      });
      expect(response).toMatchObject({
        status: 200,
        body: {
          id,
          featureType: 'loyalty',
          configDiscount: rewardId,
          message: 'Nouveau message',
          sentCount: 3,
        },
      });
      const reloaded = await api.call('GET', `/social_automations/${id}`, { token });
      expect(reloaded.body).toMatchObject({ featureType: 'loyalty', message: 'Nouveau message' });
    });

    it('refuses an invalid PUT body with 422 automation.errors.update and changes nothing', async () => {
      const id = await createAutomation(api.db, shopId, { message: 'Avant' });
      const response = await api.call('PUT', `/social_automations/${id}`, {
        token,
        body: { ...loyalty(), message: '', mode: 'manual' },
      });
      expect(response).toMatchObject({
        status: 422,
        body: {
          message: 'automation.errors.update',
          violations: expect.arrayContaining([
            { propertyPath: 'message', message: 'form.automation_form.message.error' },
            { propertyPath: 'mode', message: 'form.automation_form.mode.error' },
          ]),
        },
      });
      expect((await api.call('GET', `/social_automations/${id}`, { token })).body.message).toBe('Avant');
    });

    it('keeps serving a thank-you saved before it needed a reward, and asks for one when it is replaced', async () => {
      const id = await createAutomation(api.db, shopId, { feature_type: 'thanks', message: 'Ancien merci' });
      const read = await api.call('GET', `/social_automations/${id}`, { token });
      expect(read).toMatchObject({
        status: 200,
        body: { id, featureType: 'thanks', configDiscount: null, message: 'Ancien merci' },
      });
      const listed = await listOf(shopId, token, '?itemsPerPage=100');
      expect(listed.body['hydra:member'].find((automation) => automation.id === id)).toMatchObject({
        configDiscount: null,
      });
      const suspended = await api.call('PATCH', `/social_automations/${id}`, {
        token,
        body: { suspendedAt: '2026-11-22' },
        contentType: 'application/vnd.api+json',
      });
      expect(suspended).toMatchObject({ status: 200, body: { suspendedAt: '2026-11-22' } });

      const thanks = { featureType: 'thanks', mode: 'automatic', message: 'Nouveau merci' };
      const refused = await api.call('PUT', `/social_automations/${id}`, { token, body: thanks });
      expect(refused).toEqual(
        expect.objectContaining({
          status: 422,
          body: {
            status: 422,
            message: 'automation.errors.update',
            violations: [
              { propertyPath: 'configDiscount', message: 'form.automation_form.config_discount.error' },
            ],
          },
        }),
      );
      expect((await api.call('GET', `/social_automations/${id}`, { token })).body.message).toBe(
        'Ancien merci',
      );
      const replaced = await api.call('PUT', `/social_automations/${id}`, {
        token,
        body: { ...thanks, configDiscount: rewardId },
      });
      expect(replaced).toMatchObject({
        status: 200,
        body: { id, featureType: 'thanks', configDiscount: rewardId, message: 'Nouveau merci' },
      });
    });

    it("answers 404 to a PUT on another shop's automation, which stays as it was; 401 without a token", async () => {
      const foreign = await createAutomation(api.db, otherShopId, { message: 'À eux' });
      const response = await api.call('PUT', `/social_automations/${foreign}`, { token, body: loyalty() });
      expect(response).toMatchObject({ status: 404, body: { message: 'automation.errors.update' } });
      expect((await api.call('PUT', `/social_automations/${foreign}`, { body: loyalty() })).status).toBe(401);
      const theirs = await api.call('GET', `/social_automations/${foreign}`, { token: otherToken });
      expect(theirs.body).toMatchObject({ message: 'À eux', featureType: 'thanks' });
    });
  });

  describe('PATCH /social_automations/:id', () => {
    it('suspends (JSON-API), reactivates, then archives (merge-patch) an automation, which leaves the list', async () => {
      const { shopId: shop, token: own } = await merchant();
      const id = await createAutomation(api.db, shop);
      await createAutomation(api.db, shop);
      const patch = (body: unknown, contentType: string) =>
        api.call<Automation>('PATCH', `/social_automations/${id}`, { token: own, body, contentType });

      const suspended = await patch({ suspendedAt: '2026-11-22' }, 'application/vnd.api+json');
      expect(suspended).toMatchObject({
        status: 200,
        body: { id, suspendedAt: '2026-11-22', deletedAt: null },
      });
      const listed = await listOf(shop, own);
      expect(listed.body['hydra:member'].find((automation) => automation.id === id)?.suspendedAt).toBe(
        '2026-11-22',
      );

      const reactivated = await patch({ suspendedAt: null }, 'application/json');
      expect(reactivated).toMatchObject({ status: 200, body: { id, suspendedAt: null } });

      expect((await listOf(shop, own)).body['hydra:totalItems']).toBe(2);
      const archived = await patch({ deletedAt: '2026-11-23' }, 'application/merge-patch+json');
      expect(archived).toMatchObject({ status: 200, body: { id, deletedAt: '2026-11-23' } });

      const after = await listOf(shop, own);
      expect(after.body['hydra:totalItems']).toBe(1);
      expect(after.body['hydra:member'].map((automation) => automation.id)).not.toContain(id);
      expect((await api.call('GET', `/social_automations/${id}`, { token: own })).status).toBe(404);
    });

    it.each([
      [{ suspendedAt: '2026-02-30' }, 'suspendedAt', 'automation.errors.activation'],
      [{ suspendedAt: 'yesterday' }, 'suspendedAt', 'automation.errors.activation'],
      [{ suspendedAt: 20261122 }, 'suspendedAt', 'automation.errors.activation'],
      [{}, 'suspendedAt', 'automation.errors.activation'],
      [{ deletedAt: null }, 'deletedAt', 'automation.errors.archive'],
      [{ deletedAt: '22/11/2026' }, 'deletedAt', 'automation.errors.archive'],
      ['2026-11-22', 'suspendedAt', 'automation.errors.activation'],
    ])('refuses %j with 422', async (body, propertyPath, message) => {
      const id = await createAutomation(api.db, shopId);
      const response = await api.call('PATCH', `/social_automations/${id}`, {
        token,
        body,
        contentType: 'application/vnd.api+json',
      });
      expect(response).toMatchObject({
        status: 422,
        body: { status: 422, message, violations: [{ propertyPath }] },
      });
      const unchanged = await api.call('GET', `/social_automations/${id}`, { token });
      expect(unchanged.body).toMatchObject({ suspendedAt: null, deletedAt: null });
    });

    it("answers 404 for another shop's automation, which stays active; 401 without a token", async () => {
      const foreign = await createAutomation(api.db, otherShopId);
      const response = await api.call('PATCH', `/social_automations/${foreign}`, {
        token,
        body: { suspendedAt: '2026-11-22' },
        contentType: 'application/vnd.api+json',
      });
      expect(response).toMatchObject({ status: 404, body: { message: 'automation.errors.activation' } });
      const anonymous = await api.call('PATCH', `/social_automations/${foreign}`, {
        body: { deletedAt: '2026-11-22' },
        contentType: 'application/merge-patch+json',
      });
      expect(anonymous.status).toBe(401);
      const theirs = await api.call('GET', `/social_automations/${foreign}`, { token: otherToken });
      expect(theirs.body).toMatchObject({ suspendedAt: null, deletedAt: null });
    });
  });

  describe('DELETE /social_automations/:id', () => {
    it('deletes an automation: 204, then gone from the list and from GET', async () => {
      const { shopId: shop, token: own } = await merchant();
      const id = await createAutomation(api.db, shop);
      const response = await api.call('DELETE', `/social_automations/${id}`, { token: own });
      expect(response.status).toBe(204);
      expect(response.body).toBeUndefined();
      expect((await listOf(shop, own)).body).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
      expect((await api.call('GET', `/social_automations/${id}`, { token: own })).status).toBe(404);
      const again = await api.call('DELETE', `/social_automations/${id}`, { token: own });
      expect(again).toMatchObject({ status: 404, body: { message: 'automation.errors.delete' } });
    });

    it('deletes an archived automation for good', async () => {
      const id = await createAutomation(api.db, shopId, { deleted_at: '2026-05-01' });
      expect((await api.call('DELETE', `/social_automations/${id}`, { token })).status).toBe(204);
      const row = await api.db
        .selectFrom('social_automation')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it("answers 404 for another shop's automation, which survives; 401 without a token", async () => {
      const foreign = await createAutomation(api.db, otherShopId);
      const response = await api.call('DELETE', `/social_automations/${foreign}`, { token });
      expect(response).toMatchObject({ status: 404, body: { message: 'automation.errors.delete' } });
      expect((await api.call('DELETE', `/social_automations/${foreign}`)).status).toBe(401);
      expect((await api.call('GET', `/social_automations/${foreign}`, { token: otherToken })).status).toBe(
        200,
      );
    });
  });

  describe('the plan', () => {
    it.each(['basic', 'pro'])(
      'refuses to create an automation on the %s plan with 403 automation.errors.plan',
      async (plan) => {
        const { shopId: shop, token: own } = await merchant(plan);
        const response = await api.call('POST', '/social_automations', {
          token: own,
          body: { featureType: 'thanks', mode: 'automatic', message: 'Merci !', shop: `/shops/${shop}` },
        });
        expect(response).toMatchObject({
          status: 403,
          body: { status: 403, message: 'automation.errors.plan' },
        });
        expect((await listOf(shop, own)).body['hydra:totalItems']).toBe(0);
      },
    );

    it('refuses to reactivate an automation once the plan no longer includes it, but lets it be suspended and archived', async () => {
      const { shopId: shop, token: own } = await merchant('pro');
      const suspended = await createAutomation(api.db, shop, { suspended_at: '2026-11-01' });
      const active = await createAutomation(api.db, shop);
      const reactivate = await api.call('PATCH', `/social_automations/${suspended}`, {
        token: own,
        body: { suspendedAt: null },
        contentType: 'application/vnd.api+json',
      });
      expect(reactivate).toMatchObject({ status: 403, body: { message: 'automation.errors.plan' } });
      expect((await api.call('GET', `/social_automations/${suspended}`, { token: own })).body).toMatchObject({
        suspendedAt: '2026-11-01',
      });
      const suspend = await api.call('PATCH', `/social_automations/${active}`, {
        token: own,
        body: { suspendedAt: '2026-11-22' },
        contentType: 'application/vnd.api+json',
      });
      expect(suspend.status).toBe(200);
      const archive = await api.call('PATCH', `/social_automations/${active}`, {
        token: own,
        body: { deletedAt: '2026-11-22' },
        contentType: 'application/merge-patch+json',
      });
      expect(archive.status).toBe(200);
    });

    it('lets the demo shop, on the Advanced plan, create one; the offers that list the feature are exactly those allowed', async () => {
      await seedDemoShop(api.db, { now: new Date('2026-11-22T10:00:00.000Z') });
      const demoToken = await api.signIn(DEMO_LOGIN.email, DEMO_LOGIN.password);
      const demoReward = await api.db
        .selectFrom('config_discount')
        .innerJoin('shop', 'shop.id', 'config_discount.shop_id')
        .select('config_discount.id')
        .where('shop.name', '=', DEMO_SHOP_NAME)
        .executeTakeFirstOrThrow();
      const response = await api.call<Automation>('POST', '/social_automations', {
        token: demoToken,
        body: {
          featureType: 'thanks',
          mode: 'automatic',
          configDiscount: demoReward.id,
          message: 'Merci {{username}} !',
        },
      });
      expect(response).toMatchObject({ status: 201, body: { featureType: 'thanks', nextDueAt: null } });

      const offers = await api.call<HydraCollection<SubscriptionOffer>>('GET', '/subscription_offers');
      const listed = offers.body['hydra:member'];
      expect(listed.map((offer) => offer.type)).toEqual(['basic', 'pro', 'advanced', 'enterprise']);
      for (const offer of listed) {
        expect(offer.features.includes('offer.feature.automation'), offer.type).toBe(
          planIncludesAutomation(offer.type),
        );
      }
      // Seeding the whole demo shop takes seconds on a loaded machine.
    }, 30_000);
  });

  it('documents its routes in the OpenAPI description under the automations tag', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    for (const [path, method] of [
      ['/api/shops/{shopId}/social_automations', 'get'],
      ['/api/social_automations', 'post'],
      ['/api/social_automations/{id}', 'get'],
      ['/api/social_automations/{id}', 'put'],
      ['/api/social_automations/{id}', 'patch'],
      ['/api/social_automations/{id}', 'delete'],
    ] as const) {
      expect(document.paths[path]?.[method]).toMatchObject({
        tags: ['automations'],
        summary: expect.any(String),
      });
    }
  });
});
