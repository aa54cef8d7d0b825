import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '@merci/domain';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';
import { CATEGORIES, DEMO_LOGIN, DEMO_SHOP_NAME, seedDemoShop } from './seed.js';

const now = new Date('2026-11-22T10:00:00.000Z');

describe(`the demo seed (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ now: () => now });
    expect(await seedDemoShop(api.db, { now })).toEqual({ created: true });
  });
  afterAll(() => api.close());

  const count = async (
    table:
      | 'social_content'
      | 'social_author'
      | 'config_discount'
      | 'discount'
      | 'social_automation'
      | 'user_notification'
      | 'category'
      | 'subscription_offer',
  ) =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('signs in with the printed demo login, as the owner of a validated shop', async () => {
    const signIn = await api.call<{ token: string; activated: boolean }>('POST', '/v1/oauth', {
      body: { ...DEMO_LOGIN, context: 'shop' },
    });
    expect(signIn).toMatchObject({ status: 200, body: { activated: true } });
    const { token } = signIn.body;
    const me = await api.call<{ roles: string[]; shop: { id: number } }>('GET', '/users/me', { token });
    expect(me.body.roles).toContain('ROLE_OWNER');
    const shop = await api.call('GET', `/shops/${me.body.shop.id}`, { token });
    expect(shop.body).toMatchObject({
      name: DEMO_SHOP_NAME,
      validated: true,
      discountTypes: ['percent', 'code', 'voucher', 'other'],
      quota: 50,
      discountCount: 40,
      subscriptionOfferType: 'advanced',
    });
  });

  it('holds the volumes the screens need', async () => {
    expect(await count('category')).toBe(CATEGORIES.length);
    expect(await count('subscription_offer')).toBe(4);
    expect(await count('social_content')).toBe(60);
    expect(await count('social_author')).toBe(15);
    expect(await count('config_discount')).toBe(8);
    expect(await count('discount')).toBe(40);
    expect(await count('social_automation')).toBe(3);
    expect(await count('user_notification')).toBe(25);
  });

  it('covers every content type, media type and reward status', async () => {
    const contents = await api.db
      .selectFrom('social_content')
      .select(['type', 'media_type', 'media_url'])
      .execute();
    expect(new Set(contents.map((row) => row.type))).toEqual(new Set(['ad', 'feed', 'story', 'reels']));
    expect(new Set(contents.map((row) => row.media_type))).toEqual(
      new Set(['image', 'video', 'carousel_album', 'story']),
    );
    expect(contents.some((row) => row.media_url === null)).toBe(true);
    const statuses = await api.db.selectFrom('discount').select('status').execute();
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['assigned', 'use_requested', 'used', 'refused', 'expired']),
    );
  });

  it('starts the first contents page with publications still to reward, then a few rewarded ones', async () => {
    const token = await api.signIn(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const me = await api.call<{ shop: { id: number } }>('GET', '/users/me', { token });
    const accounts = await api.call<{ 'hydra:member': { id: number }[] }>(
      'GET',
      `/shops/${me.body.shop.id}/social_accounts?socialId=instagram`,
      { token },
    );
    const page = await api.call<{ 'hydra:member': { discount: unknown }[] }>(
      'GET',
      `/social_account_instagrams/${accounts.body['hydra:member'][0]?.id}/social_contents?order[createdAt]=desc&itemsPerPage=12&page=1`,
      { token },
    );
    expect(page.status).toBe(200);
    const rewardedOnPage = page.body['hydra:member'].map((content) => Boolean(content.discount));
    expect(rewardedOnPage).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  it('spreads the rewards over the last twelve months and keeps the quota consistent', async () => {
    const rows = await api.db.selectFrom('discount').select('created_at').execute();
    const months = new Set(rows.map((row) => row.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    // Every month with publications has rewards too.
    const contents = await api.db.selectFrom('social_content').select('created_at').execute();
    for (const month of new Set(contents.map((row) => row.created_at.slice(0, 7)))) {
      expect(months, month).toContain(month);
    }
    expect(rows.every((row) => row.created_at <= now.toISOString())).toBe(true);
    // The quota's month is the calendar month in Paris, the shop's time zone.
    const since = monthStart(now, 'Europe/Paris').toISOString();
    const thisMonth = rows.filter((row) => row.created_at >= since).length;
    const shop = await api.db
      .selectFrom('shop')
      .select(['quota_remaining', 'quota_period'])
      .where('name', '=', DEMO_SHOP_NAME)
      .executeTakeFirstOrThrow();
    expect(shop).toEqual({ quota_remaining: 50 - thisMonth, quota_period: '2026-11' });
  });

  it('has unread notifications, a suspended automation, and an exhausted and an expired reward', async () => {
    const unread = await api.db.selectFrom('user_notification').select('id').where('read', '=', 0).execute();
    expect(unread).toHaveLength(7);
    const suspended = await api.db
      .selectFrom('social_automation')
      .select('id')
      .where('suspended_at', 'is not', null)
      .execute();
    expect(suspended).toHaveLength(1);
    const configs = await api.db.selectFrom('config_discount').selectAll().execute();
    expect(configs.some((row) => row.quantity !== null && row.quantity_allocated >= row.quantity)).toBe(true);
    expect(configs.some((row) => row.validity_end_at !== null && row.validity_end_at < '2026-11-22')).toBe(
      true,
    );
  });

  it('links each notification about a reward or a publication to that row of the demo shop', async () => {
    const notifications = await api.db.selectFrom('user_notification').select(['message', 'link']).execute();
    const discounts = await api.db.selectFrom('discount').select(['id', 'status', 'username']).execute();
    const contentIds = new Set(
      (await api.db.selectFrom('social_content').select('id').execute()).map((row) => row.id),
    );
    const about = (pattern: RegExp) => notifications.filter((row) => pattern.test(row.message));
    const requests = about(/souhaite utiliser sa récompense/);
    const usedRewards = about(/a été utilisée en boutique/);
    const posts = about(/qui mentionne votre boutique/);
    expect([requests.length, usedRewards.length, posts.length]).toEqual([5, 5, 5]);
    for (const { message, link } of [...requests, ...usedRewards]) {
      const [, status, id] = /^\/rewards\?status=(use_requested|used)#discount-(\d+)$/.exec(link ?? '') ?? [];
      const reward = discounts.find((row) => row.id === Number(id));
      expect(reward?.status, `${message} → ${link}`).toBe(status);
      expect(message).toContain(`@${reward?.username}`);
    }
    for (const { link } of posts) {
      expect(contentIds.has(Number(/^\/instagram\/contents\/(\d+)$/.exec(link ?? '')?.[1]))).toBe(true);
    }
    expect(about(/vous a mentionné dans une story/).map((row) => row.link)).toEqual(
      Array(5).fill('/instagram/contents?type=story'),
    );
  });

  it('offers a reward valid now for stories, the one a new automation needs', async () => {
    const token = await api.signIn(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const me = await api.call<{ shop: { id: number } }>('GET', '/users/me', { token });
    const rewards = await api.call<{ 'hydra:member': { id: number; socialContentTypes: string[] }[] }>(
      'GET',
      `/shops/${me.body.shop.id}/config_discounts?order[createdAt]=desc&itemsPerPage=10&page=1&valid=true&socialContentType=story`,
      { token },
    );
    expect(rewards.status).toBe(200);
    expect(rewards.body['hydra:member'].length).toBeGreaterThan(0);
    for (const reward of rewards.body['hydra:member']) expect(reward.socialContentTypes).toContain('story');
  });

  it('has each live automation waiting on every story still online but the oldest, 30 minutes before it ends', async () => {
    const [unanswered, ...liveStories] = await api.db
      .selectFrom('social_content')
      .select(['id', 'created_at'])
      .where('type', '=', 'story')
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at', 'asc')
      .execute();
    expect(liveStories).toHaveLength(3);
    const live = await api.db
      .selectFrom('social_automation')
      .select('id')
      .where('suspended_at', 'is', null)
      .execute();
    const messages = await api.db.selectFrom('automation_message').selectAll().execute();
    expect(messages).toHaveLength(liveStories.length * live.length);
    expect(messages.filter((message) => message.social_content_id === unanswered?.id)).toEqual([]);
    for (const story of liveStories) {
      const ofStory = messages.filter((message) => message.social_content_id === story.id);
      expect(ofStory.map((message) => message.automation_id).sort()).toEqual(live.map(({ id }) => id).sort());
      for (const message of ofStory) {
        expect(message.status).toBe('scheduled');
        expect(Date.parse(message.due_at)).toBe(Date.parse(story.created_at) + (24 * 60 - 30) * 60 * 1000);
      }
    }
  });

  it('gives the demo a to-do in every row: contents to reward, use requests, a story expiring unanswered, some authors told', async () => {
    const token = await api.signIn(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const me = await api.call<{ shop: { id: number } }>('GET', '/users/me', { token });
    const todo = await api.call('GET', `/shops/${me.body.shop.id}/todo`, { token });
    const oldestLive = await api.db
      .selectFrom('social_content')
      .select('expires_at')
      .where('type', '=', 'story')
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at', 'asc')
      .executeTakeFirstOrThrow();
    expect(todo).toMatchObject({
      status: 200,
      body: {
        contentsToReward: 20,
        useRequests: 6,
        expiringStories: 1,
        nextStoryExpiresAt: oldestLive.expires_at,
        connection: 'connected',
      },
    });
    const told = await api.db
      .selectFrom('discount')
      .select(['status', 'notified_at'])
      .where('notified_at', 'is not', null)
      .execute();
    expect(told.length).toBeGreaterThan(0);
    expect(told.length).toBeLessThan(40);
    expect(told.every((row) => row.notified_at !== null && row.notified_at <= now.toISOString())).toBe(true);
  });

  it('runs again without duplicating anything', async () => {
    expect(await seedDemoShop(api.db, { now })).toEqual({ created: false });
    expect(await count('social_content')).toBe(60);
    expect(await count('category')).toBe(CATEGORIES.length);
  });
});
