import type { HydraCollection, SocialAccount, SocialContent } from '@merci/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoShop } from '../db/seed.js';
import {
  DEMO_INSTAGRAM_ACCOUNT,
  USER_WITHOUT_INSTAGRAM,
  USER_WITHOUT_PAGE,
} from '../instagram/fakeGraph/index.js';
import { createTokenCipher } from '../instagram/tokenCipher.js';
import { redactQuery } from '../server.js';
import { createContent, createOwner, createShop, createSocialAccount } from '../testing/factories.js';
import { startTestApi, testDialect } from '../testing/harness.js';
import {
  TEST_ENCRYPTION_KEY,
  startInstagramTestApi,
  waitForPull,
  type InstagramTestApi,
} from '../testing/instagram.js';

type Accounts = HydraCollection<SocialAccount>;
const igId = DEMO_INSTAGRAM_ACCOUNT.id;
const DAY_MS = 24 * 60 * 60 * 1000;

describe(`Instagram connect, pull and demo login (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let shopId: number;
  let token: string;
  let otherShopId: number;
  let otherToken: string;

  const merchant = async (validated = true) => {
    const shop = await createShop(api.db, { validated: validated ? 1 : 0 });
    const owner = await createOwner(api.db, { shopId: shop });
    return { shopId: shop, token: await api.signIn(owner.email, owner.password) };
  };
  const connect = (shop: number, accessToken: string, bearer: string) =>
    api.call<SocialAccount>('POST', `/v2/shops/${shop}/instagram/connect`, {
      token: bearer,
      body: { accessToken },
    });
  const pull = (accountId: number, bearer: string) =>
    api.call<SocialAccount>('PUT', `/social_account_instagrams/${accountId}/pull_contents`, {
      token: bearer,
    });
  const contentCount = async (accountId: number) =>
    Number(
      (
        await api.db
          .selectFrom('social_content')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('social_account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A fresh shop with the demo Instagram account connected through the real route. */
  const connected = async () => {
    const own = await merchant();
    const response = await connect(own.shopId, api.fake.issueUserToken(), own.token);
    expect(response.status).toBe(200);
    return { ...own, accountId: response.body.id };
  };

  beforeAll(async () => {
    api = await startInstagramTestApi();
    ({ shopId, token } = await merchant());
    ({ shopId: otherShopId, token: otherToken } = await merchant());
  });
  afterEach(() => api.fake.reset());
  afterAll(() => api.close());

  describe('POST /v2/shops/:shopId/instagram/connect', () => {
    it('stores the business account with its profile and an encrypted long-lived token', async () => {
      const before = Date.now();
      const response = await connect(shopId, api.fake.issueUserToken(), token);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        '@type': 'SocialAccountInstagram',
        network: 'instagram',
        account_name: 'maison.lumiere',
        website: 'https://maison-lumiere.fr',
        image_url: `${api.fake.url}/media/account-maison-lumiere.svg`,
        post_count: 248,
        follower_count: 12480,
        has_account_token_expired: false,
        pullStatus: 'idle',
        lastPulledAt: null,
        pullError: null,
      });

      const row = await api.db
        .selectFrom('social_account')
        .selectAll()
        .where('id', '=', response.body.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ shop_id: shopId, external_id: igId, page_id: '100000000000001' });
      // At rest the column holds ciphertext only; the key decrypts the long-lived token.
      const stored = row.access_token_encrypted ?? '';
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain('FAKE');
      const plain = createTokenCipher(TEST_ENCRYPTION_KEY).decrypt(stored);
      expect(plain).toMatch(/^FAKELONG\./);
      expect(stored).not.toContain(plain);
      const expiresIn = Date.parse(row.token_expires_at ?? '') - before;
      expect(expiresIn).toBeGreaterThan(59 * DAY_MS);
      expect(expiresIn).toBeLessThan(61 * DAY_MS);

      const list = await api.call<Accounts>('GET', `/shops/${shopId}/social_accounts?socialId=instagram`, {
        token,
      });
      expect(list.body['hydra:member'].map((account) => account.id)).toEqual([response.body.id]);
    });

    it("replaces the shop's other account, and reconnecting the same account keeps its contents", async () => {
      const own = await merchant();
      const older = await createSocialAccount(api.db, own.shopId, {
        external_id: '17841499999999999',
        access_token_encrypted: 'v1.old.token.value',
      });
      const first = await connect(own.shopId, api.fake.issueUserToken(), own.token);
      expect(first.status).toBe(200);
      const list = await api.call<Accounts>('GET', `/shops/${own.shopId}/social_accounts`, {
        token: own.token,
      });
      expect(list.body['hydra:member'].map((account) => account.id)).toEqual([first.body.id]);
      const replaced = await api.db
        .selectFrom('social_account')
        .select(['disconnected_at', 'access_token_encrypted'])
        .where('id', '=', older)
        .executeTakeFirstOrThrow();
      expect(replaced.disconnected_at).not.toBeNull();
      expect(replaced.access_token_encrypted).toBeNull();

      await createContent(api.db, first.body.id, { author_username: 'lea.martin' });
      await api.call('PUT', `/social_accounts/${first.body.id}/logout`, { token: own.token });
      const again = await connect(own.shopId, api.fake.issueUserToken(), own.token);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      expect(await contentCount(first.body.id)).toBe(1);
    });

    it.each([
      ['a token Meta refuses', () => 'not-a-facebook-token', 422, 'instagram.errors.invalid_token'],
      [
        'an expired login token',
        () => api.fake.issueUserToken(undefined, -60),
        422,
        'instagram.errors.invalid_token',
      ],
      [
        'a user without a Page',
        () => api.fake.issueUserToken(USER_WITHOUT_PAGE.id),
        422,
        'instagram.errors.no_page',
      ],
      [
        'a Page without an Instagram business account',
        () => api.fake.issueUserToken(USER_WITHOUT_INSTAGRAM.id),
        422,
        'instagram.errors.no_business_account',
      ],
    ])('answers %s with a problem and stores nothing', async (_case, accessToken, status, message) => {
      const own = await merchant();
      const response = await connect(own.shopId, accessToken(), own.token);
      expect(response).toMatchObject({ status, body: { status, message } });
      const rows = await api.db
        .selectFrom('social_account')
        .select('id')
        .where('shop_id', '=', own.shopId)
        .execute();
      expect(rows).toEqual([]);
    });

    it('answers 502 when the Graph API keeps failing', async () => {
      const own = await merchant();
      api.fake.inject('server_error', { path: '/me/accounts', times: 10 });
      const response = await connect(own.shopId, api.fake.issueUserToken(), own.token);
      expect(response).toMatchObject({
        status: 502,
        body: { message: 'instagram.errors.graph_unavailable' },
      });
    });

    it('refuses a missing token (400), a shop not validated yet (403), another shop (404) and no session (401)', async () => {
      for (const body of [{}, { accessToken: '' }, { accessToken: 'E'.repeat(2049) }]) {
        const missing = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, { token, body });
        expect(missing).toMatchObject({
          status: 400,
          body: { violations: [{ propertyPath: 'accessToken' }] },
        });
      }

      const pending = await merchant(false);
      const refused = await connect(pending.shopId, api.fake.issueUserToken(), pending.token);
      expect(refused).toMatchObject({
        status: 403,
        body: { message: 'instagram.errors.shop_not_validated' },
      });

      const foreign = await connect(otherShopId, api.fake.issueUserToken(), token);
      expect(foreign).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
      const anonymous = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
        body: { accessToken: 'x' },
      });
      expect(anonymous.status).toBe(401);
      // None of them reached Meta.
      expect(api.fake.requests).toEqual([]);
    });

    it('no longer connects through a GET with the token in the address, which proxies and logs record', async () => {
      const own = await merchant();
      const response = await api.call(
        'GET',
        `/v2/shops/${own.shopId}/instagram/connect?accessToken=${encodeURIComponent(api.fake.issueUserToken())}`,
        { token: own.token },
      );
      expect(response).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
      const accounts = await api.db
        .selectFrom('social_account')
        .select('id')
        .where('shop_id', '=', own.shopId)
        .execute();
      expect(accounts).toEqual([]);
      expect(api.fake.requests).toEqual([]);
    });
  });

  describe('PUT /social_account_instagrams/:id/pull_contents', () => {
    it('answers 202 pending at once, then stores the 30 tagged publications and says done', async () => {
      const own = await connected();
      const response = await pull(own.accountId, own.token);
      expect(response).toMatchObject({ status: 202, body: { id: own.accountId, pullStatus: 'pending' } });

      const done = await waitForPull(api, own.accountId, own.token);
      expect(done).toMatchObject({ pullStatus: 'done', pullError: null });
      expect(Date.parse(done.lastPulledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

      const contents = await api.call<HydraCollection<SocialContent>>(
        'GET',
        `/social_account_instagrams/${own.accountId}/social_contents?itemsPerPage=100`,
        { token: own.token },
      );
      expect(contents.body['hydra:totalItems']).toBe(30);
      const members = contents.body['hydra:member'];
      expect(new Set(members.map((content) => content.type))).toEqual(new Set(['feed', 'reels']));
      expect(new Set(members.map((content) => content.media_type))).toEqual(
        new Set(['image', 'carousel_album', 'video']),
      );
      const newest = api.fake.media[0];
      expect(members[0]).toMatchObject({
        caption: newest?.caption,
        permalink: newest?.permalink,
        author_username: newest?.username,
        like_count: newest?.like_count,
        comment_count: newest?.comments_count,
        media_url: `${api.fake.url}/media/ig-${newest?.id}.svg`,
        expiresAt: null,
        discount: null,
      });
      // A reel shows its thumbnail picture, not the video file.
      expect(members.find((content) => content.type === 'reels')?.media_url).toMatch(/\.svg$/);
      // The three pages of ten were read.
      expect(api.fake.requests.filter((request) => request.path === `/${igId}/tags`)).toHaveLength(3);
    });

    it('is idempotent: a second pull keeps one content per publication and updates the counts', async () => {
      const own = await connected();
      await pull(own.accountId, own.token);
      await waitForPull(api, own.accountId, own.token);
      const target = api.fake.media[4];
      api.fake.updateMedia(target?.id ?? '', { like_count: 4321, comments_count: 77 });

      await pull(own.accountId, own.token);
      expect(await waitForPull(api, own.accountId, own.token)).toMatchObject({ pullStatus: 'done' });
      expect(await contentCount(own.accountId)).toBe(30);
      const row = await api.db
        .selectFrom('social_content')
        .select(['like_count', 'comment_count'])
        .where('social_account_id', '=', own.accountId)
        .where('external_id', '=', target?.id ?? '')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ like_count: 4321, comment_count: 77 });
    });

    it('backs off on a rate limit (429 with usage headers) and still completes', async () => {
      const own = await connected();
      api.fake.inject('rate_limit', { path: `/${igId}/tags`, times: 1 });
      await pull(own.accountId, own.token);
      expect(await waitForPull(api, own.accountId, own.token)).toMatchObject({
        pullStatus: 'done',
        pullError: null,
      });
      expect(await contentCount(own.accountId)).toBe(30);
      const statuses = api.fake.requests
        .filter((request) => request.path === `/${igId}/tags`)
        .map((r) => r.status);
      expect(statuses).toEqual([429, 200, 200, 200]);
    });

    it('keeps the pages already stored when a later page keeps failing, and says why', async () => {
      const own = await connected();
      api.fake.inject('rate_limit', {
        path: `/${igId}/tags`,
        when: (url) => url.searchParams.has('after'),
        times: 10,
      });
      await pull(own.accountId, own.token);
      const after = await waitForPull(api, own.accountId, own.token);
      expect(after).toMatchObject({
        pullStatus: 'idle',
        pullError: 'instagram.errors.rate_limited',
        lastPulledAt: null,
        has_account_token_expired: false,
      });
      expect(await contentCount(own.accountId)).toBe(10);
    });

    it('marks the token expired when Meta answers 190, and then refuses to pull (409)', async () => {
      const own = await connected();
      api.fake.inject('expired_token', { path: `/${igId}` });
      await pull(own.accountId, own.token);
      const after = await waitForPull(api, own.accountId, own.token);
      expect(after).toMatchObject({
        pullStatus: 'idle',
        pullError: 'instagram.errors.token_expired',
        has_account_token_expired: true,
      });
      const list = await api.call<Accounts>('GET', `/shops/${own.shopId}/social_accounts`, {
        token: own.token,
      });
      expect(list.body['hydra:member'][0]?.has_account_token_expired).toBe(true);

      const again = await pull(own.accountId, own.token);
      expect(again).toMatchObject({ status: 409, body: { message: 'instagram.errors.token_expired' } });
      // Connecting again clears the flag.
      const reconnected = await connect(own.shopId, api.fake.issueUserToken(), own.token);
      expect(reconnected.body).toMatchObject({ id: own.accountId, has_account_token_expired: false });
    });

    it('counts a token past its expiry date as expired without asking Meta', async () => {
      const own = await connected();
      await api.db
        .updateTable('social_account')
        .set({ token_expires_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', own.accountId)
        .execute();
      const response = await pull(own.accountId, own.token);
      expect(response).toMatchObject({ status: 409, body: { message: 'instagram.errors.token_expired' } });
      expect(api.fake.requests.some((request) => request.path.endsWith('/tags'))).toBe(false);
    });

    it('does not start a second pull while one runs, but takes over one left pending past its lease', async () => {
      const own = await connected();
      const running = new Date().toISOString();
      await api.db
        .updateTable('social_account')
        .set({ pull_status: 'pending', pull_started_at: running })
        .where('id', '=', own.accountId)
        .execute();
      api.fake.reset();
      const busy = await pull(own.accountId, own.token);
      expect(busy).toMatchObject({ status: 202, body: { pullStatus: 'pending' } });
      expect(api.fake.requests).toEqual([]);

      await api.db
        .updateTable('social_account')
        .set({ pull_started_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
        .where('id', '=', own.accountId)
        .execute();
      expect((await pull(own.accountId, own.token)).status).toBe(202);
      expect(await waitForPull(api, own.accountId, own.token)).toMatchObject({ pullStatus: 'done' });
      expect(await contentCount(own.accountId)).toBe(30);
    });

    it("answers 404 for another shop's account, 409 for a disconnected one and 401 without a session", async () => {
      const own = await connected();
      expect(await pull(own.accountId, otherToken)).toMatchObject({
        status: 404,
        body: { message: 'errors.not_found' },
      });
      expect(
        (await api.call('PUT', `/social_account_instagrams/${own.accountId}/pull_contents`)).status,
      ).toBe(401);
      const logout = await api.call('PUT', `/social_accounts/${own.accountId}/logout`, { token: own.token });
      expect(logout.status).toBe(200);
      expect(await pull(own.accountId, own.token)).toMatchObject({
        status: 409,
        body: { message: 'instagram.errors.not_connected' },
      });
    });
  });

  describe('PUT /social_accounts/:id/logout', () => {
    it('forgets the token and leaves the shop without a connected account', async () => {
      const own = await connected();
      const response = await api.call('PUT', `/social_accounts/${own.accountId}/logout`, {
        token: own.token,
      });
      expect(response.status).toBe(200);
      const row = await api.db
        .selectFrom('social_account')
        .select(['access_token_encrypted', 'token_expires_at', 'disconnected_at'])
        .where('id', '=', own.accountId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ access_token_encrypted: null, token_expires_at: null });
      expect(row.disconnected_at).not.toBeNull();
      const list = await api.call<Accounts>(
        'GET',
        `/shops/${own.shopId}/social_accounts?socialId=instagram`,
        {
          token: own.token,
        },
      );
      expect(list.body).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
    });
  });

  describe('GET /instagram/demo_login', () => {
    it('lists the demo Facebook account with a token that connects', async () => {
      const own = await merchant();
      const response = await api.call<{ accounts: Record<string, string>[] }>(
        'GET',
        '/instagram/demo_login',
        {
          token: own.token,
        },
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        accounts: [
          {
            name: 'Camille Martin',
            username: 'maison.lumiere',
            pictureUrl: `${api.fake.url}/media/account-maison-lumiere.svg`,
            accessToken: expect.stringMatching(/^FAKESHORT\./),
          },
        ],
      });
      const connectedAccount = await connect(
        own.shopId,
        response.body.accounts[0]?.accessToken ?? '',
        own.token,
      );
      expect(connectedAccount).toMatchObject({ status: 200, body: { account_name: 'maison.lumiere' } });
    });

    it('reconnects a logged-out account through the demo login: the same account, listed live, whose pull completes', async () => {
      const own = await connected();
      const accounts = async () =>
        (
          await api.call<Accounts>('GET', `/shops/${own.shopId}/social_accounts?socialId=instagram`, {
            token: own.token,
          })
        ).body['hydra:member'];
      expect(
        (await api.call('PUT', `/social_accounts/${own.accountId}/logout`, { token: own.token })).status,
      ).toBe(200);
      expect(await accounts()).toEqual([]);

      const demo = await api.call<{ accounts: { accessToken: string }[] }>('GET', '/instagram/demo_login', {
        token: own.token,
      });
      const reconnected = await connect(own.shopId, demo.body.accounts[0]?.accessToken ?? '', own.token);
      expect(reconnected).toMatchObject({ status: 200, body: { id: own.accountId } });
      expect(await accounts()).toEqual([
        expect.objectContaining({ id: own.accountId, has_account_token_expired: false }),
      ]);

      expect(await pull(own.accountId, own.token)).toMatchObject({ status: 202 });
      await waitForPull(api, own.accountId, own.token);
      // The list the dashboard polls says so too.
      const [listed] = await accounts();
      expect(listed).toMatchObject({ id: own.accountId, pullStatus: 'done', pullError: null });
      expect(Date.parse(listed?.lastPulledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('answers 401 without a session', async () => {
      expect((await api.call('GET', '/instagram/demo_login')).status).toBe(401);
    });
  });

  describe('GET /instagram/login_config', () => {
    it('tells the dashboard to offer the demo login, to anyone, cacheable for a while', async () => {
      for (const bearer of [undefined, token, otherToken]) {
        const response = await api.call('GET', '/instagram/login_config', bearer ? { token: bearer } : {});
        expect(response.status).toBe(200);
        // The fake server's app id is of no use to a browser: never handed out.
        expect(response.body).toEqual({ appId: null, demo: true, graphVersion: 'v26.0' });
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      }
    });

    it('ignores what it is sent, and answers nothing but GET', async () => {
      const odd = await api.call('GET', '/instagram/login_config?appId=123&demo=false&%00=%ff');
      expect(odd).toMatchObject({ status: 200, body: { appId: null, demo: true, graphVersion: 'v26.0' } });
      const written = await api.call('POST', '/instagram/login_config', { body: { appId: '123' } });
      expect(written).toMatchObject({ status: 404, body: { status: 404, message: 'errors.not_found' } });
      expect((await api.call('GET', '/instagram/login_config')).body).toEqual({
        appId: null,
        demo: true,
        graphVersion: 'v26.0',
      });
    });
  });

  it('pulls into the seeded demo account with the token the seed stored', async () => {
    const long = api.fake.issueLongLivedToken();
    await seedDemoShop(api.db, {
      instagramToken: {
        encrypted: createTokenCipher(TEST_ENCRYPTION_KEY).encrypt(long.accessToken),
        expiresAt: long.expiresAt,
      },
    });
    const demoToken = await api.signIn(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const me = await api.call<{ shop: { id: number } }>('GET', '/users/me', { token: demoToken });
    const list = await api.call<Accounts>('GET', `/shops/${me.body.shop.id}/social_accounts`, {
      token: demoToken,
    });
    const account = list.body['hydra:member'][0];
    expect(account).toMatchObject({ account_name: 'maison.lumiere', has_account_token_expired: false });
    const seeded = await contentCount(account?.id ?? 0);

    expect((await pull(account?.id ?? 0, demoToken)).status).toBe(202);
    expect(await waitForPull(api, account?.id ?? 0, demoToken)).toMatchObject({ pullStatus: 'done' });
    expect(await contentCount(account?.id ?? 0)).toBe(seeded + 30);
  });

  it('documents the new routes in the OpenAPI description', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: object }>>;
    };
    for (const [path, method, tag] of [
      ['/api/v2/shops/{shopId}/instagram/connect', 'post', 'social'],
      ['/api/social_account_instagrams/{id}/pull_contents', 'put', 'social'],
      ['/api/instagram/demo_login', 'get', 'social'],
      ['/api/instagram/login_config', 'get', 'social'],
      ['/api/webhooks/instagram', 'get', 'webhooks'],
      ['/api/webhooks/instagram', 'post', 'webhooks'],
    ] as const) {
      expect(document.paths[path]?.[method]).toMatchObject({
        tags: [tag],
        summary: expect.any(String),
        responses: expect.any(Object),
      });
    }
  });
});

describe(`GET /instagram/demo_login without the fake Graph server (${testDialect()})`, () => {
  it('answers 404', async () => {
    const api = await startTestApi();
    try {
      const shopId = await createShop(api.db);
      const owner = await createOwner(api.db, { shopId });
      const token = await api.signIn(owner.email, owner.password);
      const response = await api.call('GET', '/instagram/demo_login', { token });
      expect(response).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
    } finally {
      await api.close();
    }
  });
});

describe(`GET /instagram/login_config on Meta's Graph API (${testDialect()})`, () => {
  const graph = { baseUrl: 'http://127.0.0.1:9', version: 'v23.0', appSecret: 'app-secret-of-the-test' };
  const configOf = async (appId: string | undefined) => {
    const api = await startTestApi({
      instagram: { graph: { ...graph, appId }, tokenEncryptionKey: TEST_ENCRYPTION_KEY },
    });
    try {
      return await api.call('GET', '/instagram/login_config');
    } finally {
      await api.close();
    }
  };

  it('answers the Facebook app of the login dialog, and no demo', async () => {
    expect(await configOf('400000000000042')).toMatchObject({
      status: 200,
      body: { appId: '400000000000042', demo: false, graphVersion: 'v23.0' },
    });
  });

  it('answers no app when none is configured: the dashboard then says connecting is not available', async () => {
    expect(await configOf(undefined)).toMatchObject({ status: 200, body: { appId: null, demo: false } });
  });
});

describe('request logs', () => {
  it('never show the login token or the webhook verify token', () => {
    expect(redactQuery('/api/v2/shops/3/instagram/connect?accessToken=EAAGm0PX4&x=1')).toBe(
      '/api/v2/shops/3/instagram/connect?accessToken=[redacted]&x=1',
    );
    expect(
      redactQuery('/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=s3cret&hub.challenge=42'),
    ).toBe('/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=42');
    expect(redactQuery('/api/shops/3/social_accounts?socialId=instagram')).toBe(
      '/api/shops/3/social_accounts?socialId=instagram',
    );
  });
});
