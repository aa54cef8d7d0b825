import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAutomation, createOwner, createShop } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';
import { DEMO_PAGE } from '../instagram/fakeGraph/index.js';
import { startInstagramTestApi, type InstagramTestApi } from '../testing/instagram.js';

interface DemoStory {
  stored: number;
  socialContent: string | null;
  author: string;
  messages: { automation: string; dueAt: string }[];
}
interface DemoMessages {
  messages: {
    id: string;
    recipientId: string;
    recipientUsername: string | null;
    text: string;
    sentAt: string;
  }[];
}

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

describe(`the offline demo's story mention and sent messages (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let token: string;
  let shopId: number;
  let automationId: number;
  let accountId: number;

  beforeAll(async () => {
    api = await startInstagramTestApi({ now: () => new Date(NOW) });
    shopId = await createShop(api.db, { social_name: 'maison.lumiere' });
    const owner = await createOwner(api.db, { shopId });
    token = await api.signIn(owner.email, owner.password);
    const connected = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: api.fake.issueUserToken() },
    });
    expect(connected.status).toBe(200);
    accountId = (connected.body as { id: number }).id;
    automationId = await createAutomation(api.db, shopId, { message: 'Merci {{username}} pour ta story !' });
  });
  afterAll(() => api.close());

  it('delivers a story mention whose automation message is due now, which the worker then sends', async () => {
    const response = await api.call<DemoStory>('POST', '/instagram/demo_story_mention', { token, body: {} });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      stored: 1,
      socialContent: expect.stringMatching(/^\/social_content_instagrams\/\d+$/),
      author: 'lea.martin',
      messages: [{ automation: `/social_automations/${automationId}`, dueAt: new Date(NOW).toISOString() }],
    });

    const story = await api.call('GET', response.body.socialContent ?? '', { token });
    expect(story.body).toMatchObject({
      type: 'story',
      author_username: 'lea.martin',
      expiresAt: new Date(NOW + 30 * 60_000).toISOString(),
    });

    expect((await api.call<DemoMessages>('GET', '/instagram/demo_messages', { token })).body).toEqual({
      messages: [],
    });
    expect(await api.ctx.automations.worker.runOnce()).toMatchObject({ sent: 1 });
    const sent = await api.call<DemoMessages>('GET', '/instagram/demo_messages', { token });
    expect(sent.body.messages).toEqual([
      expect.objectContaining({
        recipientUsername: 'lea.martin',
        text: 'Merci lea.martin pour ta story !',
      }),
    ]);
  });

  it('takes the next demo customer each time, or the one asked for, posted when asked', async () => {
    const next = await api.call<DemoStory>('POST', '/instagram/demo_story_mention', { token, body: {} });
    expect(next.body.author).toBe('manon_lifestyle');
    const fresh = await api.call<DemoStory>('POST', '/instagram/demo_story_mention', {
      token,
      body: { senderId: '6100000000000003', postedMinutesAgo: 0 },
    });
    expect(fresh.body).toMatchObject({
      author: 'emma.fleurs',
      messages: [{ dueAt: new Date(NOW + 23.5 * 60 * 60_000).toISOString() }],
    });
  });

  it('stores nothing while the Page no longer subscribes merci: the fake Graph API, like Meta, delivers nothing', async () => {
    const user = api.fake.issueLongLivedToken().accessToken;
    const page = (await (
      await fetch(`${api.fake.url}/v26.0/${DEMO_PAGE.id}?fields=access_token&access_token=${user}`)
    ).json()) as { access_token: string };
    await fetch(`${api.fake.url}/v26.0/${DEMO_PAGE.id}/subscribed_apps?access_token=${page.access_token}`, {
      method: 'DELETE',
    });
    const dropped = await api.call<DemoStory>('POST', '/instagram/demo_story_mention', { token, body: {} });
    expect(dropped.status).toBe(201);
    expect(dropped.body).toMatchObject({ stored: 0, socialContent: null, messages: [] });
    expect(api.fake.deliveries.at(-1)).toMatchObject({ delivered: false, dropped: 'page_not_subscribed' });

    // Subscribed again, as the merchant's button does: the next one arrives.
    const again = await api.call('POST', `/social_account_instagrams/${accountId}/webhook_subscription`, {
      token,
    });
    expect(again.body).toMatchObject({ webhooks: 'subscribed' });
    const delivered = await api.call<DemoStory>('POST', '/instagram/demo_story_mention', { token, body: {} });
    expect(delivered.body).toMatchObject({ stored: 1 });
  });

  it('refuses an unknown sender or an impossible age with 400, and answers 401 without a token', async () => {
    const refused = [
      [{ senderId: '42' }, 'senderId', 'errors.invalid_choice'],
      [{ postedMinutesAgo: 24 * 60 }, 'postedMinutesAgo', 'errors.out_of_range'],
      [{ postedMinutesAgo: -1 }, 'postedMinutesAgo', 'errors.out_of_range'],
      [{ postedMinutesAgo: 'soon' }, 'postedMinutesAgo', 'errors.invalid_type'],
    ] as const;
    for (const [body, propertyPath, message] of refused) {
      const response = await api.call('POST', '/instagram/demo_story_mention', { token, body });
      // The body's JSON schema refuses it: a message key, as every violation carries.
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'errors.bad_request', violations: [{ propertyPath, message }] },
      });
    }
    expect((await api.call('POST', '/instagram/demo_story_mention', { body: {} })).status).toBe(401);
    expect((await api.call('GET', '/instagram/demo_messages')).status).toBe(401);
  });

  it("answers 409 to a shop without a connected account, which sees none of the other shop's messages", async () => {
    const other = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId: other });
    const otherToken = await api.signIn(owner.email, owner.password);
    expect(
      await api.call('POST', '/instagram/demo_story_mention', { token: otherToken, body: {} }),
    ).toMatchObject({ status: 409, body: { message: 'instagram.errors.not_connected' } });
    expect(await api.call('GET', '/instagram/demo_messages', { token: otherToken })).toMatchObject({
      status: 409,
    });
  });
});

describe('the demo routes without the fake Graph API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answer 404', async () => {
    const shopId = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    expect((await api.call('POST', '/instagram/demo_story_mention', { token, body: {} })).status).toBe(404);
    expect((await api.call('GET', '/instagram/demo_messages', { token })).status).toBe(404);
  });
});
