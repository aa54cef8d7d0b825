import type { HydraCollection, SocialContent } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAutomation,
  createContent,
  createOwner,
  createShop,
  createSocialAccount,
} from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

type Contents = HydraCollection<SocialContent>;

const STORY_AT = '2026-11-22T08:00:00.000Z';
const WINDOW_ENDS_AT = '2026-11-23T08:00:00.000Z';

describe(`automation messages on the stories (${testDialect()})`, () => {
  let api: TestApi;
  let shopId: number;
  let token: string;
  let accountId: number;
  let storyId: number;
  let quietStoryId: number;
  let feedId: number;
  let thanksId: number;
  let loyaltyId: number;

  const message = (
    automationId: number,
    contentId: number,
    values: { status: 'scheduled' | 'sending' | 'sent' | 'failed' | 'cancelled'; due_at: string } & Partial<{
      sent_at: string;
      reason: string;
    }>,
  ) =>
    api.db
      .insertInto('automation_message')
      .values({
        automation_id: automationId,
        shop_id: shopId,
        social_content_id: contentId,
        recipient: '6100000000000001',
        recipient_username: 'lea.martin',
        story_at: STORY_AT,
        window_ends_at: WINDOW_ENDS_AT,
        created_at: STORY_AT,
        ...values,
      })
      .execute();

  beforeAll(async () => {
    api = await startTestApi();
    shopId = await createShop(api.db, { subscription_offer_type: 'advanced' });
    const owner = await createOwner(api.db, { shopId });
    token = await api.signIn(owner.email, owner.password);
    accountId = await createSocialAccount(api.db, shopId);
    const story = { type: 'story' as const, media_type: 'story' as const, expires_at: WINDOW_ENDS_AT };
    feedId = await createContent(api.db, accountId, { created_at: '2026-11-20T08:00:00.000Z' });
    quietStoryId = await createContent(api.db, accountId, {
      ...story,
      created_at: '2026-11-21T09:00:00.000Z',
    });
    storyId = await createContent(api.db, accountId, { ...story, created_at: STORY_AT });
    thanksId = await createAutomation(api.db, shopId, { feature_type: 'thanks' });
    loyaltyId = await createAutomation(api.db, shopId, { feature_type: 'loyalty' });
    // Inserted out of order: the answer lists them by due time.
    await message(loyaltyId, storyId, {
      status: 'failed',
      due_at: '2026-11-23T07:30:00.000Z',
      reason: 'automation.reasons.send_refused',
    });
    await message(thanksId, storyId, {
      status: 'sent',
      due_at: '2026-11-23T07:29:00.000Z',
      sent_at: '2026-11-23T07:29:12.000Z',
    });
  });
  afterAll(() => api.close());

  const contents = (query = '') =>
    api.call<Contents>('GET', `/social_account_instagrams/${accountId}/social_contents${query}`, { token });

  it("lists each story's messages, due first, with their automation's feature, status, times and reason", async () => {
    const response = await contents('?type=story');
    expect(response.status).toBe(200);
    const [story, quiet] = response.body['hydra:member'];
    expect(story?.id).toBe(storyId);
    expect(story?.automationMessages).toEqual([
      {
        automationId: thanksId,
        featureType: 'thanks',
        status: 'sent',
        dueAt: '2026-11-23T07:29:00.000Z',
        sentAt: '2026-11-23T07:29:12.000Z',
        reason: null,
      },
      {
        automationId: loyaltyId,
        featureType: 'loyalty',
        status: 'failed',
        dueAt: '2026-11-23T07:30:00.000Z',
        sentAt: null,
        reason: 'automation.reasons.send_refused',
      },
    ]);
    expect(quiet?.id).toBe(quietStoryId);
    expect(quiet?.automationMessages).toEqual([]);
  });

  it('gives every other content an empty list, and the one-content route the same messages', async () => {
    const all = await contents();
    const feed = all.body['hydra:member'].find((content) => content.id === feedId);
    expect(feed?.automationMessages).toEqual([]);

    const one = await api.call<SocialContent>('GET', `/social_content_instagrams/${storyId}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.automationMessages?.map((entry) => [entry.featureType, entry.status])).toEqual([
      ['thanks', 'sent'],
      ['loyalty', 'failed'],
    ]);
  });

  it('shows a scheduled message with its due time and no reason', async () => {
    const laterStory = await createContent(api.db, accountId, {
      type: 'story',
      media_type: 'story',
      expires_at: '2026-11-23T10:00:00.000Z',
      created_at: '2026-11-22T10:00:00.000Z',
    });
    await message(thanksId, laterStory, { status: 'scheduled', due_at: '2026-11-23T09:30:00.000Z' });
    const response = await contents('?type=story&itemsPerPage=1');
    expect(response.body['hydra:member'][0]?.automationMessages).toEqual([
      {
        automationId: thanksId,
        featureType: 'thanks',
        status: 'scheduled',
        dueAt: '2026-11-23T09:30:00.000Z',
        sentAt: null,
        reason: null,
      },
    ]);
  });
});
