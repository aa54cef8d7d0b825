// The jwt decorator's types (the claim tokens a customer holds are signed with it).
import type {} from '@fastify/jwt';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountTable, ShopTable } from '../db/schema.js';
import {
  createConfigDiscount,
  createContent,
  createDiscount,
  createOwner,
  connectedShop,
  postProduct,
} from '../testing/factories.js';
import { deriveClaimLinkSecret, encodeClaimToken } from '../rewards/claimLinks.js';
import { TEST_JWT_SECRET, startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const NOW = '2026-11-22T10:00:00.000Z';
let sequence = 0;

interface Collection<T = Record<string, unknown>> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view': Record<string, string>;
}

describe(`assigned rewards and use requests (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(NOW) });
  });
  afterAll(() => api.close());

  async function merchant(shop: Partial<Insertable<ShopTable>> = {}) {
    const { shopId, owner, accountId, token } = await connectedShop(api, { shop });
    /** A content of the shop and its reward, straight into the database. */
    const reward = async (values: Partial<Insertable<DiscountTable>> = {}, username = 'auteur') => {
      const contentId = await createContent(api.db, accountId, {
        author_username: username,
        permalink: `https://www.instagram.com/p/${username}-${(sequence += 1)}/`,
      });
      return createDiscount(api.db, shopId, contentId, { username, ...values });
    };
    return { shopId, owner, accountId, token, reward };
  }

  /** A customer's claim token, as the approval signs it. */
  const claimToken = (discountId: number, extra: Record<string, unknown> = {}) =>
    encodeClaimToken(deriveClaimLinkSecret(TEST_JWT_SECRET), {
      sub: String(discountId),
      purpose: 'claim',
      exp: Math.floor(Date.now() / 1000) + 3600,
      ...extra,
    });

  const discountRow = (id: number) =>
    api.db.selectFrom('discount').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const notificationsOf = (userId: number) =>
    api.db.selectFrom('user_notification').selectAll().where('user_id', '=', userId).execute();

  /** Assigns a reward through the API and returns the reward and its claim token. */
  async function approve(token: string, shopId: number, accountId: number, body: Record<string, unknown>) {
    const contentId = await createContent(api.db, accountId, {
      author_username: 'lea.martin',
      permalink: 'https://www.instagram.com/p/lea/',
    });
    const productId = await postProduct(api, token, shopId, contentId);
    const approved = await api.call<{ id: number; claimLink: string }>(
      'PUT',
      `/products/${productId}/approve`,
      { token, body: { shop: `/shops/${shopId}`, ...body } },
    );
    expect(approved.status).toBe(200);
    const link = new URL(approved.body.claimLink);
    return { id: approved.body.id, link, claim: link.searchParams.get('token') ?? '' };
  }

  describe('GET /shops/:shopId/discounts', () => {
    it('pages 10 by default, newest first, with the permalink of each content', async () => {
      const { shopId, token, reward } = await merchant();
      for (let day = 1; day <= 12; day += 1) {
        await reward(
          { created_at: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z` },
          `auteur_${day}`,
        );
      }
      const first = await api.call<Collection>(
        'GET',
        `/shops/${shopId}/discounts?order[createdAt]=desc&itemsPerPage=10&page=1`,
        { token },
      );
      expect(first.status).toBe(200);
      expect(first.body['hydra:totalItems']).toBe(12);
      expect(first.body['hydra:member']).toHaveLength(10);
      expect(first.body['hydra:member'][0]).toMatchObject({
        '@type': 'Discount',
        username: 'auteur_12',
        permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\/auteur_12-/),
        status: 'assigned',
        type: 'percent',
        amount_in_percent: 15,
      });
      expect(first.body['hydra:view']['hydra:next']).toBe(
        `/shops/${shopId}/discounts?order%5BcreatedAt%5D=desc&itemsPerPage=10&page=2`,
      );
      expect(first.body['hydra:view']['hydra:previous']).toBeUndefined();

      const second = await api.call<Collection>(
        'GET',
        `/shops/${shopId}/discounts?order[createdAt]=desc&itemsPerPage=10&page=2`,
        { token },
      );
      expect(second.body['hydra:member'].map((row) => row.username)).toEqual(['auteur_2', 'auteur_1']);
      expect(second.body['hydra:view']['hydra:previous']).toContain('page=1');
      expect(second.body['hydra:view']['hydra:next']).toBeUndefined();

      const oldest = await api.call<Collection>(
        'GET',
        `/shops/${shopId}/discounts?order[createdAt]=asc&itemsPerPage=1`,
        {
          token,
        },
      );
      expect(oldest.body['hydra:member'].map((row) => row.username)).toEqual(['auteur_1']);
    });

    it('lists a reward just approved first, before the older ones', async () => {
      const { shopId, accountId, token, reward } = await merchant();
      await reward({ created_at: '2026-11-21T08:00:00.000Z' }, 'auteur_ancien');
      // A custom reward, with the fields it does not use null, as the approval form sends them.
      const { id } = await approve(token, shopId, accountId, {
        config_discount_id: null,
        type: 'percent',
        place: 'online',
        code: null,
        percent: 10,
        description: 'Merci pour la publication',
        validity_start_at: null,
        validity_end_at: null,
      });
      const list = await api.call<Collection>(
        'GET',
        `/shops/${shopId}/discounts?order[createdAt]=desc&itemsPerPage=10&page=1`,
        { token },
      );
      expect(list.body['hydra:totalItems']).toBe(2);
      expect(list.body['hydra:member'].map((row) => row.id)).toEqual([id, expect.any(Number)]);
      expect(list.body['hydra:member'][0]).toMatchObject({
        '@id': `/discounts/${id}`,
        username: 'lea.martin',
        status: 'assigned',
        amount_in_percent: 10,
      });
    });

    it('filters by exact author username, by status and by type, together or alone', async () => {
      const { shopId, token, reward } = await merchant();
      await reward({ status: 'assigned', type: 'percent' }, 'lea.martin');
      await reward({ status: 'used', type: 'code', code: 'A', amount_in_percent: null }, 'lea.martin');
      await reward({ status: 'used', type: 'percent' }, 'hugo_voyage');
      await reward({ status: 'refused', type: 'other', description: 'Café' }, 'lea.martin.bis');

      const list = async (query: string) => {
        const response = await api.call<Collection>('GET', `/shops/${shopId}/discounts?${query}`, { token });
        expect(response.status).toBe(200);
        return response.body;
      };
      const byUsername = await list('username=lea.martin');
      expect(byUsername['hydra:totalItems']).toBe(2);
      expect(byUsername['hydra:member'].every((row) => row.username === 'lea.martin')).toBe(true);

      const used = await list('status=used');
      expect(used['hydra:member'].map((row) => row.username).sort()).toEqual(['hugo_voyage', 'lea.martin']);

      const other = await list('type=other');
      expect(other['hydra:member']).toEqual([expect.objectContaining({ username: 'lea.martin.bis' })]);

      const combined = await list('username=lea.martin&status=used&type=code&itemsPerPage=1');
      expect(combined['hydra:totalItems']).toBe(1);
      expect(combined['hydra:member']).toEqual([expect.objectContaining({ code: 'A', status: 'used' })]);

      expect((await list('username=nobody'))['hydra:totalItems']).toBe(0);
    });

    it('answers 400 naming the field for an unknown status, type or order', async () => {
      const { shopId, token } = await merchant();
      for (const [query, field] of [
        ['status=pending', 'status'],
        ['type=gift', 'type'],
        ['order[createdAt]=newest', 'order[createdAt]'],
      ] as const) {
        const response = await api.call('GET', `/shops/${shopId}/discounts?${query}`, { token });
        expect(response).toMatchObject({
          status: 400,
          body: {
            status: 400,
            message: 'errors.bad_request',
            violations: [{ propertyPath: field, message: 'errors.invalid_choice' }],
          },
        });
      }
    });

    it("answers 404 for another shop's rewards, without data", async () => {
      const { token } = await merchant();
      const other = await merchant();
      await other.reward({}, 'secret_author');
      const response = await api.call('GET', `/shops/${other.shopId}/discounts`, { token });
      expect(response).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
      expect(JSON.stringify(response.body)).not.toContain('secret_author');
    });

    it('answers 401 without a token', async () => {
      const { shopId } = await merchant();
      expect((await api.call('GET', `/shops/${shopId}/discounts`)).status).toBe(401);
    });
  });

  describe('GET /discounts/:id', () => {
    it("loads one of the shop's rewards, and answers 404 for another shop's", async () => {
      const { token, reward } = await merchant();
      const other = await merchant();
      const id = await reward({}, 'chloe.cuisine');
      const loaded = await api.call('GET', `/discounts/${id}`, { token });
      expect(loaded).toMatchObject({
        status: 200,
        body: { '@id': `/discounts/${id}`, id, username: 'chloe.cuisine' },
      });

      const foreign = await api.call('GET', `/discounts/${await other.reward({}, 'hidden')}`, { token });
      expect(foreign).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
      expect(JSON.stringify(foreign.body)).not.toContain('hidden');
      expect((await api.call('GET', '/discounts/abc', { token })).status).toBe(404);
      expect((await api.call('GET', '/discounts/99999999999', { token })).status).toBe(404);
    });

    it('answers 401 without a token', async () => {
      const { reward } = await merchant();
      expect((await api.call('GET', `/discounts/${await reward()}`)).status).toBe(401);
    });
  });

  describe('a body that is not an object', () => {
    it('answers 400 errors.bad_request to a use request or a « Prévenu » mark, and changes nothing', async () => {
      const { shopId, token, reward } = await merchant();
      const id = await reward();
      for (const body of [[{ token: claimToken(id) }], 'token']) {
        const use = await api.call('POST', '/customer/discounts/use_request', { body });
        const mark = await api.call('PUT', `/discounts/${id}/notified`, {
          token,
          body: [{ notified: true }],
        });
        for (const response of [use, mark]) {
          expect(response).toMatchObject({
            status: 400,
            body: { status: 400, message: 'errors.bad_request' },
          });
        }
      }
      expect(await discountRow(id)).toMatchObject({ shop_id: shopId, status: 'assigned', notified_at: null });
    });
  });

  describe('use requests: POST /customer/discounts/use_request, PUT /discounts/:id/accept|refuse', () => {
    it('runs end to end: approve, claim link, use request notifying every owner, accept', async () => {
      const { shopId, accountId, owner, token } = await merchant();
      const secondOwner = await createOwner(api.db, { shopId });
      const staff = await createOwner(api.db, { shopId, roles: ['ROLE_USER'] });
      const stranger = await merchant();
      const configId = await createConfigDiscount(api.db, shopId, { percent: 15, quantity: 10 });

      const { id, link, claim } = await approve(token, shopId, accountId, {
        config_discount_id: configId,
      });
      expect(link.pathname).toBe('/api/customer/discounts/use_request');

      const requested = await api.call('POST', '/customer/discounts/use_request', { body: { token: claim } });
      expect(requested).toMatchObject({
        status: 200,
        body: { id, status: 'use_requested', useRequestedAt: NOW, usedAt: null },
      });

      for (const userId of [owner.id, secondOwner.id]) {
        expect(await notificationsOf(userId)).toEqual([
          expect.objectContaining({
            title: 'Demande d’utilisation',
            message: '@lea.martin souhaite utiliser sa récompense « -15 % ».',
            link: `/rewards?status=use_requested#discount-${id}`,
            read: 0,
            created_at: NOW,
          }),
        ]);
      }
      // The bell's list hands the dashboard the row to open.
      const bell = await api.call<Collection>('GET', `/users/${owner.id}/user_notifications?read=false`, {
        token,
      });
      expect(bell.body['hydra:member']).toEqual([
        expect.objectContaining({
          title: 'Demande d’utilisation',
          link: `/rewards?status=use_requested#discount-${id}`,
          read: false,
        }),
      ]);
      const waiting = await api.call<Collection>('GET', `/shops/${shopId}/discounts?status=use_requested`, {
        token,
      });
      expect(waiting.body['hydra:member']).toEqual([
        expect.objectContaining({ '@id': `/discounts/${id}`, id, status: 'use_requested' }),
      ]);
      expect(await notificationsOf(staff.id)).toHaveLength(0);
      expect(await notificationsOf(stranger.owner.id)).toHaveLength(0);

      const accepted = await api.call('PUT', `/discounts/${id}/accept`, { token });
      expect(accepted).toMatchObject({
        status: 200,
        body: { id, status: 'used', usedAt: NOW, permalink: 'https://www.instagram.com/p/lea/' },
      });
      const config = await api.db
        .selectFrom('config_discount')
        .selectAll()
        .where('id', '=', configId)
        .executeTakeFirstOrThrow();
      expect(config).toMatchObject({ quantity_allocated: 1, quantity_used: 1 });

      const used = await api.call<Collection>('GET', `/shops/${shopId}/discounts?status=used`, { token });
      expect(used.body['hydra:member']).toEqual([expect.objectContaining({ id })]);
      expect((await api.call('PUT', `/discounts/${id}/accept`, { token })).status).toBe(409);
    });

    it('takes the token from the query string of the claim link as well', async () => {
      const { shopId, accountId, token } = await merchant();
      const { id, link } = await approve(token, shopId, accountId, { type: 'code', code: 'MERCI10' });
      const requested = await api.call('POST', `/customer/discounts/use_request${link.search}`);
      expect(requested).toMatchObject({ status: 200, body: { id, status: 'use_requested' } });
    });

    it('refuses a use request: refused, the configured reward not counted as used', async () => {
      const { shopId, accountId, owner, token } = await merchant();
      const configId = await createConfigDiscount(api.db, shopId, {
        type: 'other',
        description: 'Un café offert',
        percent: 0,
      });
      const { id, claim } = await approve(token, shopId, accountId, { config_discount_id: configId });
      await api.call('POST', '/customer/discounts/use_request', { body: { token: claim } });
      expect((await notificationsOf(owner.id))[0]?.message).toBe(
        '@lea.martin souhaite utiliser sa récompense « Un café offert ».',
      );
      const refused = await api.call('PUT', `/discounts/${id}/refuse`, { token });
      expect(refused).toMatchObject({
        status: 200,
        body: { id, status: 'refused', refusedAt: NOW, usedAt: null },
      });
      const config = await api.db
        .selectFrom('config_discount')
        .select('quantity_used')
        .where('id', '=', configId)
        .executeTakeFirstOrThrow();
      expect(config.quantity_used).toBe(0);
      expect((await api.call('PUT', `/discounts/${id}/accept`, { token })).status).toBe(409);
      expect(
        (await api.call('POST', '/customer/discounts/use_request', { body: { token: claim } })).status,
      ).toBe(409);
    });

    it('answers 409 to a second request, and notifies only once', async () => {
      const { shopId, accountId, owner, token } = await merchant();
      const { claim } = await approve(token, shopId, accountId, { type: 'percent', percent: 10 });
      expect(
        (await api.call('POST', '/customer/discounts/use_request', { body: { token: claim } })).status,
      ).toBe(200);
      const again = await api.call('POST', '/customer/discounts/use_request', { body: { token: claim } });
      expect(again).toMatchObject({ status: 409, body: { status: 409, message: 'discount.errors.status' } });
      expect(await notificationsOf(owner.id)).toHaveLength(1);
    });

    it.each(['used', 'refused', 'expired'])('answers 409 to a request on a %s reward', async (status) => {
      const { owner, reward } = await merchant();
      const id = await reward({ status });
      const response = await api.call('POST', '/customer/discounts/use_request', {
        body: { token: claimToken(id) },
      });
      expect(response).toMatchObject({ status: 409, body: { message: 'discount.errors.status' } });
      expect((await discountRow(id)).status).toBe(status);
      expect(await notificationsOf(owner.id)).toHaveLength(0);
    });

    it('answers 409 to a request on a reward past its validity', async () => {
      const { reward } = await merchant();
      const id = await reward({ validity_start_at: '2026-10-01', validity_end_at: '2026-11-01' });
      const response = await api.call('POST', '/customer/discounts/use_request', {
        body: { token: claimToken(id) },
      });
      expect(response).toMatchObject({ status: 409, body: { message: 'discount.errors.validity' } });
      expect((await discountRow(id)).status).toBe('assigned');
    });

    it('refuses a merchant session, a tampered, foreign or missing token with 401, and the claim on merchant routes', async () => {
      const { shopId, accountId, token } = await merchant();
      const { id, claim } = await approve(token, shopId, accountId, { type: 'percent', percent: 10 });

      const attempts: [string, unknown][] = [
        ['merchant session', { token }],
        ['tampered', { token: `${claim.slice(0, -2)}xx` }],
        ['other claim of the same reward', { token: claimToken(id, { nonce: 1 }) }],
        ['wrong purpose', { token: claimToken(id, { purpose: 'reset' }) }],
        ['session secret', { token: api.app.jwt.sign({ sub: String(id), purpose: 'claim' } as never) }],
        ['missing', {}],
      ];
      for (const [, body] of attempts) {
        const response = await api.call('POST', '/customer/discounts/use_request', { body });
        expect(response).toMatchObject({
          status: 401,
          body: { status: 401, message: 'errors.unauthorized' },
        });
      }
      expect((await discountRow(id)).status).toBe('assigned');

      // The claim opens nothing of the merchant's.
      expect((await api.call('GET', `/discounts/${id}`, { token: claim })).status).toBe(401);
      expect((await api.call('PUT', `/discounts/${id}/accept`, { token: claim })).status).toBe(401);
    });

    it('answers 404 when the reward of a valid claim no longer exists', async () => {
      const response = await api.call('POST', '/customer/discounts/use_request', {
        body: { token: claimToken(999_999) },
      });
      expect(response).toMatchObject({ status: 404, body: { status: 404 } });
    });

    it.each(['assigned', 'used', 'refused', 'expired'])(
      'accepts or refuses only a requested reward: 409 from %s, nothing changed',
      async (status) => {
        const { token, reward } = await merchant();
        const id = await reward({ status });
        for (const decision of ['accept', 'refuse']) {
          const response = await api.call('PUT', `/discounts/${id}/${decision}`, { token });
          expect(response).toMatchObject({
            status: 409,
            body: { status: 409, message: 'discount.errors.status' },
          });
        }
        expect(await discountRow(id)).toMatchObject({ status, used_at: null, refused_at: null });
      },
    );

    it("answers 404 to a decision on another shop's reward, and 401 without a token", async () => {
      const { token } = await merchant();
      const other = await merchant();
      const id = await other.reward({ status: 'use_requested', use_requested_at: NOW }, 'private_author');
      for (const decision of ['accept', 'refuse']) {
        const foreign = await api.call('PUT', `/discounts/${id}/${decision}`, { token });
        expect(foreign).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
        expect(JSON.stringify(foreign.body)).not.toContain('private_author');
        expect((await api.call('PUT', `/discounts/${id}/${decision}`)).status).toBe(401);
      }
      expect((await discountRow(id)).status).toBe('use_requested');
    });
  });
});
