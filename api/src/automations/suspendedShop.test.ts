import {
  ROLE_ADMIN,
  monthKey,
  type Automation,
  type HydraCollection,
  type UserNotification,
} from '@merci/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createConfigDiscount, createOwner, createShop } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { deliverStoryMention, startInstagramTestApi, type InstagramTestApi } from '../testing/instagram.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.parse('2026-11-22T10:00:00.000Z');
const LEA = '6100000000000001';

describe(`story messages of a suspended shop (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let clock = START;
  let operatorToken: string;
  let stories = 0;

  interface Merchant {
    shopId: number;
    userId: number;
    token: string;
  }

  beforeAll(async () => {
    api = await startInstagramTestApi({ now: () => new Date(clock) });
    const operator = await createOwner(api.db, { shopId: null, roles: [ROLE_ADMIN] });
    operatorToken = await api.signIn(operator.email, operator.password);
  });
  afterEach(async () => {
    await api.db
      .updateTable('automation_message')
      .set({ status: 'cancelled', reason: 'test over' })
      .where('status', 'in', ['scheduled', 'sending'])
      .execute();
    api.fake.reset();
    clock = START;
  });
  afterAll(() => api.close());

  /** A shop on the Advanced plan with the fake world's account, a thank-you and a loyalty automation. */
  async function merchant(): Promise<Merchant & { configId: number }> {
    await api.db
      .updateTable('social_account')
      .set({ disconnected_at: new Date(clock).toISOString() })
      .where('disconnected_at', 'is', null)
      .execute();
    const shopId = await createShop(api.db, {
      social_name: 'maison.lumiere',
      quota: 10,
      quota_remaining: 10,
      quota_period: monthKey(new Date(clock)),
    });
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    const connected = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: api.fake.issueUserToken() },
    });
    expect(connected.status).toBe(200);
    const configId = await createConfigDiscount(api.db, shopId, { percent: 15, description: 'Fidélité' });
    for (const body of [
      { featureType: 'thanks', configDiscount: configId, message: 'Merci {{username}} !' },
      { featureType: 'loyalty', configDiscount: configId, message: 'Merci {{username}} : {{reward}}.' },
    ]) {
      const created = await api.call<Automation>('POST', '/social_automations', {
        token,
        body: { mode: 'automatic', ...body },
      });
      expect(created.status).toBe(201);
    }
    return { shopId, userId: owner.id, token, configId };
  }

  /** A story mention delivered as Meta does, `minutesAgo` before the clock; its time. */
  async function deliverStory(minutesAgo: number): Promise<number> {
    stories += 1;
    const timestamp = clock - minutesAgo * MINUTE;
    const delivery = await deliverStoryMention(api, {
      sender: LEA,
      timestamp,
      mid: `suspended-story-${stories}`,
    });
    expect(delivery).toMatchObject({ delivered: true, status: 200 });
    return timestamp;
  }

  const operatorAction = async (who: Merchant, action: 'suspend' | 'reinstate') => {
    const response = await api.call('POST', `/admin/shops/${who.shopId}/${action}`, {
      token: operatorToken,
      body: { reason: action === 'suspend' ? 'Factures impayées' : 'Paiement reçu' },
    });
    expect(response.status).toBe(200);
  };
  const messages = (who: Merchant) =>
    api.db
      .selectFrom('automation_message')
      .selectAll()
      .where('shop_id', '=', who.shopId)
      .orderBy('id')
      .execute();
  const rewards = (who: Merchant) =>
    api.db.selectFrom('discount').select('id').where('shop_id', '=', who.shopId).execute();
  const notSent = async (who: Merchant) =>
    (
      await api.call<HydraCollection<UserNotification>>('GET', `/users/${who.userId}/user_notifications`, {
        token: who.token,
      })
    ).body['hydra:member'].filter((notification) => notification.title === 'Message automatique non envoyé');
  const worker = () => api.ctx.automations.worker;

  it('sends nothing and gives no reward while suspended, then sends both once reinstated within the window', async () => {
    const who = await merchant();
    const storyAt = await deliverStory(60);
    expect(await messages(who)).toHaveLength(2);
    await operatorAction(who, 'suspend');

    clock = storyAt + 24 * HOUR - 30 * MINUTE;
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    clock += 10 * MINUTE;
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect(api.fake.messages).toEqual([]);
    expect(await rewards(who)).toEqual([]);
    expect((await messages(who)).map((row) => row.status)).toEqual(['scheduled', 'scheduled']);

    await operatorAction(who, 'reinstate');
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    expect(api.fake.messages.map((message) => message.text).sort()).toEqual([
      'Merci lea.martin !',
      'Merci lea.martin : -15 % (Fidélité) en ligne.',
    ]);
    expect(await rewards(who)).toHaveLength(1);
    expect(await notSent(who)).toEqual([]);
  });

  it('cancels them when reinstated after the story’s window closed, and tells the merchant as for any closed window', async () => {
    const who = await merchant();
    const storyAt = await deliverStory(0);
    await operatorAction(who, 'suspend');
    clock = storyAt + 25 * HOUR;
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 });
    expect((await messages(who)).map((row) => row.status)).toEqual(['scheduled', 'scheduled']);

    await operatorAction(who, 'reinstate');
    expect(await worker().runOnce()).toMatchObject({ claimed: 2, cancelled: 2 });
    expect(await messages(who)).toEqual([
      expect.objectContaining({ status: 'cancelled', reason: 'automation.reasons.window_expired' }),
      expect.objectContaining({ status: 'cancelled', reason: 'automation.reasons.window_expired' }),
    ]);
    expect(api.fake.messages).toEqual([]);
    expect(await rewards(who)).toEqual([]);
    expect(await notSent(who)).toHaveLength(2);
  });

  it('puts back, untouched, a message whose shop is suspended between its claim and its send', async () => {
    const who = await merchant();
    const storyAt = await deliverStory(0);
    clock = storyAt + 24 * HOUR - 30 * MINUTE;
    // The shop is suspended at the moment the worker has read the first message's automation.
    let suspension: Promise<unknown> | undefined;
    const suspendOnSend: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        if (!suspension && result.rows.some((row) => 'feature_type' in row)) {
          suspension = api.db
            .updateTable('shop')
            .set({ suspended_at: new Date(clock).toISOString(), suspension_reason: 'Contrôle' })
            .where('id', '=', who.shopId)
            .execute();
          // PostgreSQL writes on another connection of the pool. SQLite's one connection is the
          // worker's until this returns: the update waits for it, queued before the worker's next query.
          if (api.dialect === 'postgres') await suspension;
          else await new Promise((resolve) => setImmediate(resolve));
        }
        return result;
      },
    };
    const racing = api.ctx.automations.createWorker({ db: api.db.withPlugin(suspendOnSend) });
    expect(await racing.runOnce()).toMatchObject({ claimed: 2, released: 2, sent: 0 });
    expect(suspension).toBeDefined();
    await suspension;
    expect(api.fake.messages).toEqual([]);
    expect(await rewards(who)).toEqual([]);
    expect(await messages(who)).toEqual([
      expect.objectContaining({ status: 'scheduled', attempts: 0, lease_token: null }),
      expect.objectContaining({ status: 'scheduled', attempts: 0, lease_token: null }),
    ]);
  });
});
