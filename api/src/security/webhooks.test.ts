/**
 * Forged and replayed Instagram webhook deliveries. Meta signs the exact body with the app secret
 * (X-Hub-Signature-256) and puts no timestamp in the signature, so a captured delivery stays
 * validly signed forever: replays are made harmless by idempotence instead. A story is known by
 * its message id and a caption mention by its media id, so a delivery seen again stores nothing
 * new, schedules nothing new and sends no second private message.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTAGRAM_ACCOUNT, type FakeMedia } from '../instagram/fakeGraph/index.js';
import { createAutomation, createOwner, createShop } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { TEST_APP, startInstagramTestApi, type InstagramTestApi } from '../testing/instagram.js';

const MINUTE = 60_000;
const START = Date.parse('2026-11-22T10:00:00.000Z');
const igId = DEMO_INSTAGRAM_ACCOUNT.id;
const LEA = '6100000000000001';

const sign = (body: string | Buffer, secret: string = TEST_APP.appSecret) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe(`forged and replayed webhook deliveries (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let clock = START;
  let shopId: number;
  let accountId: number;
  let automationId: number;

  /** POSTs raw bytes with the given signature header (none when null). */
  const post = async (body: string | Buffer, signature: string | null) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null) headers['x-hub-signature-256'] = signature;
    const response = await fetch(`${api.baseUrl}/api/webhooks/instagram`, { method: 'POST', headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const deliver = (payload: unknown) => {
    const body = JSON.stringify(payload);
    return post(body, sign(body));
  };

  const storyPayload = (mid: string, timestamp: number, entryTime = Math.floor(timestamp / 1000)) => ({
    object: 'instagram',
    entry: [
      {
        id: igId,
        time: entryTime,
        messaging: [
          {
            sender: { id: LEA },
            recipient: { id: igId },
            timestamp,
            message: {
              mid,
              attachments: [{ type: 'story_mention', payload: { url: `${api.fake.url}/media/${mid}.svg` } }],
            },
          },
        ],
      },
    ],
  });
  const mentionPayload = (mediaId: string) => ({
    object: 'instagram',
    entry: [{ id: igId, time: 1795300000, changes: [{ field: 'mentions', value: { media_id: mediaId } }] }],
  });

  /** What a delivery can change: the account's contents, the story messages, the notifications. */
  const effects = async () => ({
    contents: await api.db
      .selectFrom('social_content')
      .selectAll()
      .where('social_account_id', '=', accountId)
      .orderBy('id')
      .execute(),
    messages: await api.db
      .selectFrom('automation_message')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('id')
      .execute(),
    automations: await api.db
      .selectFrom('social_automation')
      .selectAll()
      .where('shop_id', '=', shopId)
      .execute(),
    notifications: await api.db.selectFrom('user_notification').selectAll().orderBy('id').execute(),
    sent: api.fake.messages.length,
    graphRequests: api.fake.requests.length,
  });

  beforeAll(async () => {
    api = await startInstagramTestApi({ now: () => new Date(clock) });
    shopId = await createShop(api.db, { social_name: 'maison.lumiere' });
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    const connected = await api.call<{ id: number }>('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: api.fake.issueUserToken() },
    });
    expect(connected.status).toBe(200);
    accountId = connected.body.id;
    automationId = await createAutomation(api.db, shopId, { message: 'Merci {{username}} !' });
    api.fake.reset();
  });
  afterAll(() => api.close());

  describe('forged deliveries are refused (401) and change nothing', () => {
    const genuine = () => JSON.stringify(storyPayload('mid-forged', clock - 10 * MINUTE));

    it.each([
      ['a body changed after signing', () => [genuine().replace(LEA, '6100000000000002'), sign(genuine())]],
      ['a body with bytes appended', () => [`${genuine()} `, sign(genuine())]],
      ['a body cut short', () => [genuine().slice(0, -1), sign(genuine())]],
      [
        'a body re-encoded (pretty-printed)',
        () => [JSON.stringify(JSON.parse(genuine()), null, 2), sign(genuine())],
      ],
      ['a signature made with another secret', () => [genuine(), sign(genuine(), 'not-the-app-secret')]],
      ['a signature made with an empty secret', () => [genuine(), sign(genuine(), '')]],
      [
        'a SHA-1 signature',
        () => [genuine(), `sha1=${createHmac('sha1', TEST_APP.appSecret).update(genuine()).digest('hex')}`],
      ],
      ['the bare HMAC without its scheme', () => [genuine(), sign(genuine()).slice('sha256='.length)]],
      [
        'two signatures, the right one second',
        () => [genuine(), `sha256=${'0'.repeat(64)},${sign(genuine())}`],
      ],
      ['an empty signature', () => [genuine(), '']],
      ['no signature', () => [genuine(), null]],
    ] as [string, () => [string, string | null]][])('%s', async (_case, make) => {
      const [body, signature] = make();
      const before = await effects();
      const response = await post(body, signature);
      expect(response).toEqual({
        status: 401,
        body: { status: 401, message: 'instagram.errors.bad_signature' },
      });
      expect(await effects()).toEqual(before);
    });

    it('accepts the untouched delivery (the forgeries above differ only by what they name)', async () => {
      const response = await post(genuine(), sign(genuine()));
      expect(response).toEqual({ status: 200, body: { received: true, stored: 1 } });
    });
  });

  describe('replayed deliveries have no second effect', () => {
    it('a story mention replayed after its message was sent: no new story, no new message, no second send', async () => {
      const timestamp = clock - 2 * MINUTE;
      const payload = storyPayload('mid-replayed-story', timestamp);
      expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, stored: 1 } });
      const story = (await effects()).contents.find((row) => row.external_id === 'mid-replayed-story');
      const scheduled = await api.db
        .selectFrom('automation_message')
        .selectAll()
        .where('automation_id', '=', automationId)
        .where('social_content_id', '=', story?.id ?? 0)
        .execute();
      expect(scheduled).toHaveLength(1);

      // The message goes when due (30 minutes before the story expires).
      clock = Date.parse(scheduled[0]?.due_at ?? '') + MINUTE;
      await api.ctx.automations.worker.runOnce();
      const sent = () => api.fake.messages.filter((message) => message.text.includes('Merci')).length;
      const sentBefore = sent();
      expect(
        await api.db
          .selectFrom('automation_message')
          .select('status')
          .where('id', '=', scheduled[0]?.id ?? 0)
          .executeTakeFirst(),
      ).toEqual({ status: 'sent' });
      expect(sentBefore).toBeGreaterThan(0);

      const after = await effects();
      // The same bytes again, then the same event in another envelope (Meta batches differently).
      expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, stored: 0 } });
      expect(await deliver(storyPayload('mid-replayed-story', timestamp, Math.floor(clock / 1000)))).toEqual({
        status: 200,
        body: { received: true, stored: 0 },
      });
      await api.ctx.automations.worker.runOnce();
      expect(await effects()).toEqual(after);
      expect(sent()).toBe(sentBefore);
    });

    it('the same story delivered many times at once is stored and scheduled once', async () => {
      clock = START + 3 * 60 * MINUTE;
      const payload = storyPayload('mid-concurrent-story', clock - MINUTE);
      const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(payload)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(
        answers.reduce((total, answer) => total + ((answer.body as { stored: number }).stored ?? 0), 0),
      ).toBe(1);
      const stories = (await effects()).contents.filter((row) => row.external_id === 'mid-concurrent-story');
      expect(stories).toHaveLength(1);
      const messages = await api.db
        .selectFrom('automation_message')
        .select('id')
        .where('social_content_id', '=', stories[0]?.id ?? 0)
        .execute();
      expect(messages).toHaveLength(1);
    });

    it('a caption mention replayed, one by one and at once, stays one content', async () => {
      const mention = api.fake.media.find((media) => !media.tagged && media.mentioned) as FakeMedia;
      const payload = mentionPayload(mention.id);
      expect((await deliver(payload)).status).toBe(200);
      const once = await effects();
      expect(once.contents.filter((row) => row.external_id === mention.id)).toHaveLength(1);

      await deliver(payload);
      await Promise.all(Array.from({ length: 4 }, () => deliver(payload)));
      const after = await effects();
      expect(after.contents).toEqual(once.contents);
      expect(after.messages).toEqual(once.messages);
      expect(after.notifications).toEqual(once.notifications);
    });
  });
});
