import type {
  AssignedReward,
  Automation,
  ConfigReward,
  HydraCollection,
  Shop,
  SocialAccount,
  UserNotification,
} from '@merci/domain';
import type { Insertable } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigDiscountTable } from '../db/schema.js';
import { DEMO_PAGE } from '../instagram/fakeGraph/index.js';
import {
  createAutomation,
  createConfigDiscount,
  createContent,
  createOwner,
  createShop,
} from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { deliverStoryMention, startInstagramTestApi, type InstagramTestApi } from '../testing/instagram.js';
import type { AutomationWorker } from './worker.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.parse('2026-11-22T10:00:00.000Z');
/** Instagram-scoped ids of the fake world's people (`MESSAGING_USERS`). */
const LEA = '6100000000000001';
const MANON = '6100000000000002';
const EMMA = '6100000000000003';
const SENDS = `/${DEMO_PAGE.id}/messages`;

describe(`story messages of the automations (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let clock = START;
  let mids = 0;

  const at = (ms: number) => new Date(ms).toISOString();
  const worker = (): AutomationWorker => api.ctx.automations.worker;

  interface Merchant {
    shopId: number;
    userId: number;
    token: string;
  }

  /** A shop with its owner, the fake world's Instagram account connected to it alone. */
  const merchant = async (
    shop: {
      plan?: string;
      quota?: number | null;
      quotaRemaining?: number | null;
      period?: string | null;
    } = {},
  ) => {
    // The account goes to this shop only: the previous test's shop lets it go.
    await api.db
      .updateTable('social_account')
      .set({ disconnected_at: at(clock) })
      .where('disconnected_at', 'is', null)
      .execute();
    const shopId = await createShop(api.db, {
      social_name: 'maison.lumiere',
      subscription_offer_type: shop.plan ?? 'advanced',
      quota: shop.quota === undefined ? 10 : shop.quota,
      quota_remaining: shop.quotaRemaining === undefined ? (shop.quota ?? 10) : shop.quotaRemaining,
      ...(shop.period === undefined ? {} : { quota_period: shop.period }),
    });
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    const connected = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: api.fake.issueUserToken() },
    });
    expect(connected.status).toBe(200);
    return { shopId, userId: owner.id, token } satisfies Merchant;
  };

  const createAutomationFor = async (who: Merchant, body: Record<string, unknown>) => {
    const response = await api.call<Automation>('POST', '/social_automations', {
      token: who.token,
      body: { mode: 'automatic', ...body },
    });
    expect(response.status).toBe(201);
    return response.body.id;
  };
  const reward = (who: Merchant, values: Partial<Insertable<ConfigDiscountTable>> = {}) =>
    createConfigDiscount(api.db, who.shopId, { percent: 15, description: 'Réduction fidélité', ...values });
  /** A thank-you automation; SPEC §5 wants a reward selected, a new one unless given. */
  const thanks = async (
    who: Merchant,
    message = 'Merci {{username}} pour ta {{content_type}} ! {{shop}}',
    configDiscount?: number,
  ) =>
    createAutomationFor(who, {
      featureType: 'thanks',
      configDiscount: configDiscount ?? (await reward(who)),
      message,
    });
  const loyalty = (who: Merchant, configDiscount: number, message = 'Merci {{username}} : {{reward}}.') =>
    createAutomationFor(who, { featureType: 'loyalty', configDiscount, message });
  const patch = (who: Merchant, id: number, body: Record<string, unknown>) =>
    api.call<Automation>('PATCH', `/social_automations/${id}`, {
      token: who.token,
      body,
      contentType: 'application/vnd.api+json',
    });

  /** A story mention delivered as Meta does, signed; `minutesAgo` before the clock. */
  const deliverStory = async (minutesAgo: number, sender = LEA, mid = `story-mid-${(mids += 1)}`) => {
    const timestamp = clock - minutesAgo * MINUTE;
    const delivery = await deliverStoryMention(api, { sender, timestamp, mid });
    expect(delivery).toMatchObject({ delivered: true, status: 200 });
    return { timestamp, mid, stored: (delivery.response as { stored: number }).stored };
  };

  /** Story time + 24 h − 30 min. */
  const dueOf = (storyAt: number) => storyAt + 24 * HOUR - 30 * MINUTE;

  const automations = async (who: Merchant) =>
    (
      await api.call<HydraCollection<Automation>>('GET', `/shops/${who.shopId}/social_automations`, {
        token: who.token,
      })
    ).body['hydra:member'];
  const automation = async (who: Merchant, id: number) =>
    (await automations(who)).find((candidate) => candidate.id === id);
  const rows = (who: Merchant) =>
    api.db
      .selectFrom('automation_message')
      .selectAll()
      .where('shop_id', '=', who.shopId)
      .orderBy('id')
      .execute();
  const notifications = async (who: Merchant) =>
    (
      await api.call<HydraCollection<UserNotification>>('GET', `/users/${who.userId}/user_notifications`, {
        token: who.token,
      })
    ).body['hydra:member'];
  const shop = async (who: Merchant) =>
    (await api.call<Shop>('GET', `/shops/${who.shopId}`, { token: who.token })).body;
  const discounts = async (who: Merchant) =>
    (
      await api.call<HydraCollection<AssignedReward>>('GET', `/shops/${who.shopId}/discounts`, {
        token: who.token,
      })
    ).body['hydra:member'];
  const sentTexts = () => api.fake.messages.map((message) => message.text);

  beforeAll(async () => {
    api = await startInstagramTestApi({ now: () => new Date(clock) });
  });
  afterEach(async () => {
    // Each test starts with no message pending from the one before (its shop's account is gone).
    await api.db
      .updateTable('automation_message')
      .set({ status: 'cancelled', reason: 'test over' })
      .where('status', 'in', ['scheduled', 'sending'])
      .execute();
    api.fake.reset();
    clock = START;
  });
  afterAll(() => api.close());

  it('schedules one message per live automation at story time + 24 h − 30 min and sends it then, placeholders filled', async () => {
    const who = await merchant();
    const live = await thanks(who);
    const suspended = await thanks(who, 'Suspendue');
    expect((await patch(who, suspended, { suspendedAt: '2026-11-22' })).status).toBe(200);
    const archived = await thanks(who, 'Archivée');
    expect((await patch(who, archived, { deletedAt: '2026-11-22' })).status).toBe(200);

    const story = await deliverStory(60);
    expect(story.stored).toBe(1);
    const due = dueOf(story.timestamp);
    expect(due).toBe(clock + 22.5 * HOUR);
    expect(await rows(who)).toEqual([
      expect.objectContaining({
        automation_id: live,
        status: 'scheduled',
        recipient: LEA,
        recipient_username: 'lea.martin',
        story_at: at(story.timestamp),
        window_ends_at: at(story.timestamp + 24 * HOUR),
        due_at: at(due),
      }),
    ]);
    expect(await automation(who, live)).toMatchObject({ nextDueAt: at(due), sentCount: 0 });
    expect(await automation(who, suspended)).toMatchObject({ nextDueAt: null });

    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    clock = due - 1000;
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(api.fake.messages).toEqual([]);

    clock = due;
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(api.fake.messages).toEqual([
      expect.objectContaining({
        pageId: DEMO_PAGE.id,
        recipientId: LEA,
        text: 'Merci lea.martin pour ta story ! maison.lumiere',
      }),
    ]);
    expect(await automation(who, live)).toMatchObject({ sentCount: 1, nextDueAt: null });
    expect((await rows(who))[0]).toMatchObject({ status: 'sent', sent_at: at(due), attempts: 1 });

    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(api.fake.messages).toHaveLength(1);
  });

  it('schedules nothing twice when Meta delivers the same story mention again', async () => {
    const who = await merchant();
    await thanks(who);
    const first = await deliverStory(10, LEA, 'story-delivered-twice');
    const again = await deliverStory(10, LEA, 'story-delivered-twice');
    expect([first.stored, again.stored]).toEqual([1, 0]);
    expect(await rows(who)).toHaveLength(1);

    clock = dueOf(first.timestamp);
    await worker().runOnce();
    await worker().runOnce();
    expect(sentTexts()).toEqual(['Merci lea.martin pour ta story ! maison.lumiere']);
  });

  it('schedules nothing for another shop, nor for a shop whose plan does not include the automation', async () => {
    const other = await merchant();
    await thanks(other);
    const pro = await merchant({ plan: 'pro' });
    // An automation created before the shop left the Advanced plan.
    await createAutomation(api.db, pro.shopId);
    const story = await deliverStory(10);
    expect(story.stored).toBe(1);
    expect(await rows(pro)).toEqual([]);
    expect(await rows(other)).toEqual([]);
    clock = dueOf(story.timestamp);
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
  });

  it('sends each message exactly once with two workers running at the same time on one database', async () => {
    const who = await merchant();
    const ids = [await thanks(who, 'A {{username}}'), await thanks(who, 'B {{username}}')];
    for (const [index, sender] of [LEA, MANON, EMMA, LEA, MANON, EMMA].entries())
      await deliverStory(index, sender);
    expect(await rows(who)).toHaveLength(12);
    clock += 24 * HOUR - 30 * MINUTE;

    // PostgreSQL: a pool of its own, as another API process has. SQLite: the same connection,
    // since one process cannot wait on itself (see TestApi.openDatabase).
    const second = api.dialect === 'postgres' ? api.openDatabase() : undefined;
    try {
      const first = api.ctx.automations.createWorker({ batchSize: 3 });
      const other = api.ctx.automations.createWorker({
        batchSize: 3,
        ...(second ? { db: second.db } : {}),
      });
      const runs = await Promise.all([first.runOnce(), other.runOnce()]);
      expect(runs[0].claimed).toBeGreaterThan(0);
      expect(runs[1].claimed).toBeGreaterThan(0);
      expect(runs[0].sent + runs[1].sent).toBe(12);
    } finally {
      await second?.db.destroy();
    }
    expect(api.fake.messages).toHaveLength(12);
    const stored = await rows(who);
    expect(stored.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(new Set(stored.map((row) => row.graph_message_id)).size).toBe(12);
    expect(sentTexts().sort()).toEqual(
      ['A', 'B'].flatMap((prefix) =>
        ['emma.fleurs', 'emma.fleurs', 'lea.martin', 'lea.martin', 'manon_lifestyle', 'manon_lifestyle'].map(
          (username) => `${prefix} ${username}`,
        ),
      ),
    );
    for (const id of ids) expect(await automation(who, id)).toMatchObject({ sentCount: 6 });
  });

  it('never hands one message to two claims made at the same moment', async () => {
    const who = await merchant();
    await thanks(who);
    for (const sender of [LEA, MANON, EMMA, LEA, MANON, EMMA, LEA, MANON]) await deliverStory(5, sender);
    clock += 24 * HOUR;
    const workers = [1, 2, 3, 4].map(() => api.ctx.automations.createWorker({ batchSize: 3 }));
    const claims = await Promise.all(workers.map((each) => each.claim()));
    const claimed = claims.flat().map((row) => row.id);
    expect(claimed).toHaveLength(8);
    expect(new Set(claimed).size).toBe(8);
    expect(new Set(claims.flat().map((row) => row.lease_token)).size).toBe(
      claims.filter((c) => c.length).length,
    );
  });

  it('claims at most its batch, alone or beside other claims made at the same moment', async () => {
    const who = await merchant();
    await thanks(who);
    for (let index = 0; index < 40; index += 1) await deliverStory(5, [LEA, MANON, EMMA][index % 3]);
    clock += 24 * HOUR;
    const worker = () => api.ctx.automations.createWorker({ batchSize: 5 });
    expect(await worker().claim()).toHaveLength(5);
    // PostgreSQL: each claim on a connection of the pool, all at once, as workers of several processes.
    const claims = await Promise.all([1, 2, 3, 4].map(() => worker().claim()));
    expect(claims.map((claim) => claim.length)).toEqual([5, 5, 5, 5]);
    expect(new Set(claims.flat().map((row) => row.id)).size).toBe(20);
  });

  it('sends a message whose worker died once its lease runs out, from a worker started afterwards', async () => {
    const who = await merchant();
    const id = await thanks(who);
    const story = await deliverStory(30);
    clock = dueOf(story.timestamp);

    const crashed = api.ctx.automations.createWorker();
    expect(await crashed.claim()).toEqual([expect.objectContaining({ status: 'sending', attempts: 1 })]);

    // The process restarts: a new worker finds the message held, and leaves it alone.
    const restarted = api.ctx.automations.createWorker();
    clock += 4 * MINUTE;
    expect(await restarted.runOnce()).toMatchObject({ claimed: 0 });
    expect(api.fake.messages).toEqual([]);

    clock += MINUTE + 1;
    expect(await restarted.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(api.fake.messages).toHaveLength(1);
    expect((await rows(who))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await automation(who, id)).toMatchObject({ sentCount: 1 });
    expect(await restarted.runOnce()).toMatchObject({ claimed: 0 });
  });

  it('cancels a message whose 24-hour window closed before it could leave, and tells the merchant', async () => {
    const who = await merchant();
    const id = await thanks(who);
    const story = await deliverStory(0);
    // The worker was down until the story's window had closed.
    clock = story.timestamp + 24 * HOUR;
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, cancelled: 1 });
    expect(api.fake.messages).toEqual([]);
    expect((await rows(who))[0]).toMatchObject({
      status: 'cancelled',
      reason: 'automation.reasons.window_expired',
      lease_token: null,
    });
    expect(await automation(who, id)).toMatchObject({ sentCount: 0, nextDueAt: null });
    expect(await notifications(who)).toEqual([
      expect.objectContaining({
        title: 'Message automatique non envoyé',
        message:
          'Le message automatique pour la story de @lea.martin n’a pas été envoyé : le délai de 24 h pour répondre à la story était dépassé.',
        // The notification opens the story it is about.
        link: `/instagram/contents/${(await rows(who))[0]?.social_content_id}`,
        read: false,
      }),
    ]);
  });

  it('cancels the message of a story that is gone, and tells the merchant', async () => {
    const who = await merchant();
    await thanks(who);
    const story = await deliverStory(0, MANON);
    await api.db.deleteFrom('social_content').where('external_id', '=', story.mid).execute();
    clock = dueOf(story.timestamp);
    expect(await worker().runOnce()).toMatchObject({ cancelled: 1 });
    expect((await rows(who))[0]).toMatchObject({
      status: 'cancelled',
      reason: 'automation.reasons.story_deleted',
    });
    expect((await notifications(who))[0]?.message).toContain(
      '@manon_lifestyle n’a pas été envoyé : la story n’est plus disponible',
    );
    expect(api.fake.messages).toEqual([]);
  });

  it('holds the pending messages while the automation is suspended and sends them on reactivation within the window', async () => {
    const who = await merchant();
    const id = await thanks(who);
    const story = await deliverStory(0);
    const due = dueOf(story.timestamp);
    expect((await patch(who, id, { suspendedAt: '2026-11-22' })).body).toMatchObject({ nextDueAt: null });

    clock = due;
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(api.fake.messages).toEqual([]);
    expect((await rows(who))[0]).toMatchObject({ status: 'scheduled' });

    clock = due + 10 * MINUTE;
    const reactivated = await patch(who, id, { suspendedAt: null });
    expect(reactivated).toMatchObject({ status: 200, body: { suspendedAt: null, nextDueAt: at(due) } });
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(sentTexts()).toEqual(['Merci lea.martin pour ta story ! maison.lumiere']);
    expect(await notifications(who)).toEqual([]);
  });

  it('drops, without telling anyone, the messages whose window closed while the automation was suspended', async () => {
    const who = await merchant();
    const id = await thanks(who);
    const before = await deliverStory(0);
    await patch(who, id, { suspendedAt: '2026-11-22' });
    // A story while suspended gets no message at all.
    await deliverStory(0, MANON);
    expect(await rows(who)).toHaveLength(1);

    clock = before.timestamp + 25 * HOUR;
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect((await rows(who))[0]).toMatchObject({
      status: 'cancelled',
      reason: 'automation.reasons.suspended',
    });
    await patch(who, id, { suspendedAt: null });
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(api.fake.messages).toEqual([]);
    expect(await notifications(who)).toEqual([]);
  });

  it('gives a loyalty message its reward through the quota and the configured reward; a thank-you names its reward without giving it', async () => {
    const who = await merchant({ quota: 10 });
    const rewardId = await reward(who, { quantity: 5 });
    const codeId = await reward(who, {
      type: 'code',
      code: 'MERCI10',
      percent: 0,
      description: null,
      quantity: 3,
    });
    const loyal = await loyalty(who, rewardId, 'Merci {{username}} ! {{shop}} vous offre {{reward}}.');
    await thanks(who, 'Merci {{username}} ! Profitez de {{ reward }}.', codeId);
    const story = await deliverStory(0);
    clock = dueOf(story.timestamp);
    expect(await worker().runOnce()).toMatchObject({ sent: 2 });

    expect(sentTexts().sort()).toEqual([
      'Merci lea.martin ! Profitez de le code MERCI10 en ligne.',
      'Merci lea.martin ! maison.lumiere vous offre -15 % (Réduction fidélité) en ligne.',
    ]);
    const named = await api.call<ConfigReward>('GET', `/config_discount_codes/${codeId}`, {
      token: who.token,
    });
    expect(named.body).toMatchObject({ quantityAllocated: 0, quantityRemaining: 3 });
    expect(await shop(who)).toMatchObject({ quota: 10, quotaRemaining: 9 });
    const given = await discounts(who);
    expect(given).toEqual([
      expect.objectContaining({
        username: 'lea.martin',
        mediaType: 'story',
        type: 'percent',
        amount_in_percent: 15,
        status: 'assigned',
        configDiscountId: rewardId,
      }),
    ]);
    const config = await api.call<ConfigReward>('GET', `/config_discount_percents/${rewardId}`, {
      token: who.token,
    });
    expect(config.body).toMatchObject({ quantityAllocated: 1, quantityRemaining: 4 });
    expect((await rows(who)).find((row) => row.automation_id === loyal)?.discount_id).toBe(given[0]?.id);
  });

  it.each([
    [
      'the quota is used up',
      { quota: 3, quotaRemaining: 0 },
      {},
      'automation.reasons.quota_exhausted',
      'votre quota de récompenses est épuisé',
    ],
    [
      'the configured reward has no quantity left',
      {},
      { quantity: 2, quantity_allocated: 2 },
      'automation.reasons.reward_exhausted',
      'la récompense configurée n’est plus en stock',
    ],
    [
      'the configured reward is not meant for stories',
      {},
      { social_content_types: JSON.stringify(['feed']) },
      'automation.reasons.reward_invalid',
      'la récompense configurée ne s’applique pas à cette story aujourd’hui',
    ],
  ])(
    'cancels a loyalty message when %s, tells the merchant, and still thanks',
    async (_case, shopValues, rewardValues, reason, why) => {
      const who = await merchant(shopValues);
      const rewardId = await reward(who, rewardValues);
      const loyal = await loyalty(who, rewardId);
      await thanks(who, 'Merci !');
      const story = await deliverStory(0);
      clock = dueOf(story.timestamp);
      expect(await worker().runOnce()).toMatchObject({ sent: 1, cancelled: 1 });
      expect(sentTexts()).toEqual(['Merci !']);
      expect((await rows(who)).find((row) => row.automation_id === loyal)).toMatchObject({
        status: 'cancelled',
        reason,
      });
      expect(await discounts(who)).toEqual([]);
      expect((await notifications(who)).map((item) => item.message)).toEqual([
        `Le message automatique pour la story de @lea.martin n’a pas été envoyé : ${why}.`,
      ]);
    },
  );

  it.each([
    ['is out of its validity', { validity_start_at: '2026-01-01', validity_end_at: '2026-10-31' }],
    ['is not meant for stories', { social_content_types: JSON.stringify(['feed']) }],
    ['was deleted', { deleted_at: '2026-11-20T10:00:00.000Z' }],
  ])(
    'cancels a thank-you that names its reward when the reward %s, and tells the merchant',
    async (_case, rewardValues) => {
      const who = await merchant();
      const rewardId = await reward(who);
      const named = await thanks(who, 'Merci {{username}} : {{reward}}.', rewardId);
      const plain = await thanks(who, 'Merci {{username}} !', rewardId);
      await api.db.updateTable('config_discount').set(rewardValues).where('id', '=', rewardId).execute();
      const story = await deliverStory(0);
      clock = dueOf(story.timestamp);
      expect(await worker().runOnce()).toMatchObject({ sent: 1, cancelled: 1 });
      // The thank-you that does not name the reward still goes.
      expect(sentTexts()).toEqual(['Merci lea.martin !']);
      const messages = await rows(who);
      expect(messages.find((row) => row.automation_id === named)).toMatchObject({
        status: 'cancelled',
        reason: 'automation.reasons.reward_invalid',
      });
      expect(messages.find((row) => row.automation_id === plain)).toMatchObject({ status: 'sent' });
      expect((await notifications(who)).map((item) => item.message)).toEqual([
        'Le message automatique pour la story de @lea.martin n’a pas été envoyé : la récompense configurée ne s’applique pas à cette story aujourd’hui.',
      ]);
    },
  );

  it('still sends a thank-you saved before a reward was required, its {{reward}} left empty', async () => {
    const who = await merchant();
    const id = await createAutomation(api.db, who.shopId, {
      feature_type: 'thanks',
      config_discount_id: null,
      message: 'Merci {{username}} !{{reward}}',
    });
    expect(await automation(who, id)).toMatchObject({ featureType: 'thanks', configDiscount: null });
    const story = await deliverStory(0);
    clock = dueOf(story.timestamp);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    expect(sentTexts()).toEqual(['Merci lea.martin !']);
    expect(await discounts(who)).toEqual([]);
  });

  it('retries a transient Graph failure later with the same reward, then sends once', async () => {
    const who = await merchant({ quota: 10 });
    const id = await loyalty(who, await reward(who));
    const story = await deliverStory(0);
    const due = dueOf(story.timestamp);
    clock = due;
    api.fake.inject('server_error', { path: SENDS });
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    expect(api.fake.messages).toEqual([]);
    expect((await rows(who))[0]).toMatchObject({
      status: 'scheduled',
      attempts: 1,
      due_at: at(due + MINUTE),
      last_error: expect.stringContaining('unexpected error'),
    });
    expect(await automation(who, id)).toMatchObject({ nextDueAt: at(due + MINUTE), sentCount: 0 });
    expect(await shop(who)).toMatchObject({ quotaRemaining: 9 });

    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    clock = due + MINUTE;
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(sentTexts()).toEqual(['Merci lea.martin : -15 % (Réduction fidélité) en ligne.']);
    expect(await automation(who, id)).toMatchObject({ sentCount: 1, nextDueAt: null });
    expect(await discounts(who)).toHaveLength(1);
    expect(await shop(who)).toMatchObject({ quotaRemaining: 9 });
  });

  it('fails a message Meta refuses, gives its reward back and tells the merchant', async () => {
    const who = await merchant({ quota: 10 });
    const rewardId = await reward(who, { quantity: 5 });
    await loyalty(who, rewardId);
    const story = await deliverStory(0, EMMA);
    clock = dueOf(story.timestamp);
    api.fake.inject('user_unavailable', { path: SENDS });
    expect(await worker().runOnce()).toMatchObject({ failed: 1 });
    expect((await rows(who))[0]).toMatchObject({
      status: 'failed',
      reason: 'automation.reasons.send_refused',
      discount_id: null,
      last_error: expect.stringContaining('available'),
    });
    expect(await discounts(who)).toEqual([]);
    expect(await shop(who)).toMatchObject({ quotaRemaining: 10 });
    const config = await api.call<ConfigReward>('GET', `/config_discount_percents/${rewardId}`, {
      token: who.token,
    });
    expect(config.body).toMatchObject({ quantityAllocated: 0 });
    expect((await notifications(who))[0]?.message).toBe(
      'Le message automatique pour la story de @emma.fleurs n’a pas été envoyé : Instagram a refusé le message.',
    );
  });

  /** A thank-you for a new story, the clock at its message's due time, and every send failing. */
  const dueWhileInstagramFails = async (who: Merchant) => {
    await thanks(who);
    const story = await deliverStory(0);
    const due = dueOf(story.timestamp);
    clock = due;
    api.fake.inject('server_error', { path: SENDS, times: 20 });
    return due;
  };

  /** Runs the worker at each due time until the message leaves `scheduled`; the minutes of each retry. */
  const retryUntilDone = async (who: Merchant, each: AutomationWorker, from: number) => {
    const retries: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await each.runOnce();
      const [row] = await rows(who);
      if (row?.status !== 'scheduled') return { retries, row };
      clock = Date.parse(row.due_at);
      retries.push((clock - from) / MINUTE);
    }
    throw new Error('The message was still scheduled after 20 runs');
  };

  it('fails after 5 attempts, each retry twice as late as the one before, and tells the merchant', async () => {
    const who = await merchant();
    const due = await dueWhileInstagramFails(who);
    const { retries, row } = await retryUntilDone(who, worker(), due);
    expect(retries).toEqual([1, 3, 7, 15]);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 5,
      reason: 'automation.reasons.graph_unavailable',
    });
    expect((await notifications(who))[0]?.message).toContain('Instagram est resté indisponible');
    expect(api.fake.messages).toEqual([]);
  });

  it('makes the last retry a minute before the window closes, then gives up', async () => {
    const who = await merchant();
    const due = await dueWhileInstagramFails(who);
    const patient = api.ctx.automations.createWorker({ maxAttempts: 10 });
    const { retries, row } = await retryUntilDone(who, patient, due);
    // Due 30 minutes before the window closes: 1, 3, 7, 15, then 29 instead of 31.
    expect(retries).toEqual([1, 3, 7, 15, 29]);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 6,
      reason: 'automation.reasons.graph_unavailable',
    });
  });

  it('cancels the pending messages of an archived automation and gives back the reward one held', async () => {
    const who = await merchant({ quota: 10 });
    const id = await loyalty(who, await reward(who));
    const story = await deliverStory(0);
    clock = dueOf(story.timestamp);
    api.fake.inject('server_error', { path: SENDS });
    await worker().runOnce();
    expect(await shop(who)).toMatchObject({ quotaRemaining: 9 });

    expect((await patch(who, id, { deletedAt: '2026-11-23' })).status).toBe(200);
    expect((await rows(who))[0]).toMatchObject({
      status: 'cancelled',
      reason: 'automation.reasons.automation_archived',
    });
    expect(await shop(who)).toMatchObject({ quotaRemaining: 10 });
    expect(await discounts(who)).toEqual([]);
    clock += HOUR;
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(api.fake.messages).toEqual([]);
    expect(await notifications(who)).toEqual([]);
  });

  it('gives the reward of a message cancelled after midnight back to its own month only', async () => {
    // Due at 23:50 on 31 October in Paris; November starts at 23:00 UTC.
    const due = Date.parse('2026-10-31T22:50:00.000Z');
    clock = due - 23.5 * HOUR;
    const who = await merchant({ quota: 10, period: null });
    const id = await loyalty(who, await reward(who));
    await deliverStory(0);
    clock = due;
    api.fake.inject('server_error', { path: SENDS });
    expect(await worker().runOnce()).toMatchObject({ retried: 1 });
    expect(await shop(who)).toMatchObject({ quotaRemaining: 9 });

    // November: the whole quota again, and the merchant rewards a publication.
    clock = Date.parse('2026-10-31T23:00:00.000Z');
    expect(await shop(who)).toMatchObject({ quotaRemaining: 10 });
    const account = await api.db
      .selectFrom('social_account')
      .select('id')
      .where('shop_id', '=', who.shopId)
      .where('disconnected_at', 'is', null)
      .executeTakeFirstOrThrow();
    const contentId = await createContent(api.db, account.id);
    const product = await api.call<{ id: number }>('POST', '/products', {
      token: who.token,
      body: { socialContent: contentId, shop: who.shopId, publish: true },
    });
    const approved = await api.call('PUT', `/products/${product.body.id}/approve`, {
      token: who.token,
      body: { type: 'other', place: 'shop', description: 'Un café offert', shop: `/shops/${who.shopId}` },
    });
    expect(approved.status).toBe(200);
    expect(await shop(who)).toMatchObject({ quotaRemaining: 9 });

    // Archiving cancels October's message and takes its reward back: November's count stays.
    expect((await patch(who, id, { deletedAt: '2026-11-01' })).status).toBe(200);
    expect((await rows(who))[0]).toMatchObject({ status: 'cancelled', discount_id: null });
    expect(await discounts(who)).toEqual([expect.objectContaining({ description: 'Un café offert' })]);
    expect(await shop(who)).toMatchObject({ quotaRemaining: 9, discountMonthCount: 1 });
  });

  it('sends nothing for a deleted automation', async () => {
    const who = await merchant();
    const id = await thanks(who);
    const story = await deliverStory(0);
    expect((await api.call('DELETE', `/social_automations/${id}`, { token: who.token })).status).toBe(204);
    expect(await rows(who)).toEqual([]);
    clock = dueOf(story.timestamp);
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(api.fake.messages).toEqual([]);
  });

  it('cancels the message when the shop disconnected its Instagram account, and says so', async () => {
    const who = await merchant();
    await thanks(who);
    const story = await deliverStory(0);
    await api.db
      .updateTable('social_account')
      .set({ disconnected_at: at(clock) })
      .execute();
    clock = dueOf(story.timestamp);
    expect(await worker().runOnce()).toMatchObject({ cancelled: 1 });
    expect((await rows(who))[0]).toMatchObject({ reason: 'automation.reasons.not_connected' });
    expect((await notifications(who))[0]?.message).toContain('votre compte Instagram n’est plus connecté');
  });

  it('fails a message that meets a revoked token, flags the account and asks once to reconnect', async () => {
    const who = await merchant();
    await thanks(who);
    const first = await deliverStory(20, LEA);
    const second = await deliverStory(10, MANON);
    // The merchant changed their Facebook password: Meta ends the tokens merci holds.
    api.fake.invalidateTokens('password_changed');
    clock = dueOf(second.timestamp);
    expect(dueOf(first.timestamp)).toBeLessThan(clock);
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, failed: 1, cancelled: 1 });
    expect(api.fake.messages).toEqual([]);
    expect((await rows(who)).map((row) => row.reason)).toEqual([
      'automation.reasons.token_expired',
      'automation.reasons.token_expired',
    ]);
    const accounts = await api.call<HydraCollection<SocialAccount>>(
      'GET',
      `/shops/${who.shopId}/social_accounts`,
      { token: who.token },
    );
    expect(accounts.body['hydra:member'][0]).toMatchObject({ connection_problem: 'revoked' });
    const told = (await notifications(who)).map((notification) => notification.title);
    expect(told.filter((title) => title === 'Reconnectez votre compte Instagram')).toHaveLength(1);
    expect(told.filter((title) => title === 'Message automatique non envoyé')).toHaveLength(2);
  });
});

describe(`the automation worker started by the server (${testDialect()})`, () => {
  it('sends due messages on its own every interval, and stops with the server', async () => {
    const api = await startInstagramTestApi({ automations: { workerIntervalMs: 20 } });
    try {
      const shopId = await createShop(api.db, { social_name: 'maison.lumiere' });
      const owner = await createOwner(api.db, { shopId });
      const token = await api.signIn(owner.email, owner.password);
      await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
        token,
        body: { accessToken: api.fake.issueUserToken() },
      });
      await createAutomation(api.db, shopId, { message: 'Merci {{username}} !' });
      // Posted 23 h 30 ago: its message is due now.
      const response = await api.call('POST', '/instagram/demo_story_mention', {
        token,
        body: { senderId: MANON },
      });
      expect(response.status).toBe(201);

      const deadline = Date.now() + 5000;
      while (api.fake.messages.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(api.fake.messages.map((message) => message.text)).toEqual(['Merci manon_lifestyle !']);
    } finally {
      await api.close();
    }
  });
});
