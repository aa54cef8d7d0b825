import type {
  AssignedReward,
  AutomationMessageStatus,
  ShopTodo,
  SocialContentCollection,
} from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleStoryMessages } from '../automations/scheduler.js';
import {
  createAutomation,
  createConfigDiscount,
  createContent,
  createDiscount,
  connectedShop,
  postProduct,
  signedInShop,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const notFound = { status: 404, body: { status: 404, message: 'errors.not_found' } };
const unauthorized = { status: 401, body: { status: 401, message: 'errors.unauthorized' } };

describe(`the merchant's to-do: contents by status, the shop's to-do, the « Prévenu » mark (${testDialect()})`, () => {
  let api: TestApi;
  let clock = NOW;

  beforeAll(async () => {
    api = await startTestApi({ now: () => clock });
  });
  afterAll(() => api.close());

  const merchant = async ({ connected = true } = {}) =>
    connected
      ? connectedShop(api, { account: { token_expires_at: at(72 * HOUR) } })
      : { ...(await signedInShop(api)), accountId: 0 };

  describe('GET /social_account_instagrams/:id/social_contents: rewarded filter and counts', () => {
    let token: string;
    let accountId: number;
    let shopId: number;
    const ids: Record<'cheapFeed' | 'popularFeed' | 'popularReel' | 'story', number> = {
      cheapFeed: 0,
      popularFeed: 0,
      popularReel: 0,
      story: 0,
    };
    let rewardOfCheapFeed: number;

    beforeAll(async () => {
      ({ token, accountId, shopId } = await merchant());
      ids.story = await createContent(api.db, accountId, {
        type: 'story',
        media_type: 'story',
        like_count: 0,
        created_at: at(-1 * HOUR),
        expires_at: at(23 * HOUR),
      });
      ids.popularReel = await createContent(api.db, accountId, {
        type: 'reels',
        media_type: 'video',
        like_count: 500,
        created_at: at(-2 * HOUR),
      });
      ids.popularFeed = await createContent(api.db, accountId, {
        like_count: 500,
        created_at: at(-3 * HOUR),
      });
      ids.cheapFeed = await createContent(api.db, accountId, { like_count: 10, created_at: at(-4 * HOUR) });
      rewardOfCheapFeed = await createDiscount(api.db, shopId, ids.cheapFeed, {
        notified_at: at(-HOUR),
      });
      await createDiscount(api.db, shopId, ids.popularReel);
    });

    const list = (query = '') =>
      api.call<SocialContentCollection>(
        'GET',
        `/social_account_instagrams/${accountId}/social_contents?order%5BcreatedAt%5D=desc${query}`,
        { token },
      );
    const idsOf = (collection: SocialContentCollection) => collection['hydra:member'].map(({ id }) => id);

    it('lists every content without the filter, with the counts of the three tabs', async () => {
      const all = await list();
      expect(all.status).toBe(200);
      expect(idsOf(all.body)).toEqual([ids.story, ids.popularReel, ids.popularFeed, ids.cheapFeed]);
      expect(all.body['hydra:totalItems']).toBe(4);
      expect(all.body.counts).toEqual({ toReward: 2, rewarded: 2, all: 4 });
    });

    it('keeps the contents to reward with rewarded=false and the rewarded ones with rewarded=true, same counts', async () => {
      const toReward = await list('&rewarded=false');
      expect(idsOf(toReward.body)).toEqual([ids.story, ids.popularFeed]);
      expect(toReward.body['hydra:totalItems']).toBe(2);
      expect(toReward.body['hydra:member'].every((content) => content.discount === null)).toBe(true);
      expect(toReward.body.counts).toEqual({ toReward: 2, rewarded: 2, all: 4 });

      const rewarded = await list('&rewarded=true');
      expect(idsOf(rewarded.body)).toEqual([ids.popularReel, ids.cheapFeed]);
      expect(rewarded.body['hydra:totalItems']).toBe(2);
      expect(rewarded.body.counts).toEqual({ toReward: 2, rewarded: 2, all: 4 });
    });

    it('counts under the type and like filters, whatever the status filter', async () => {
      const feeds = await list('&type=feed&rewarded=false');
      expect(idsOf(feeds.body)).toEqual([ids.popularFeed]);
      expect(feeds.body.counts).toEqual({ toReward: 1, rewarded: 1, all: 2 });

      const popular = await list('&likeCount%5Bgte%5D=100&rewarded=true');
      expect(idsOf(popular.body)).toEqual([ids.popularReel]);
      expect(popular.body.counts).toEqual({ toReward: 1, rewarded: 1, all: 2 });

      const nothing = await list('&type=ad');
      expect(nothing.body['hydra:member']).toEqual([]);
      expect(nothing.body.counts).toEqual({ toReward: 0, rewarded: 0, all: 0 });
    });

    it('pages the filtered contents: the total and the next page follow the filter', async () => {
      const first = await list('&rewarded=false&itemsPerPage=1&page=1');
      expect(idsOf(first.body)).toEqual([ids.story]);
      expect(first.body['hydra:view']?.['hydra:next']).toContain('page=2');
      const second = await list('&rewarded=false&itemsPerPage=1&page=2');
      expect(idsOf(second.body)).toEqual([ids.popularFeed]);
      expect(second.body['hydra:view']?.['hydra:next']).toBeUndefined();
    });

    it('carries the « Prévenu » mark in the embedded reward', async () => {
      const rewarded = await list('&rewarded=true');
      const cheap = rewarded.body['hydra:member'].find((content) => content.id === ids.cheapFeed);
      expect(cheap?.discount).toMatchObject({ id: rewardOfCheapFeed, notifiedAt: at(-HOUR) });
      const reel = rewarded.body['hydra:member'].find((content) => content.id === ids.popularReel);
      expect(reel?.discount).toMatchObject({ notifiedAt: null });
    });

    it('answers 400 naming rewarded for any other value, with the other bad filters', async () => {
      for (const value of ['yes', 'TRUE', '1', '0']) {
        expect(await list(`&rewarded=${value}`)).toMatchObject({
          status: 400,
          body: {
            status: 400,
            message: 'errors.bad_request',
            violations: [{ propertyPath: 'rewarded', message: 'errors.invalid_choice' }],
          },
        });
      }
      expect((await list('&rewarded=maybe&type=video')).body).toEqual({
        status: 400,
        message: 'errors.bad_request',
        violations: [
          { propertyPath: 'type', message: 'errors.invalid_choice' },
          { propertyPath: 'rewarded', message: 'errors.invalid_choice' },
        ],
      });
    });

    it("answers 404 for another shop's account and 401 without a session", async () => {
      const other = await merchant();
      const path = `/social_account_instagrams/${accountId}/social_contents?rewarded=false`;
      expect(await api.call('GET', path, { token: other.token })).toMatchObject(notFound);
      expect(await api.call('GET', path)).toMatchObject(unauthorized);
    });
  });

  describe('GET /shops/:shopId/todo', () => {
    const todoOf = async (shopId: number, token: string) => {
      const response = await api.call<ShopTodo>('GET', `/shops/${shopId}/todo`, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return response.body;
    };

    it('has nothing but the connection to make without an Instagram account', async () => {
      const { shopId, token } = await merchant({ connected: false });
      expect(await todoOf(shopId, token)).toEqual({
        contentsToReward: 0,
        useRequests: 0,
        expiringStories: 0,
        nextStoryExpiresAt: null,
        connection: 'not_connected',
      });
    });

    it('moves each figure with its cause: a reward given, a use request, a story message, the token', async () => {
      clock = NOW;
      const { shopId, accountId, token } = await merchant();
      const configId = await createConfigDiscount(api.db, shopId);
      const feed = await createContent(api.db, accountId, { created_at: at(-5 * HOUR) });
      await createContent(api.db, accountId, {
        type: 'reels',
        media_type: 'video',
        created_at: at(-6 * HOUR),
      });
      const story = await createContent(api.db, accountId, {
        type: 'story',
        media_type: 'story',
        author_username: 'lea.martin',
        created_at: at(-2 * HOUR),
        expires_at: at(22 * HOUR),
      });
      // Gone yesterday: no longer expiring, still to reward.
      await createContent(api.db, accountId, {
        type: 'story',
        media_type: 'story',
        created_at: at(-30 * HOUR),
        expires_at: at(-6 * HOUR),
      });
      expect(await todoOf(shopId, token)).toEqual({
        contentsToReward: 4,
        useRequests: 0,
        expiringStories: 1,
        nextStoryExpiresAt: at(22 * HOUR),
        connection: 'connected',
      });

      // The merchant rewards the feed publication.
      const productId = await postProduct(api, token, shopId, feed);
      const approved = await api.call<{ id: number; claimLink: string }>(
        'PUT',
        `/products/${productId}/approve`,
        {
          token,
          body: { shop: `/shops/${shopId}`, config_discount_id: configId },
        },
      );
      expect(approved.status).toBe(200);
      expect(await todoOf(shopId, token)).toMatchObject({ contentsToReward: 3, useRequests: 0 });

      // Its author asks to use it, then the merchant accepts.
      const claim = new URL(approved.body.claimLink).searchParams.get('token');
      const requested = await api.call('POST', '/customer/discounts/use_request', { body: { token: claim } });
      expect(requested.status).toBe(200);
      expect(await todoOf(shopId, token)).toMatchObject({ contentsToReward: 3, useRequests: 1 });
      expect((await api.call('PUT', `/discounts/${approved.body.id}/accept`, { token })).status).toBe(200);
      expect(await todoOf(shopId, token)).toMatchObject({ useRequests: 0 });

      // An automation's message is scheduled for the live story, as its mention's webhook does.
      const automationId = await createAutomation(api.db, shopId);
      await scheduleStoryMessages(
        api.db,
        {
          contentId: story,
          shopId,
          recipient: '6100000000000001',
          recipientUsername: 'lea.martin',
          storyAt: new Date(at(-2 * HOUR)),
        },
        { offsetMs: HOUR / 2, now: clock },
      );
      expect(await todoOf(shopId, token)).toMatchObject({ expiringStories: 0, nextStoryExpiresAt: null });
      const messageStatus = (status: AutomationMessageStatus) =>
        api.db
          .updateTable('automation_message')
          .set({ status })
          .where('automation_id', '=', automationId)
          .execute();
      await messageStatus('sent');
      expect(await todoOf(shopId, token)).toMatchObject({ expiringStories: 0 });
      // Meta refused it: the author heard nothing, the story is the merchant's again.
      await messageStatus('failed');
      expect(await todoOf(shopId, token)).toMatchObject({
        expiringStories: 1,
        nextStoryExpiresAt: at(22 * HOUR),
      });

      // A day later the story is gone and the token has expired.
      clock = new Date(at(80 * HOUR));
      try {
        expect(await todoOf(shopId, token)).toEqual({
          contentsToReward: 3,
          useRequests: 0,
          expiringStories: 0,
          nextStoryExpiresAt: null,
          connection: 'to_reconnect',
        });
      } finally {
        clock = NOW;
      }
    });

    it('says to reconnect when the account has a connection problem, and not connected once it is disconnected', async () => {
      const { shopId, accountId, token } = await merchant();
      await api.db
        .updateTable('social_account')
        .set({ has_account_token_expired: 1, token_problem: 'revoked' })
        .where('id', '=', accountId)
        .execute();
      await createContent(api.db, accountId);
      expect(await todoOf(shopId, token)).toMatchObject({ contentsToReward: 1, connection: 'to_reconnect' });
      expect((await api.call('PUT', `/social_accounts/${accountId}/logout`, { token })).status).toBe(200);
      expect(await todoOf(shopId, token)).toMatchObject({ contentsToReward: 0, connection: 'not_connected' });
    });

    it("answers 404 for another shop's to-do, as for a shop that does not exist, and 401 without a session", async () => {
      const own = await merchant();
      const other = await merchant();
      await createContent(api.db, other.accountId);
      expect(await api.call('GET', `/shops/${other.shopId}/todo`, { token: own.token })).toMatchObject(
        notFound,
      );
      expect(await api.call('GET', '/shops/999999/todo', { token: own.token })).toMatchObject(notFound);
      expect(await api.call('GET', '/shops/abc/todo', { token: own.token })).toMatchObject(notFound);
      expect(await api.call('GET', `/shops/${own.shopId}/todo`)).toMatchObject(unauthorized);
    });
  });

  describe('PUT /discounts/:id/notified', () => {
    async function rewarded() {
      const { shopId, accountId, token } = await merchant();
      const contentId = await createContent(api.db, accountId, {
        permalink: 'https://www.instagram.com/p/told/',
      });
      const rewardId = await createDiscount(api.db, shopId, contentId);
      return { shopId, accountId, token, rewardId };
    }
    const notifiedAtOf = async (id: number) =>
      (
        await api.db
          .selectFrom('discount')
          .select('notified_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).notified_at;

    it('sets the mark to now and clears it, answering the reward; the lists show it', async () => {
      const { shopId, token, rewardId } = await rewarded();
      const set = await api.call<AssignedReward>('PUT', `/discounts/${rewardId}/notified`, {
        token,
        body: { notified: true },
      });
      expect(set).toMatchObject({
        status: 200,
        body: {
          '@id': `/discounts/${rewardId}`,
          id: rewardId,
          status: 'assigned',
          permalink: 'https://www.instagram.com/p/told/',
          notifiedAt: NOW.toISOString(),
        },
      });
      expect((await api.call('GET', `/discounts/${rewardId}`, { token })).body).toMatchObject({
        notifiedAt: NOW.toISOString(),
      });
      const list = await api.call<{ 'hydra:member': AssignedReward[] }>('GET', `/shops/${shopId}/discounts`, {
        token,
      });
      expect(list.body['hydra:member'][0]).toMatchObject({ id: rewardId, notifiedAt: NOW.toISOString() });

      // Marking again later keeps the moment the author was first told.
      clock = new Date(at(HOUR));
      try {
        const again = await api.call('PUT', `/discounts/${rewardId}/notified`, {
          token,
          body: { notified: true },
        });
        expect(again.body).toMatchObject({ notifiedAt: NOW.toISOString() });
      } finally {
        clock = NOW;
      }

      const cleared = await api.call('PUT', `/discounts/${rewardId}/notified`, {
        token,
        body: { notified: false },
      });
      expect(cleared).toMatchObject({ status: 200, body: { id: rewardId, notifiedAt: null } });
      expect(await notifiedAtOf(rewardId)).toBeNull();
    });

    it('answers 422 naming notified for a body that is not a boolean, and changes nothing', async () => {
      const { token, rewardId } = await rewarded();
      for (const body of [{ notified: 'true' }, { notified: 1 }, { notified: null }, { notified: [] }]) {
        expect(await api.call('PUT', `/discounts/${rewardId}/notified`, { token, body })).toMatchObject({
          status: 422,
          body: {
            status: 422,
            message: 'errors.validation',
            violations: [{ propertyPath: 'notified', message: 'errors.invalid_type' }],
          },
        });
      }
      expect(await api.call('PUT', `/discounts/${rewardId}/notified`, { token, body: {} })).toMatchObject({
        status: 422,
        body: { violations: [{ propertyPath: 'notified', message: 'errors.required' }] },
      });
      expect(await notifiedAtOf(rewardId)).toBeNull();
    });

    it("answers 404 for another shop's reward and leaves it as it was; 401 without a session", async () => {
      const own = await rewarded();
      const other = await rewarded();
      const path = `/discounts/${other.rewardId}/notified`;
      expect(await api.call('PUT', path, { token: own.token, body: { notified: true } })).toMatchObject(
        notFound,
      );
      expect(await notifiedAtOf(other.rewardId)).toBeNull();
      expect(await api.call('PUT', path, { body: { notified: true } })).toMatchObject(unauthorized);
      expect(await notifiedAtOf(other.rewardId)).toBeNull();
      // Already told: another shop cannot clear it either.
      await api.call('PUT', path, { token: other.token, body: { notified: true } });
      expect(await api.call('PUT', path, { token: own.token, body: { notified: false } })).toMatchObject(
        notFound,
      );
      expect(await notifiedAtOf(other.rewardId)).toBe(NOW.toISOString());
      expect(
        await api.call('PUT', '/discounts/999999/notified', { token: own.token, body: { notified: true } }),
      ).toMatchObject(notFound);
    });
  });

  it('documents the filter, the counts and both routes in the OpenAPI description', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<
        string,
        Record<string, { summary?: string; description?: string; parameters?: { name: string }[] }>
      >;
    };
    const contents = document.paths['/api/social_account_instagrams/{id}/social_contents']?.get;
    expect(contents?.parameters?.map(({ name }) => name)).toContain('rewarded');
    expect(contents?.description).toMatch(/Extension of SPEC §7/);
    expect(JSON.stringify(contents)).toContain('toReward');
    const todo = document.paths['/api/shops/{shopId}/todo']?.get;
    expect(todo?.summary).toMatch(/extension of SPEC §7/);
    expect(JSON.stringify(todo)).toContain('nextStoryExpiresAt');
    expect(document.paths['/api/discounts/{id}/notified']?.put?.summary).toMatch(/extension of SPEC §7/);
  });
});
