/**
 * Meta's own Instagram webhook payloads (fixtures/README.md) posted to merci's webhook route as
 * Meta posts them (signed with the app secret, X-Hub-Signature-256), as the route's own tests do:
 * what merci stores; and the test helpers' bodies compared with them field by field.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createShop } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import {
  TEST_APP,
  deliverStoryMention,
  startInstagramTestApi,
  type InstagramTestApi,
} from '../testing/instagram.js';
import { startWebhookReceiver } from '../testing/shopifyContract.js';
import { DEMO_INSTAGRAM_ACCOUNT, type FakeMedia } from './fakeGraph/index.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
type Json = Record<string, unknown>;

/** Meta's story-mention example with its placeholders filled as the test says. */
const storyMention = (values: { account: string; sender: string; mid: string; url: string }) =>
  fixture('story-mention.json')
    .replaceAll('<IGID>', values.account)
    .replaceAll('<IGSID>', values.sender)
    .replaceAll('<MESSAGE_ID>', values.mid)
    .replaceAll('<CDN_URL>', values.url);

/** The value at a path of JSON (`entry.0.changes.0.value.media_id`), undefined when it is absent. */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** What merci's webhook handler reads of a story mention (instagram/service.ts, handleWebhook). */
const STORY_MENTION_PATHS_READ = [
  'object',
  'entry',
  'entry.0.id',
  'entry.0.time',
  'entry.0.messaging',
  'entry.0.messaging.0.sender.id',
  'entry.0.messaging.0.timestamp',
  'entry.0.messaging.0.message.mid',
  'entry.0.messaging.0.message.attachments',
  'entry.0.messaging.0.message.attachments.0.type',
  'entry.0.messaging.0.message.attachments.0.payload.url',
];

describe(`Meta’s example webhooks through merci’s Instagram webhook route (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let accountId: number;

  /** POSTs the text as Meta does: JSON, signed with the app secret over its exact bytes. */
  const deliver = async (body: string) => {
    const response = await fetch(`${api.baseUrl}/api/webhooks/instagram`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', TEST_APP.appSecret).update(body).digest('hex')}`,
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const stored = (externalId: string) =>
    api.db
      .selectFrom('social_content')
      .selectAll()
      .where('social_account_id', '=', accountId)
      .where('external_id', '=', externalId)
      .execute();

  beforeAll(async () => {
    api = await startInstagramTestApi();
    const shopId = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    const connected = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: api.fake.issueUserToken() },
    });
    accountId = connected.body.id;
  });
  afterAll(() => api.close());

  it('ignores Meta’s example mention as published: a mention in a comment, not a publication', async () => {
    const example = JSON.parse(fixture('mentions.json')) as Json;
    expect(at(example, 'entry.0.changes.0.value.comment_id')).toBe('17894227972186120');
    // Its account is not one a shop connected: nothing to read either way.
    expect(await deliver(fixture('mentions.json'))).toEqual({
      status: 200,
      body: { received: true, stored: 0 },
    });
    // For the connected account, a comment mention is still not stored.
    const forTheShop = fixture('mentions.json').replace('17841405726653026', DEMO_INSTAGRAM_ACCOUNT.id);
    expect(await deliver(forTheShop)).toEqual({ status: 200, body: { received: true, stored: 0 } });
    expect(await stored('17918195224117851')).toEqual([]);
  });

  it('stores the publication of Meta’s example mention once it names a caption mention of the connected account', async () => {
    const media = api.fake.media.find((candidate) => !candidate.tagged && candidate.mentioned) as FakeMedia;
    // The test's copy: the connected account, a media the fake Graph API knows, no comment (a caption mention).
    const example = JSON.parse(fixture('mentions.json')) as {
      entry: { id: string; changes: { value: Record<string, string> }[] }[];
    };
    const [entry] = example.entry;
    const [change] = entry?.changes ?? [];
    if (!entry || !change) throw new Error('The example has no change');
    entry.id = DEMO_INSTAGRAM_ACCOUNT.id;
    change.value = { media_id: media.id };
    expect(await deliver(JSON.stringify(example))).toEqual({
      status: 200,
      body: { received: true, stored: 1 },
    });
    expect(await stored(media.id)).toEqual([
      expect.objectContaining({
        source: 'mention',
        caption: media.caption,
        author_username: media.username,
        // Not a field Meta documents for mentioned_media: merci does not ask it (ADR 009).
        permalink: null,
        expires_at: null,
      }),
    ]);
  });

  it('stores Meta’s example story mention as a story of its sender, expiring 24 hours after its timestamp', async () => {
    const body = storyMention({
      account: DEMO_INSTAGRAM_ACCOUNT.id,
      sender: '6100000000000001',
      mid: 'exemple-meta-story-mention',
      url: `${api.fake.url}/media/exemple-meta.svg`,
    });
    expect(await deliver(body)).toEqual({ status: 200, body: { received: true, stored: 1 } });
    expect(await stored('exemple-meta-story-mention')).toEqual([
      expect.objectContaining({
        source: 'story_mention',
        type: 'story',
        author_username: 'lea.martin',
        media_url: `${api.fake.url}/media/exemple-meta.svg`,
        // The example's timestamp, 1569262485349 ms (23 September 2019).
        created_at: '2019-09-23T18:14:45.349Z',
        expires_at: '2019-09-24T18:14:45.349Z',
      }),
    ]);
    expect(await deliver(body)).toEqual({ status: 200, body: { received: true, stored: 0 } });
  });

  it('builds story mentions in the tests with every field of Meta’s example that merci reads, of the same types', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await deliverStoryMention(
        { baseUrl: new URL(receiver.url).origin, fake: api.fake },
        { sender: '6100000000000001', timestamp: Date.parse('2026-11-21T18:45:12.000Z'), mid: 'mid-helper' },
      );
      const built = JSON.parse(receiver.received[0]?.rawBody.toString('utf8') ?? '{}') as Json;
      const example = JSON.parse(fixture('story-mention.json')) as Json;
      for (const path of STORY_MENTION_PATHS_READ) {
        expect({ path, type: typeOf(at(example, path)) }).not.toEqual({ path, type: 'undefined' });
        expect({ path, type: typeOf(at(built, path)) }).toEqual({ path, type: typeOf(at(example, path)) });
      }
      // Both say the same: a story_mention attachment, to the account the entry names.
      expect(at(built, 'entry.0.messaging.0.recipient.id')).toBe(at(built, 'entry.0.id'));
      expect(at(example, 'entry.0.messaging.0.recipient.id')).toBe(at(example, 'entry.0.id'));
    } finally {
      await receiver.close();
    }
  });
});
