import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP, testGraphOptions } from '../testing/instagram.js';
import {
  DEMO_INSTAGRAM_ACCOUNT,
  DEMO_PAGE,
  USER_WITHOUT_INSTAGRAM,
  startFakeGraph,
  type FakeGraphServer,
} from './fakeGraph/index.js';
import { GraphClient, GraphError, parseUsage, type GraphMedia } from './graphClient.js';
import { contentFromMedia, graphTimestamp } from './mapping.js';
import { createTokenCipher } from './tokenCipher.js';

describe('the Graph API client against the fake Graph server', () => {
  let fake: FakeGraphServer;
  let client: GraphClient;
  const igId = DEMO_INSTAGRAM_ACCOUNT.id;

  beforeAll(async () => {
    fake = await startFakeGraph({ ...TEST_APP });
    client = new GraphClient(testGraphOptions(fake.url));
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const allTagged = async (token: string) => {
    const pages: GraphMedia[][] = [];
    for await (const page of client.taggedMedia(igId, token)) pages.push(page);
    return pages;
  };

  it('exchanges a short-lived token for a long-lived one of about 60 days, on the configured version', async () => {
    const { accessToken, expiresInSeconds } = await client.exchangeToken(fake.issueUserToken());
    expect(accessToken).toMatch(/^FAKELONG\./);
    expect(expiresInSeconds).toBe(60 * 24 * 60 * 60);
    expect(fake.requests[0]).toMatchObject({
      path: '/oauth/access_token',
      query: { grant_type: 'fb_exchange_token', client_id: TEST_APP.appId },
      status: 200,
    });
  });

  it('refuses an expired login token as a token error (code 190), without retrying', async () => {
    await expect(client.exchangeToken(fake.issueUserToken(undefined, -10))).rejects.toMatchObject({
      kind: 'token',
      code: 190,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('finds the Pages of the user with their Instagram business account', async () => {
    const { accessToken } = await client.exchangeToken(fake.issueUserToken());
    const pages = await client.listPages(accessToken);
    expect(pages).toEqual([
      expect.objectContaining({ name: 'Maison Lumière', instagram_business_account: { id: igId } }),
    ]);
    const other = await client.exchangeToken(fake.issueUserToken(USER_WITHOUT_INSTAGRAM.id));
    expect(await client.listPages(other.accessToken)).toEqual([
      expect.not.objectContaining({ instagram_business_account: expect.anything() }),
    ]);
  });

  it('reads the tagged publications page by page (10 a page) following paging.next, with appsecret_proof', async () => {
    const { accessToken } = await client.exchangeToken(fake.issueUserToken());
    const pages = await allTagged(accessToken);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 10]);
    const ids = pages.flat().map((media) => media.id);
    expect(new Set(ids).size).toBe(30);
    // The fake refuses a wrong proof, so a successful read proves it was right.
    const tagRequests = fake.requests.filter((request) => request.path === `/${igId}/tags`);
    expect(tagRequests).toHaveLength(3);
    expect(tagRequests[1]?.query.after).toBeTruthy();
  });

  it('backs off on a 429 rate limit and then succeeds', async () => {
    const { accessToken } = await client.exchangeToken(fake.issueUserToken());
    fake.inject('rate_limit', { path: `/${igId}/tags`, times: 2 });
    const pages = await allTagged(accessToken);
    expect(pages.flat()).toHaveLength(30);
    const statuses = fake.requests.filter((request) => request.path === `/${igId}/tags`).map((r) => r.status);
    expect(statuses).toEqual([429, 429, 200, 200, 200]);
    expect(client.lastUsage.percent).toBeLessThan(100);
  });

  it('gives up after the configured retries with a rate-limit error', async () => {
    const { accessToken } = await client.exchangeToken(fake.issueUserToken());
    fake.inject('rate_limit', { path: `/${igId}/tags`, times: 10 });
    await expect(allTagged(accessToken)).rejects.toMatchObject({ kind: 'rate_limit', status: 429, code: 4 });
    expect(fake.requests.filter((request) => request.path === `/${igId}/tags`)).toHaveLength(3);
  });

  it('stops waiting out a long back-off when the API stops', async () => {
    const patient = new GraphClient({
      baseUrl: fake.url,
      version: 'v23.0',
      ...TEST_APP,
      retryDelayMs: 30_000,
    });
    fake.inject('rate_limit', { path: `/${igId}` });
    const started = Date.now();
    const call = patient.getInstagramProfile(igId, fake.issueLongLivedToken().accessToken);
    setTimeout(() => patient.close(), 50);
    await expect(call).rejects.toMatchObject({ kind: 'transient', message: 'The API is stopping' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries a transient server error', async () => {
    const { accessToken } = await client.exchangeToken(fake.issueUserToken());
    fake.inject('server_error', { path: `/${igId}` });
    const profile = await client.getInstagramProfile(igId, accessToken);
    expect(profile).toMatchObject({ username: 'maison.lumiere', followers_count: 12480, media_count: 248 });
  });

  it('reads a caption mention by its media id, and says not_found for a media that does not mention the shop', async () => {
    const { accessToken } = await client.exchangeToken(fake.issueUserToken());
    const mention = fake.media.find((media) => !media.tagged && media.mentioned);
    const media = await client.mentionedMedia(igId, mention?.id ?? '', accessToken);
    expect(media).toMatchObject({ id: mention?.id, caption: expect.stringContaining('@maison.lumiere') });
    const unrelated = fake.media.find((media) => !media.mentioned);
    await expect(client.mentionedMedia(igId, unrelated?.id ?? '', accessToken)).rejects.toMatchObject({
      kind: 'not_found',
      code: 100,
    });
  });

  it('asks a caption mention for the fields "Mentioned Media" documents only, which Meta answers', async () => {
    const { accessToken } = await client.exchangeToken(fake.issueUserToken());
    const mention = fake.media.find((media) => media.mentioned);
    await client.mentionedMedia(igId, mention?.id ?? '', accessToken);
    const asked = fake.requests.at(-1)?.query.fields ?? '';
    expect(asked).toBe(
      `mentioned_media.media_id(${mention?.id}){id,caption,media_type,media_url,like_count,comments_count,timestamp,username}`,
    );
    // Asked for an undocumented field, Meta refuses the whole read: a refusal, not a missing media.
    const refused = await fetch(
      `${fake.url}/v26.0/${igId}?fields=mentioned_media.media_id(${mention?.id}){id,permalink}&access_token=${accessToken}`,
    );
    expect(await refused.json()).toMatchObject({
      error: { code: 100, message: expect.stringContaining('nonexisting field (permalink)') },
    });
  });

  it.each([
    ['nonexisting_field', 100],
    ['permission_denied', 200],
  ] as const)(
    'classifies %s (code %i) as refused, never as not_found, without retrying',
    async (failure, code) => {
      const { accessToken } = await client.exchangeToken(fake.issueUserToken());
      const mention = fake.media.find((media) => media.mentioned);
      fake.inject(failure, { path: `/${igId}` });
      await expect(client.mentionedMedia(igId, mention?.id ?? '', accessToken)).rejects.toMatchObject({
        kind: 'refused',
        code,
      });
      expect(fake.requests.filter((request) => request.path === `/${igId}`)).toHaveLength(1);
    },
  );

  describe('sending a private reply (Send API)', () => {
    const lea = '6100000000000001';
    const pageToken = async () =>
      client.pageAccessToken(DEMO_PAGE.id, (await client.exchangeToken(fake.issueUserToken())).accessToken);

    it('posts the text to the Page with its token and returns the message id', async () => {
      const token = await pageToken();
      const sent = await client.sendMessage(DEMO_PAGE.id, lea, 'Merci lea.martin pour ta story !', token);
      expect(sent).toEqual({ recipient_id: lea, message_id: expect.stringMatching(/^m_/) });
      expect(fake.messages).toEqual([
        expect.objectContaining({
          id: sent.message_id,
          pageId: DEMO_PAGE.id,
          recipientId: lea,
          recipientUsername: 'lea.martin',
          text: 'Merci lea.martin pour ta story !',
        }),
      ]);
      expect(fake.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/${DEMO_PAGE.id}/messages`,
        status: 200,
      });
    });

    it('never retries a send on its own: a transient failure reaches the caller after one request', async () => {
      const token = await pageToken();
      fake.inject('server_error', { path: `/${DEMO_PAGE.id}/messages` });
      await expect(client.sendMessage(DEMO_PAGE.id, lea, 'Bonjour', token)).rejects.toMatchObject({
        kind: 'transient',
        status: 500,
      });
      expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
      expect(fake.messages).toEqual([]);
    });

    it.each([
      ['the messaging window is over', 'outside_window', 10],
      ['the person cannot receive messages', 'user_unavailable', 551],
    ] as const)('says "other" when %s', async (_case, failure, code) => {
      const token = await pageToken();
      fake.inject(failure, { path: `/${DEMO_PAGE.id}/messages` });
      await expect(client.sendMessage(DEMO_PAGE.id, lea, 'Bonjour', token)).rejects.toMatchObject({
        kind: 'other',
        code,
      });
    });

    it("refuses a user token (the Page's own is needed) and an unknown recipient", async () => {
      const { accessToken } = await client.exchangeToken(fake.issueUserToken());
      await expect(client.sendMessage(DEMO_PAGE.id, lea, 'Bonjour', accessToken)).rejects.toMatchObject({
        code: 230,
      });
      await expect(
        client.sendMessage(DEMO_PAGE.id, '6199999999999999', 'Bonjour', await pageToken()),
      ).rejects.toMatchObject({ kind: 'not_found', code: 100 });
      expect(fake.messages).toEqual([]);
    });
  });

  it('classifies an expired stored token as a token error', async () => {
    const expired = fake.issueLongLivedToken(undefined, -1).accessToken;
    const error = await client.getInstagramProfile(igId, expired).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({ kind: 'token', code: 190, subcode: 463 });
  });

  describe('renewing a long-lived token', () => {
    const longLived = () => fake.issueLongLivedToken(undefined, 5 * 24 * 60 * 60).accessToken;

    /** A fake Graph API of its own, on a clock that stands still: `expires_in` is exact. */
    const onFixedClock = async (longLivedExchange?: 'keeps_end' | 'extends') => {
      const at = Date.parse('2026-12-01T09:00:00.000Z');
      const own = await startFakeGraph({
        ...TEST_APP,
        clock: () => at,
        ...(longLivedExchange ? { longLivedExchange } : {}),
      });
      return { own, ownClient: new GraphClient(testGraphOptions(own.url)) };
    };

    it('exchanges a valid long-lived token for a new one ending when it does, authenticated by the app secret: Meta promises no more', async () => {
      const { own, ownClient } = await onFixedClock();
      try {
        const old = own.issueLongLivedToken(undefined, 5 * 24 * 60 * 60).accessToken;
        const renewed = await ownClient.refreshUserToken(old);
        expect(renewed.accessToken).toMatch(/^FAKELONG\./);
        expect(renewed.accessToken).not.toBe(old);
        expect(renewed.expiresInSeconds).toBe(5 * 24 * 60 * 60);
        expect(own.requests).toEqual([
          expect.objectContaining({
            path: '/oauth/access_token',
            query: expect.objectContaining({
              grant_type: 'fb_exchange_token',
              client_id: TEST_APP.appId,
              fb_exchange_token: old,
            }),
            status: 200,
          }),
        ]);
        expect(await ownClient.listPages(renewed.accessToken)).toHaveLength(1);
        // A short-lived token still exchanges for about 60 days.
        expect((await ownClient.exchangeToken(own.issueUserToken())).expiresInSeconds).toBe(
          60 * 24 * 60 * 60,
        );
      } finally {
        await own.close();
      }
    });

    it('exchanges a valid long-lived token for one of 60 days from now when the fake is told Meta extends it', async () => {
      const { own, ownClient } = await onFixedClock('extends');
      try {
        const old = own.issueLongLivedToken(undefined, 5 * 24 * 60 * 60).accessToken;
        const renewed = await ownClient.refreshUserToken(old);
        expect(renewed.accessToken).not.toBe(old);
        expect(renewed.expiresInSeconds).toBe(60 * 24 * 60 * 60);
        expect(await ownClient.listPages(renewed.accessToken)).toHaveLength(1);
      } finally {
        await own.close();
      }
    });

    it.each([
      ['expired', 463],
      ['password_changed', 460],
      ['logged_out', 467],
      ['app_removed', 458],
    ] as const)(
      'refuses a token ended by %s with 190, subcode %i, without retrying',
      async (reason, subcode) => {
        const old = longLived();
        fake.invalidateTokens(reason);
        await expect(client.refreshUserToken(old)).rejects.toMatchObject({
          kind: 'token',
          code: 190,
          subcode,
        });
        expect(fake.requests).toHaveLength(1);
        // So do the other calls with it.
        await expect(client.getInstagramProfile(igId, old)).rejects.toMatchObject({ code: 190, subcode });
        // A new login afterwards works.
        const { accessToken } = await client.exchangeToken(fake.issueUserToken());
        await expect(client.getInstagramProfile(igId, accessToken)).resolves.toMatchObject({ id: igId });
      },
    );

    it('ends the Page tokens of a user whose tokens are revoked', async () => {
      const pageToken = await client.pageAccessToken(DEMO_PAGE.id, longLived());
      fake.invalidateTokens('password_changed');
      await expect(client.getInstagramProfile(igId, pageToken)).rejects.toMatchObject({
        code: 190,
        subcode: 460,
      });
    });

    it('refuses a token past its date, a Page token, and an app with the wrong secret', async () => {
      await expect(
        client.refreshUserToken(fake.issueLongLivedToken(undefined, -1).accessToken),
      ).rejects.toMatchObject({ kind: 'token', code: 190, subcode: 463 });
      const pageToken = await client.pageAccessToken(DEMO_PAGE.id, longLived());
      await expect(client.refreshUserToken(pageToken)).rejects.toMatchObject({ kind: 'token', code: 190 });
      const impostor = new GraphClient({
        baseUrl: fake.url,
        version: 'v23.0',
        appId: TEST_APP.appId,
        appSecret: 'another-secret-0123456789abcdef',
      });
      await expect(impostor.refreshUserToken(longLived())).rejects.toMatchObject({
        kind: 'other',
        code: 101,
      });
      expect(new GraphClient({ baseUrl: fake.url, version: 'v23.0' }).canExchangeTokens).toBe(false);
      expect(client.canExchangeTokens).toBe(true);
    });

    it('refuses a wrong appsecret_proof sent with the exchange', async () => {
      const token = longLived();
      const url = new URL('/v23.0/oauth/access_token', fake.url);
      url.search = new URLSearchParams({
        grant_type: 'fb_exchange_token',
        client_id: TEST_APP.appId,
        client_secret: TEST_APP.appSecret,
        fb_exchange_token: token,
        appsecret_proof: '0'.repeat(64),
      }).toString();
      const response = await fetch(url);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 100, message: 'Invalid appsecret_proof provided in the API argument' },
      });
    });

    // The client's own limit stays short; the test's is long, as a loaded machine is slow to notice.
    it('gives up on a Graph API that does not answer within the time limit, as a transient failure', async () => {
      const hasty = new GraphClient({
        baseUrl: fake.url,
        version: 'v23.0',
        ...TEST_APP,
        timeoutMs: 100,
        maxRetries: 1,
        retryDelayMs: 1,
      });
      fake.inject('timeout', { path: '/oauth/access_token', times: 2 });
      await expect(hasty.refreshUserToken(longLived())).rejects.toMatchObject({
        kind: 'transient',
        message: expect.stringMatching(/^Graph API unreachable/),
      });
      expect(fake.requests).toEqual([
        expect.objectContaining({ path: '/oauth/access_token', status: 0 }),
        expect.objectContaining({ path: '/oauth/access_token', status: 0 }),
      ]);
    }, 30_000);
  });
});

describe("Meta's usage headers", () => {
  it('reads the highest usage and the time to regain access from both headers', () => {
    const headers = new Headers({
      'x-app-usage': JSON.stringify({ call_count: 12, total_cputime: 40, total_time: 8 }),
      'x-business-use-case-usage': JSON.stringify({
        '178414': [{ type: 'instagram', call_count: 97, total_time: 3, estimated_time_to_regain_access: 4 }],
      }),
    });
    expect(parseUsage(headers)).toEqual({ percent: 97, regainAccessMinutes: 4 });
    expect(parseUsage(new Headers({ 'x-app-usage': 'not json' }))).toEqual({
      percent: 0,
      regainAccessMinutes: 0,
    });
  });
});

describe('media mapping', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it("reads Meta's +0000 timestamps as ISO dates", () => {
    expect(graphTimestamp('2026-11-20T09:30:00+0000', now)).toBe('2026-11-20T09:30:00.000Z');
    expect(graphTimestamp('2026-11-20T11:30:00+0200', now)).toBe('2026-11-20T09:30:00.000Z');
    expect(graphTimestamp(undefined, now)).toBe(now.toISOString());
  });

  it.each([
    ['FEED', 'IMAGE', 'feed', 'image'],
    ['FEED', 'CAROUSEL_ALBUM', 'feed', 'carousel_album'],
    ['REELS', 'VIDEO', 'reels', 'video'],
    ['AD', 'VIDEO', 'ad', 'video'],
    ['STORY', 'IMAGE', 'story', 'story'],
  ])('maps %s/%s to type %s and media type %s', (product, mediaType, type, media_type) => {
    const row = contentFromMedia(
      { id: '1', media_product_type: product, media_type: mediaType, timestamp: '2026-11-20T09:30:00+0000' },
      'tag',
      now,
    );
    expect(row).toMatchObject({ type, media_type });
    expect(row.expires_at).toBe(type === 'story' ? '2026-11-21T09:30:00.000Z' : null);
  });

  it("shows a video's thumbnail, and counts hidden likes as 0", () => {
    const row = contentFromMedia(
      {
        id: '2',
        media_type: 'VIDEO',
        media_url: 'https://cdn/video.mp4',
        thumbnail_url: 'https://cdn/thumb.jpg',
        username: 'lea',
      },
      'tag',
      now,
    );
    expect(row).toMatchObject({
      media_url: 'https://cdn/thumb.jpg',
      like_count: 0,
      comment_count: 0,
      author_username: 'lea',
    });
  });
});

describe('the token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher('a-secret-of-enough-length-for-tests');

  it('round-trips a token, never stores it in clear, and uses a fresh nonce each time', () => {
    const token = 'EAAGm0PX4ZCpsBAKZC-long-lived-token';
    const first = cipher.encrypt(token);
    const second = cipher.encrypt(token);
    expect(first).not.toContain(token);
    expect(first).toMatch(/^v1\./);
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe(token);
    expect(cipher.decrypt(second)).toBe(token);
  });

  it('refuses a tampered value and a value encrypted with another key', () => {
    const stored = cipher.encrypt('secret-token');
    const [version, nonce, tag, body] = stored.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => cipher.decrypt([version, nonce, tag, flipped].join('.'))).toThrow(/cannot be decrypted/);
    expect(() => createTokenCipher('another-secret-of-enough-length').decrypt(stored)).toThrow(
      /cannot be decrypted/,
    );
    expect(() => cipher.decrypt('plain-token')).toThrow(/cannot be decrypted/);
  });

  it('refuses a key that is too short', () => {
    expect(() => createTokenCipher('short')).toThrow(/at least 16/);
  });
});
