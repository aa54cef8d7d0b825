import { createHmac } from 'node:crypto';
import type { HydraCollection, SocialContent } from '@merci/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INSTAGRAM_ACCOUNT, type FakeDelivery, type FakeMedia } from '../instagram/fakeGraph/index.js';
import { createAutomation, createOwner, createShop, createSocialAccount } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';
import {
  TEST_APP,
  TEST_ENCRYPTION_KEY,
  TEST_VERIFY_TOKEN,
  startInstagramTestApi,
  waitForPull,
  type InstagramTestApi,
} from '../testing/instagram.js';

const igId = DEMO_INSTAGRAM_ACCOUNT.id;
const sign = (body: string, secret: string = TEST_APP.appSecret) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe(`Instagram webhooks (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let token: string;
  let accountId: number;
  let shopId: number;
  let captionMention: FakeMedia;

  /** POSTs the payload as Meta does: JSON text, signed unless told otherwise. */
  const deliver = async (payload: unknown, signature?: string | null) => {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const header = signature === undefined ? sign(body) : signature;
    if (header !== null) headers['x-hub-signature-256'] = header;
    const response = await fetch(`${api.baseUrl}/api/webhooks/instagram`, { method: 'POST', headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  const mentionPayload = (mediaId: string, extra: Record<string, unknown> = {}) => ({
    object: 'instagram',
    entry: [
      {
        id: igId,
        time: 1795300000,
        changes: [{ field: 'mentions', value: { media_id: mediaId, ...extra } }],
      },
    ],
  });
  const storyPayload = (mid: string, timestamp: number, senderId = '6100000000000001') => ({
    object: 'instagram',
    entry: [
      {
        id: igId,
        time: Math.floor(timestamp / 1000),
        messaging: [
          {
            sender: { id: senderId },
            recipient: { id: igId },
            timestamp,
            message: {
              mid,
              attachments: [
                { type: 'story_mention', payload: { url: `${api.fake.url}/media/story-${mid}.svg` } },
              ],
            },
          },
        ],
      },
    ],
  });
  /**
   * A mention or a story mention delivered by the fake Graph API, as Meta does: signed, and only
   * because the account's Page subscribed merci (connect, or the route that subscribes it again).
   * The webhook's answer, as `deliver` gives it.
   */
  const fromMeta = async (delivery: Promise<FakeDelivery>) => {
    const done = await delivery;
    if (!done.delivered) throw new Error(`The fake Graph API dropped the delivery: ${done.dropped}`);
    return { status: done.status, body: done.response as Record<string, unknown> };
  };
  const mention = (mediaId: string, commentId?: string) =>
    fromMeta(api.fake.deliverMention({ mediaId, ...(commentId ? { commentId } : {}) }));
  const storyMention = (mid: string, timestamp: number, sender = '6100000000000001') =>
    fromMeta(
      api.fake.deliverStoryMention({ mid, timestamp, sender, url: `${api.fake.url}/media/story-${mid}.svg` }),
    );
  const contents = async () =>
    api.db
      .selectFrom('social_content')
      .selectAll()
      .where('social_account_id', '=', accountId)
      .orderBy('id')
      .execute();
  const verify = (query: string) => fetch(`${api.baseUrl}/api/webhooks/instagram?${query}`);

  beforeAll(async () => {
    api = await startInstagramTestApi();
    shopId = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId });
    token = await api.signIn(owner.email, owner.password);
    const connected = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: api.fake.issueUserToken() },
    });
    accountId = connected.body.id;
    captionMention = api.fake.media.find((media) => !media.tagged && media.mentioned) as FakeMedia;
  });
  // The fake forgets its Page subscriptions with the rest: the Page subscribes again each time.
  beforeEach(async () => {
    const subscribed = await api.call(
      'POST',
      `/social_account_instagrams/${accountId}/webhook_subscription`,
      {
        token,
      },
    );
    expect(subscribed.body).toMatchObject({ webhooks: 'subscribed' });
    // Each test reads the Graph calls of its own deliveries.
    api.fake.requests.length = 0;
  });
  afterEach(() => api.fake.reset());
  afterAll(() => api.close());

  describe('GET /webhooks/instagram (subscription check)', () => {
    it('echoes hub.challenge as text when the verify token matches', async () => {
      const response = await verify(
        `hub.mode=subscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=1158201444`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('1158201444');
    });

    it.each([
      ['a wrong verify token', 'hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1'],
      ['another mode', `hub.mode=unsubscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=1`],
      ['no verify token', 'hub.mode=subscribe&hub.challenge=1'],
    ])('refuses %s with 403', async (_case, query) => {
      const response = await verify(query);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ status: 403, message: 'errors.forbidden' });
    });
  });

  describe('POST /webhooks/instagram', () => {
    it('stores a caption mention read from the Graph API, once however often it is delivered', async () => {
      const first = await mention(captionMention.id);
      expect(first).toEqual({ status: 200, body: { received: true, stored: 1 } });
      const again = await mention(captionMention.id);
      expect(again.status).toBe(200);

      const rows = (await contents()).filter((row) => row.external_id === captionMention.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        source: 'mention',
        type: 'feed',
        media_type: 'image',
        caption: captionMention.caption,
        author_username: captionMention.username,
        like_count: captionMention.like_count,
        // "Mentioned Media" documents no permalink: merci no longer asks for it (Meta refuses it).
        permalink: null,
        expires_at: null,
      });
      expect(api.fake.requests.map((request) => request.query.fields)).toEqual([
        expect.stringContaining(`mentioned_media.media_id(${captionMention.id})`),
        expect.stringContaining(`mentioned_media.media_id(${captionMention.id})`),
      ]);
    });

    it('refreshes the counts of a stored caption mention on the next pull', async () => {
      await mention(captionMention.id);
      api.fake.updateMedia(captionMention.id, { like_count: 999 });
      await api.call('PUT', `/social_account_instagrams/${accountId}/pull_contents`, { token });
      await waitForPull(api, accountId, token);
      const row = (await contents()).find((content) => content.external_id === captionMention.id);
      expect(row?.like_count).toBe(999);
    });

    it('ignores a mention in a comment, and a media that does not mention the shop', async () => {
      const before = (await contents()).length;
      const comment = await mention(captionMention.id, '17894227972186120');
      expect(comment).toEqual({ status: 200, body: { received: true, stored: 0 } });
      const unrelated = api.fake.media.find((media) => !media.mentioned) as FakeMedia;
      const other = await mention(unrelated.id);
      expect(other).toEqual({ status: 200, body: { received: true, stored: 0 } });
      expect((await contents()).length).toBe(before);
    });

    it('stores a story mention as a story that expires 24 hours after its timestamp', async () => {
      const timestamp = Date.parse('2026-11-21T18:45:12.000Z');
      const response = await storyMention('aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3', timestamp);
      expect(response).toEqual({ status: 200, body: { received: true, stored: 1 } });
      const duplicate = await storyMention('aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3', timestamp);
      expect(duplicate).toEqual({ status: 200, body: { received: true, stored: 0 } });

      const list = await api.call<HydraCollection<SocialContent>>(
        'GET',
        `/social_account_instagrams/${accountId}/social_contents?type=story`,
        { token },
      );
      expect(list.body['hydra:totalItems']).toBe(1);
      expect(list.body['hydra:member'][0]).toMatchObject({
        type: 'story',
        media_type: 'story',
        author_username: 'lea.martin',
        media_url: `${api.fake.url}/media/story-aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3.svg`,
        caption: null,
        like_count: 0,
        createdAt: '2026-11-21T18:45:12.000Z',
        expiresAt: '2026-11-22T18:45:12.000Z',
      });
    });

    it("schedules the shop's live automations for 30 minutes before the story expires, once per story", async () => {
      const live = await createAutomation(api.db, shopId);
      const suspended = await createAutomation(api.db, shopId, { suspended_at: '2026-11-20' });
      const timestamp = Date.parse('2026-11-22T07:15:00.000Z');
      try {
        await storyMention('mid-with-automation', timestamp, '6100000000000002');
        await storyMention('mid-with-automation', timestamp, '6100000000000002');
        const scheduled = await api.db
          .selectFrom('automation_message')
          .select(['automation_id', 'recipient', 'recipient_username', 'due_at', 'window_ends_at', 'status'])
          .where('automation_id', 'in', [live, suspended])
          .execute();
        expect(scheduled).toEqual([
          {
            automation_id: live,
            recipient: '6100000000000002',
            recipient_username: 'manon_lifestyle',
            due_at: '2026-11-23T06:45:00.000Z',
            window_ends_at: '2026-11-23T07:15:00.000Z',
            status: 'scheduled',
          },
        ]);
      } finally {
        await api.db.deleteFrom('social_automation').where('id', 'in', [live, suspended]).execute();
      }
    });

    it('keeps a story whose author Meta does not name, under the sender id', async () => {
      const response = await storyMention('mid-unknown-sender', Date.now(), '6199999999999999');
      expect(response.body).toEqual({ received: true, stored: 1 });
      const row = (await contents()).find((content) => content.external_id === 'mid-unknown-sender');
      expect(row?.author_username).toBe('instagram_6199999999999999');
    });

    it.each([
      ['no signature', null],
      ['a malformed signature', 'sha1=abc'],
      ['a signature made with another secret', 'other-secret'],
    ])('refuses a delivery with %s (401) and stores nothing', async (_case, signature) => {
      const before = (await contents()).length;
      const payload = storyPayload(`mid-refused-${String(signature)}`, Date.now());
      const header = signature === 'other-secret' ? sign(JSON.stringify(payload), 'other-secret') : signature;
      const response = await deliver(payload, header);
      expect(response).toEqual({
        status: 401,
        body: { status: 401, message: 'instagram.errors.bad_signature' },
      });
      expect((await contents()).length).toBe(before);
      expect(api.fake.requests).toEqual([]);
    });

    it('refuses a body altered after signing (401)', async () => {
      const payload = mentionPayload(captionMention.id);
      const signature = sign(JSON.stringify(payload));
      const altered = JSON.stringify(payload).replace(igId, '17841400000000002');
      const response = await fetch(`${api.baseUrl}/api/webhooks/instagram`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: altered,
      });
      expect(response.status).toBe(401);
    });

    it('ignores events of an Instagram account no shop has connected', async () => {
      const payload = mentionPayload(captionMention.id);
      payload.entry[0] = { ...payload.entry[0], id: '17841400000009999' } as (typeof payload.entry)[0];
      expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, stored: 0 } });
      expect(api.fake.requests).toEqual([]);
    });

    it('answers 503 while the Graph API fails, so that Meta delivers again, then stores on redelivery', async () => {
      const fresh = api.fake.media.filter((media) => !media.tagged && media.mentioned)[1] as FakeMedia;
      // As many failures as the client's attempts (one and two retries): then the Graph API is back.
      api.fake.inject('server_error', { path: `/${igId}`, times: 3 });
      const failed = await mention(fresh.id);
      expect(failed).toEqual({
        status: 503,
        body: { status: 503, message: 'instagram.errors.graph_unavailable' },
      });
      expect((await contents()).some((row) => row.external_id === fresh.id)).toBe(false);

      expect(await mention(fresh.id)).toEqual({
        status: 200,
        body: { received: true, stored: 1 },
      });
    });

    it('marks the token expired when Meta answers 190 to a mention lookup, and asks the owner to reconnect', async () => {
      const last = api.fake.media.filter((media) => !media.tagged && media.mentioned)[2] as FakeMedia;
      api.fake.inject('expired_token');
      expect((await mention(last.id)).status).toBe(200);
      const account = await api.call('GET', `/social_account_instagrams/${accountId}`, { token });
      expect(account.body).toMatchObject({ has_account_token_expired: true, connection_problem: 'expired' });
      expect(api.outbox().at(-1)).toMatchObject({ subject: 'Reconnectez votre compte Instagram à merci' });
    });

    it('refuses a signed body that is not JSON (400)', async () => {
      const body = 'not json';
      const response = await fetch(`${api.baseUrl}/api/webhooks/instagram`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
        body,
      });
      expect(response.status).toBe(400);
    });
  });
});

describe(`Instagram webhooks on a server not configured for them (${testDialect()})`, () => {
  const notConfigured = { status: 503, message: 'errors.webhooks_not_configured' };
  const verifyQuery = `hub.mode=subscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=1158201444`;
  const storyBody = (accountExternalId: string) =>
    JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: accountExternalId,
          time: 1795300000,
          messaging: [
            {
              sender: { id: '6100000000000001' },
              recipient: { id: accountExternalId },
              timestamp: 1795300000000,
              message: {
                mid: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZUlEnotconfigured',
                attachments: [{ type: 'story_mention', payload: { url: 'https://cdn.test/story.jpg' } }],
              },
            },
          ],
        },
      ],
    });

  describe('without an app secret (FACEBOOK_APP_SECRET)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({
        logLevel: 'error',
        instagram: { tokenEncryptionKey: TEST_ENCRYPTION_KEY, webhookVerifyToken: TEST_VERIFY_TOKEN },
      });
    });
    afterAll(() => api.close());

    it('answers a delivery 503 with the problem body, signed or not, and stores nothing', async () => {
      const shopId = await createShop(api.db);
      const accountExternalId = '17841400000004242';
      await createSocialAccount(api.db, shopId, { external_id: accountExternalId });
      const body = storyBody(accountExternalId);
      for (const signature of [sign(body), undefined]) {
        const response = await fetch(`${api.baseUrl}/api/webhooks/instagram`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(signature ? { 'x-hub-signature-256': signature } : {}),
          },
          body,
        });
        expect(response.status).toBe(503);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual(notConfigured);
      }
      expect(await api.db.selectFrom('social_content').selectAll().execute()).toEqual([]);
    });

    it('still verifies the subscription with its verify token', async () => {
      const response = await fetch(`${api.baseUrl}/api/webhooks/instagram?${verifyQuery}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('1158201444');
    });
  });

  describe('without a verify token (INSTAGRAM_WEBHOOK_VERIFY_TOKEN)', () => {
    let api: InstagramTestApi;
    beforeAll(async () => {
      api = await startInstagramTestApi({
        instagram: { tokenEncryptionKey: TEST_ENCRYPTION_KEY, webhookVerifyToken: undefined },
      });
    });
    afterAll(() => api.close());

    it.each([
      ['any token', verifyQuery],
      ['no token', 'hub.mode=subscribe&hub.challenge=1158201444'],
    ])(
      'answers the subscription check with %s 503 and the problem body, never the challenge',
      async (_case, query) => {
        const response = await fetch(`${api.baseUrl}/api/webhooks/instagram?${query}`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual(notConfigured);
      },
    );

    it('still takes signed deliveries', async () => {
      const shopId = await createShop(api.db);
      const accountExternalId = '17841400000004343';
      await createSocialAccount(api.db, shopId, { external_id: accountExternalId });
      const body = storyBody(accountExternalId);
      const response = await fetch(`${api.baseUrl}/api/webhooks/instagram`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
        body,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, stored: 1 });
    });
  });
});
