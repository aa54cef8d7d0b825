/**
 * A loyalty automation whose reward gives unique codes (docs/adr/037): the story's private message
 * carries the ambassador's own code, made in the online store by the worker; a store that does not
 * answer makes the message wait, and a store gone cancels it and tells the merchant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraph } from '../instagram/fakeGraph/server.js';
import type { FakeGraphServer } from '../instagram/fakeGraph/types.js';
import { createConfigDiscount, createOwner, createShop } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import {
  TEST_APP,
  TEST_ENCRYPTION_KEY,
  TEST_VERIFY_TOKEN,
  deliverStoryMention,
  testGraphOptions,
} from '../testing/instagram.js';
import { startShopifyTestApi, type ShopifyTestApi } from '../testing/shopifyApi.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-22T10:00:00.000Z');
const LEA = '6100000000000001';

describe(`loyalty messages with unique codes (${testDialect()})`, () => {
  let graph: FakeGraphServer;
  let api: ShopifyTestApi & { fake: ShopifyTestApi['fake'] };
  let clock = START;
  let stories = 0;

  beforeAll(async () => {
    graph = await startFakeGraph({ ...TEST_APP });
    api = await startShopifyTestApi({
      now: () => new Date(clock),
      instagram: {
        graph: testGraphOptions(graph.url),
        tokenEncryptionKey: TEST_ENCRYPTION_KEY,
        webhookVerifyToken: TEST_VERIFY_TOKEN,
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await graph.close();
  });

  /** A shop with the fake world's Instagram account, a store, and a loyalty automation of unique codes. */
  async function merchant(domain: string) {
    clock = START;
    await api.db
      .updateTable('social_account')
      .set({ disconnected_at: new Date(clock).toISOString() })
      .execute();
    const shopId = await createShop(api.db, {
      social_name: 'maison.lumiere',
      subscription_offer_type: 'advanced',
    });
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    const connected = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: graph.issueUserToken() },
    });
    expect(connected.status).toBe(200);
    await api.connectStore(token, shopId, domain);
    const rewardId = await createConfigDiscount(api.db, shopId, {
      percent: 20,
      unique_codes: 1,
      place: 'online',
    });
    const automation = await api.call('POST', '/social_automations', {
      token,
      body: {
        mode: 'automatic',
        featureType: 'loyalty',
        configDiscount: rewardId,
        message: 'Merci {{username}} : {{reward}}.',
      },
    });
    expect(automation.status).toBe(201);
    return { shopId, token };
  }

  /** The notification the shop's owner received. */
  const noticeOf = async (shopId: number) =>
    (
      await api.db
        .selectFrom('user_notification')
        .innerJoin('user_account', 'user_account.id', 'user_notification.user_id')
        .select('user_notification.message')
        .where('user_account.shop_id', '=', shopId)
        .executeTakeFirstOrThrow()
    ).message;

  /** A story by Léa delivered now, and the clock moved to its message's time. */
  async function storyDue() {
    stories += 1;
    const delivery = await deliverStoryMention(
      { baseUrl: api.baseUrl, fake: graph },
      { sender: LEA, timestamp: clock, mid: `unique-code-story-${stories}` },
    );
    expect(delivery).toMatchObject({ delivered: true, status: 200 });
    clock += 24 * HOUR - 0.5 * HOUR;
  }

  it('sends the ambassador their own code, made in the store', async () => {
    const domain = `fidelite-${testDialect()}.myshopify.com`;
    await merchant(domain);
    await storyDue();
    expect(await api.ctx.automations.worker.runOnce()).toMatchObject({ sent: 1 });
    const [discount] = api.fake.discounts(domain);
    expect(discount?.code).toMatch(/^MERCI-LEA-/);
    expect(graph.messages.at(-1)?.text).toBe(
      `Merci lea.martin : -20 % avec le code ${discount?.code} en ligne.`,
    );
  });

  it('waits for a store that does not answer, then sends with the code once it does', async () => {
    const domain = `attente-${testDialect()}.myshopify.com`;
    const { shopId } = await merchant(domain);
    await storyDue();
    api.fake.failNext(2, 'error', { operation: 'discountCodeBasicCreate' });
    expect(await api.ctx.automations.worker.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    const rewards = await api.db.selectFrom('discount').select('id').where('shop_id', '=', shopId).execute();
    expect(rewards).toEqual([]);
    // Its retry comes a minute later, well within the story's window.
    clock += 2 * 60_000;
    expect(await api.ctx.automations.worker.runOnce()).toMatchObject({ sent: 1 });
    expect(api.fake.discounts(domain)).toHaveLength(1);
  });

  it('gives up on a store that never answers within the window, and says it was the store', async () => {
    const domain = `muette-${testDialect()}.myshopify.com`;
    const { shopId } = await merchant(domain);
    await storyDue();
    api.fake.failNext(100, 'error', { operation: 'discountCodeBasicCreate' });
    // Each try at its due time, the last one a minute before the story's window closes.
    let failed = 0;
    for (let run = 0; run < 10 && failed === 0; run += 1) {
      ({ failed } = await api.ctx.automations.worker.runOnce());
      const due = await api.db
        .selectFrom('automation_message')
        .innerJoin('social_automation', 'social_automation.id', 'automation_message.automation_id')
        .select('automation_message.due_at')
        .where('social_automation.shop_id', '=', shopId)
        .where('automation_message.status', '=', 'scheduled')
        .executeTakeFirst();
      if (due) clock = Date.parse(due.due_at);
    }
    expect(failed).toBe(1);
    const message = await api.db
      .selectFrom('automation_message')
      .innerJoin('social_automation', 'social_automation.id', 'automation_message.automation_id')
      .select(['automation_message.status', 'automation_message.reason'])
      .where('social_automation.shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ status: 'failed', reason: 'automation.reasons.store_unavailable' });
    expect(await noticeOf(shopId)).toContain('votre boutique en ligne n’a pas répondu à temps');
    expect(api.fake.discounts(domain)).toEqual([]);
  });

  it('cancels the message when the store is disconnected, and tells the merchant why', async () => {
    const domain = `partie-${testDialect()}.myshopify.com`;
    const { shopId } = await merchant(domain);
    await api.db
      .updateTable('online_store')
      .set({ status: 'disconnected', access_token: null })
      .where('shop_id', '=', shopId)
      .execute();
    await storyDue();
    expect(await api.ctx.automations.worker.runOnce()).toMatchObject({ sent: 0, cancelled: 1 });
    expect(await noticeOf(shopId)).toContain('votre boutique en ligne n’est plus connectée');
  });
});
