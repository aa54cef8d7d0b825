/**
 * The online store end to end against the fake Shopify (docs/adr/037): connecting, unique codes
 * within the assignment (nothing half made when the store fails), the orders' webhooks, the
 * privacy requests, the uninstall, and each route's tenant isolation and bad input.
 */
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_STORE_ERRORS } from '@merci/domain';
import { connectedShop, createConfigDiscount, createContent, postProduct } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { WORKED_DELIVERY_KEPT_MS } from '../commerce/worker.js';
import { browserCookie, startShopifyTestApi, type ShopifyTestApi } from '../testing/shopifyApi.js';
import { TEST_SHOPIFY_APP } from '../testing/shopifyContract.js';

const NOW = '2026-11-20T10:00:00.000Z';

/** The query of a redirect URL, as the API's route receives it. */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** The sales statistics' 3 months at NOW, with this month's orders and revenue. */
const salesMonths = (orders: number, revenueCents: number) => [
  { month: '2026-09', orders: 0, revenueCents: 0 },
  { month: '2026-10', orders: 0, revenueCents: 0 },
  { month: '2026-11', orders, revenueCents },
];

describe(`online store (${testDialect()})`, () => {
  let api: ShopifyTestApi;
  /** The API's clock: NOW, unless a test moves it on (it is put back after each test). */
  let clock = NOW;
  beforeAll(async () => {
    api = await startShopifyTestApi({ now: () => new Date(clock) });
  });
  afterEach(() => {
    clock = NOW;
  });
  afterAll(() => api.close());

  let stores = 0;
  /** A validated shop with its Instagram account and a store of its own name, connected or not. */
  async function merchant({ connect = true } = {}) {
    const shop = await connectedShop(api, { shop: { quota: 10, quota_remaining: 10 } });
    stores += 1;
    const domain = `boutique-${stores}-${testDialect()}.myshopify.com`;
    if (connect) await api.connectStore(shop.token, shop.shopId, domain);
    const uniqueReward = (values: Parameters<typeof createConfigDiscount>[2] = {}) =>
      createConfigDiscount(api.db, shop.shopId, { unique_codes: 1, percent: 15, place: 'online', ...values });
    return { ...shop, domain, uniqueReward };
  }

  const approve = async (
    shop: { token: string; shopId: number; accountId: number },
    configDiscountId: number,
    author = 'lea.martin',
  ) => {
    const contentId = await createContent(api.db, shop.accountId, { author_username: author });
    const productId = await postProduct(api, shop.token, shop.shopId, contentId);
    const response = await api.call('PUT', `/products/${productId}/approve`, {
      token: shop.token,
      body: { shop: `/shops/${shop.shopId}`, configDiscountId },
    });
    return { response, contentId, productId };
  };

  const rewardRows = (shopId: number) =>
    api.db.selectFrom('discount').selectAll().where('shop_id', '=', shopId).orderBy('id').execute();
  const quotaLeft = async (shopId: number) =>
    (
      await api.db
        .selectFrom('shop')
        .select('quota_remaining')
        .where('id', '=', shopId)
        .executeTakeFirstOrThrow()
    ).quota_remaining;

  describe('connecting', () => {
    it('sends the merchant to the store’s page, then saves the store connected with its webhooks', async () => {
      const shop = await merchant({ connect: false });
      const started = await api.call<{ authorizeUrl: string }>(
        'POST',
        `/shops/${shop.shopId}/online_stores/connect`,
        {
          token: shop.token,
          body: { domain: shop.domain.replace('.myshopify.com', '') },
        },
      );
      expect(started.status).toBe(200);
      const authorize = new URL(started.body.authorizeUrl);
      expect(authorize.pathname).toBe(`/stores/${shop.domain}/admin/oauth/authorize`);
      expect(authorize.searchParams.get('client_id')).toBe(TEST_SHOPIFY_APP.apiKey);
      expect(authorize.searchParams.get('scope')).toBe('write_discounts,read_orders');
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        `${api.baseUrl}/api/online_stores/shopify/callback`,
      );

      const state = authorize.searchParams.get('state') ?? '';
      // The browser that asked keeps the state, for the callback's path alone, 15 minutes.
      expect(started.headers.getSetCookie()).toEqual([
        `merci_store_connection=${state}; Max-Age=900; Path=/api/online_stores/shopify/callback; HttpOnly; SameSite=Lax`,
      ]);
      const cookie = browserCookie(started.headers);

      const back = api.fake.approve({
        domain: shop.domain,
        redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
        state,
      });
      const callback = await fetch(back, { redirect: 'manual', headers: { cookie } });
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toMatch(/\/account\/online-store\?connected=shopify$/);
      // And forgets it.
      expect(callback.headers.getSetCookie()).toEqual([
        'merci_store_connection=; Max-Age=0; Path=/api/online_stores/shopify/callback; HttpOnly; SameSite=Lax',
      ]);

      const read = await api.call('GET', `/shops/${shop.shopId}/online_stores`, { token: shop.token });
      expect(read.body).toMatchObject({
        'hydra:totalItems': 1,
        'hydra:member': [
          {
            '@type': 'OnlineStore',
            platform: 'shopify',
            domain: shop.domain,
            status: 'connected',
            connectedAt: NOW,
            scopes: ['write_discounts', 'read_orders'],
          },
        ],
      });
      expect(JSON.stringify(read.body)).not.toMatch(/access_?token/i);
      expect(
        api.fake
          .subscriptions(shop.domain)
          .map((subscription) => subscription.topic)
          .sort(),
      ).toEqual(['APP_UNINSTALLED', 'ORDERS_CANCELLED', 'ORDERS_CREATE']);
      const row = await api.db
        .selectFrom('online_store')
        .selectAll()
        .where('shop_id', '=', shop.shopId)
        .executeTakeFirstOrThrow();
      // Encrypted at rest: the stored value is not the token the store gave.
      expect(row.access_token).toMatch(/^v1\./);

      // The same link opened again, in the same browser: its state was used.
      const again = await fetch(back, { redirect: 'manual', headers: { cookie } });
      expect(again.headers.get('location')).toMatch(`?error=${ONLINE_STORE_ERRORS.callback}`);
    });

    it('refuses a callback whose signature does not hold, or whose state is unknown', async () => {
      const shop = await merchant({ connect: false });
      const started = await api.call<{ authorizeUrl: string }>(
        'POST',
        `/shops/${shop.shopId}/online_stores/connect`,
        {
          token: shop.token,
          body: { domain: shop.domain },
        },
      );
      const authorize = new URL(started.body.authorizeUrl);
      const back = new URL(
        api.fake.approve({
          domain: shop.domain,
          redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
          state: authorize.searchParams.get('state') ?? '',
        }),
      );
      const tampered = new URL(back);
      tampered.searchParams.set('shop', 'someone-else.myshopify.com');
      const unknownState = api.fake.approve({
        domain: shop.domain,
        redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
        state: 'a-state-merci-never-gave',
      });
      // In a browser that holds that state too: only the database does not know it.
      const cookie = 'merci_store_connection=a-state-merci-never-gave';
      for (const link of [tampered.href, unknownState]) {
        const response = await fetch(link, { redirect: 'manual', headers: { cookie } });
        expect(response.headers.get('location')).toMatch(`?error=${ONLINE_STORE_ERRORS.callback}`);
      }
      const read = await api.call('GET', `/shops/${shop.shopId}/online_stores`, { token: shop.token });
      expect(read.body).toMatchObject({ 'hydra:totalItems': 0 });
    });

    /** Starts connecting the shop's store: the `state` and the callback address Shopify is given. */
    async function startConnecting(shop: { token: string; shopId: number; domain: string }) {
      const started = await api.call<{ authorizeUrl: string }>(
        'POST',
        `/shops/${shop.shopId}/online_stores/connect`,
        { token: shop.token, body: { domain: shop.domain } },
      );
      expect(started.status).toBe(200);
      const authorize = new URL(started.body.authorizeUrl);
      return {
        state: authorize.searchParams.get('state') ?? '',
        redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
        /** What the browser that started sends back. */
        cookie: browserCookie(started.headers),
      };
    }
    const storesOf = (shopId: number) =>
      api.db.selectFrom('online_store').select(['domain', 'status']).where('shop_id', '=', shopId).execute();

    it('refuses a callback signed for another store than the one the connection started with', async () => {
      const shop = await merchant({ connect: false });
      const { state, redirectUri, cookie } = await startConnecting(shop);
      // Shopify signs it as it signs any callback, but for another store, with this shop's state.
      const otherDomain = `autre-boutique-${testDialect()}.myshopify.com`;
      const before = api.fake.requests.length;
      const response = await fetch(api.fake.approve({ domain: otherDomain, redirectUri, state }), {
        redirect: 'manual',
        headers: { cookie },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(
        new RegExp(`/account/online-store\\?error=${ONLINE_STORE_ERRORS.callback}$`),
      );
      // Neither store was asked for a token, and none got connected.
      expect(
        api.fake.requests.slice(before).filter((request) => request.operation === 'access_token'),
      ).toEqual([]);
      expect(await storesOf(shop.shopId)).toEqual([]);
      expect(
        await api.db.selectFrom('online_store').select('id').where('domain', '=', otherDomain).execute(),
      ).toEqual([]);
    });

    it('connects the store only in the browser that started: a link opened elsewhere is refused and left usable', async () => {
      const owner = await merchant({ connect: false });
      const { state, redirectUri, cookie } = await startConnecting(owner);
      // Someone else started a connection too: their browser holds their own state.
      const stranger = await merchant({ connect: false });
      const strangers = await startConnecting({ ...stranger, domain: owner.domain });
      const link = api.fake.approve({ domain: owner.domain, redirectUri, state });
      const before = api.fake.requests.length;
      for (const elsewhere of ['', strangers.cookie, `${cookie}x`]) {
        const response = await fetch(link, { redirect: 'manual', headers: { cookie: elsewhere } });
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toMatch(
          new RegExp(`/account/online-store\\?error=${ONLINE_STORE_ERRORS.otherBrowser}$`),
        );
      }
      // The store was not asked for a token, and nothing was connected.
      expect(api.fake.requests.slice(before)).toEqual([]);
      expect(await storesOf(owner.shopId)).toEqual([]);
      expect(await storesOf(stranger.shopId)).toEqual([]);

      // The stranger's link, approved by the store's owner in the owner's browser, connects nothing either.
      const strangersLink = api.fake.approve({
        domain: owner.domain,
        redirectUri: strangers.redirectUri,
        state: strangers.state,
      });
      const approvedByOwner = await fetch(strangersLink, { redirect: 'manual', headers: { cookie } });
      expect(approvedByOwner.headers.get('location')).toMatch(`?error=${ONLINE_STORE_ERRORS.otherBrowser}`);
      expect(await storesOf(stranger.shopId)).toEqual([]);

      // Back in the browser that started it, the same link connects.
      const connected = await fetch(link, { redirect: 'manual', headers: { cookie } });
      expect(connected.headers.get('location')).toMatch(/\?connected=shopify$/);
      expect(await storesOf(owner.shopId)).toEqual([{ domain: owner.domain, status: 'connected' }]);
    });

    it('refuses a callback whose state is older than 15 minutes, and a new start connects', async () => {
      const shop = await merchant({ connect: false });
      const { state, redirectUri, cookie } = await startConnecting(shop);
      // The merchant approves on Shopify's page 15 minutes and 1 second later.
      clock = new Date(Date.parse(NOW) + 15 * 60_000 + 1000).toISOString();
      const late = await fetch(api.fake.approve({ domain: shop.domain, redirectUri, state }), {
        redirect: 'manual',
        headers: { cookie },
      });
      expect(late.status).toBe(302);
      expect(late.headers.get('location')).toMatch(
        new RegExp(`/account/online-store\\?error=${ONLINE_STORE_ERRORS.callback}$`),
      );
      expect(await storesOf(shop.shopId)).toEqual([]);

      // Started again, at that time, the store connects.
      const again = await startConnecting(shop);
      const callback = await fetch(
        api.fake.approve({ domain: shop.domain, redirectUri: again.redirectUri, state: again.state }),
        { redirect: 'manual', headers: { cookie: again.cookie } },
      );
      expect(callback.headers.get('location')).toMatch(/\?connected=shopify$/);
      expect(await storesOf(shop.shopId)).toEqual([{ domain: shop.domain, status: 'connected' }]);
    });

    it('refuses an address that is not a Shopify store, another platform, and a body that is not an object', async () => {
      const shop = await merchant({ connect: false });
      for (const domain of ['boutique.example.com', '', '-x.myshopify.com', 42]) {
        const response = await api.call('POST', `/shops/${shop.shopId}/online_stores/connect`, {
          token: shop.token,
          body: { domain },
        });
        expect(response.status).toBe(422);
        expect(response.body).toEqual({
          status: 422,
          message: 'errors.validation',
          violations: [{ propertyPath: 'domain', message: ONLINE_STORE_ERRORS.domain }],
        });
      }
      const platform = await api.call('POST', `/shops/${shop.shopId}/online_stores/connect`, {
        token: shop.token,
        body: { platform: 'woocommerce', domain: shop.domain },
      });
      expect(platform.status).toBe(422);
      expect(platform.body).toEqual({
        status: 422,
        message: 'errors.validation',
        violations: [{ propertyPath: 'platform', message: 'errors.invalid_choice' }],
      });
      const notAnObject = await api.call('POST', `/shops/${shop.shopId}/online_stores/connect`, {
        token: shop.token,
        body: ['boutique'],
      });
      expect(notAnObject.status).toBe(400);
    });

    it('refuses a store another merci shop has connected', async () => {
      const owner = await merchant();
      const other = await merchant({ connect: false });
      const response = await api.call('POST', `/shops/${other.shopId}/online_stores/connect`, {
        token: other.token,
        body: { domain: owner.domain },
      });
      expect(response).toMatchObject({ status: 409, body: { message: ONLINE_STORE_ERRORS.taken } });
    });

    it('keeps each shop to its own store: another shop’s reads, connect and disconnect answer 404', async () => {
      const owner = await merchant();
      const intruder = await merchant();
      const store = await api.db
        .selectFrom('online_store')
        .select('id')
        .where('shop_id', '=', owner.shopId)
        .executeTakeFirstOrThrow();
      // The positive control: the owner reads its own store.
      expect(
        (await api.call('GET', `/shops/${owner.shopId}/online_stores`, { token: owner.token })).status,
      ).toBe(200);
      for (const [method, path, body] of [
        ['GET', `/shops/${owner.shopId}/online_stores`, undefined],
        ['GET', `/shops/${owner.shopId}/sales_statistics`, undefined],
        ['POST', `/shops/${owner.shopId}/online_stores/connect`, { domain: 'x.myshopify.com' }],
        ['PUT', `/online_stores/${store.id}/disconnect`, undefined],
      ] as const) {
        const response = await api.call(method, path, { token: intruder.token, body });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      for (const [method, path] of [
        ['GET', `/shops/${owner.shopId}/online_stores`],
        ['PUT', `/online_stores/${store.id}/disconnect`],
      ] as const) {
        expect((await api.call(method, path)).status).toBe(401);
      }
      const row = await api.db
        .selectFrom('online_store')
        .select('status')
        .where('id', '=', store.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('connected');
    });

    it('disconnects: the token is forgotten, and a unique-code reward then asks to reconnect', async () => {
      const shop = await merchant();
      const store = await api.db
        .selectFrom('online_store')
        .select('id')
        .where('shop_id', '=', shop.shopId)
        .executeTakeFirstOrThrow();
      const response = await api.call('PUT', `/online_stores/${store.id}/disconnect`, { token: shop.token });
      expect(response).toMatchObject({ status: 200, body: { status: 'disconnected', domain: shop.domain } });
      const row = await api.db
        .selectFrom('online_store')
        .selectAll()
        .where('id', '=', store.id)
        .executeTakeFirstOrThrow();
      expect(row.access_token).toBeNull();

      const { response: refused } = await approve(shop, await shop.uniqueReward());
      expect(refused).toMatchObject({ status: 409, body: { message: ONLINE_STORE_ERRORS.disconnected } });
      expect(await rewardRows(shop.shopId)).toEqual([]);
      expect(await quotaLeft(shop.shopId)).toBe(10);
    });

    /** The store's way back with this query, as a browser with `cookie` follows it: where it redirects. */
    const callback = async (query: Record<string, string>, { platform = 'shopify', cookie = '' } = {}) => {
      const response = await fetch(
        `${api.baseUrl}/api/online_stores/${platform}/callback?${new URLSearchParams(query).toString()}`,
        { redirect: 'manual', headers: { cookie } },
      );
      expect(response.status).toBe(302);
      return response.headers.get('location') ?? '';
    };
    /** Signed as Shopify signs a redirect, now. */
    const signedCallback = (query: Record<string, string>) => {
      const signed = { ...query, timestamp: String(Math.floor(Date.now() / 1000)) };
      const message = new URLSearchParams(Object.entries(signed).sort()).toString();
      return {
        ...signed,
        hmac: createHmac('sha256', TEST_SHOPIFY_APP.apiSecret).update(message).digest('hex'),
      };
    };
    const refusedWith = (key: string) => new RegExp(`/account/online-store\\?error=${key}$`);

    it('sends the merchant back with why nothing connected: declined, another platform, no state or no code', async () => {
      const shop = await merchant({ connect: false });
      const { state, redirectUri, cookie } = await startConnecting(shop);
      const cases: [Record<string, string>, string, string][] = [
        [{ error: 'access_denied', shop: shop.domain, state }, 'shopify', ONLINE_STORE_ERRORS.denied],
        [
          signedCallback({ code: 'c0de', shop: shop.domain, state }),
          'woocommerce',
          ONLINE_STORE_ERRORS.callback,
        ],
        [signedCallback({ shop: shop.domain, state }), 'shopify', ONLINE_STORE_ERRORS.callback],
        [signedCallback({ code: 'c0de', shop: shop.domain }), 'shopify', ONLINE_STORE_ERRORS.callback],
      ];
      for (const [query, platform, key] of cases) {
        expect(await callback(query, { platform, cookie })).toMatch(refusedWith(key));
      }
      expect(api.fake.requests.filter((request) => request.domain === shop.domain)).toEqual([]);
      // None of them used the state: the merchant's approval still connects.
      const approved = queryOf(api.fake.approve({ domain: shop.domain, redirectUri, state }));
      expect(await callback(approved, { cookie })).toMatch(/\?connected=shopify$/);
      expect(await storesOf(shop.shopId)).toEqual([{ domain: shop.domain, status: 'connected' }]);
    });

    it('sends the merchant back when the store grants too little or cannot be reached, and a new start connects', async () => {
      const shop = await merchant({ connect: false });
      const approveAfterStart = async (scopes?: string[]) => {
        const { state, redirectUri, cookie } = await startConnecting(shop);
        return callback(queryOf(api.fake.approve({ domain: shop.domain, redirectUri, state, scopes })), {
          cookie,
        });
      };
      expect(await approveAfterStart(['read_orders'])).toMatch(refusedWith(ONLINE_STORE_ERRORS.denied));
      api.fake.failNext(1, 'error', { operation: 'access_token' });
      expect(await approveAfterStart()).toMatch(refusedWith(ONLINE_STORE_ERRORS.unavailable));
      // The subscription's call and its one retry.
      api.fake.failNext(2, 'error', { operation: 'webhookSubscriptionCreate' });
      expect(await approveAfterStart()).toMatch(refusedWith(ONLINE_STORE_ERRORS.unavailable));
      expect(await storesOf(shop.shopId)).toEqual([]);

      expect(await approveAfterStart()).toMatch(/\?connected=shopify$/);
      expect(await storesOf(shop.shopId)).toEqual([{ domain: shop.domain, status: 'connected' }]);
    });

    it('uninstalls merci’s app from the store on disconnect, and keeps a store that cannot be reached connected', async () => {
      const shop = await merchant();
      const store = await api.db
        .selectFrom('online_store')
        .select(['id', 'access_token'])
        .where('shop_id', '=', shop.shopId)
        .executeTakeFirstOrThrow();
      const storeToken = api.ctx.commerce.cipher.decrypt(store.access_token ?? '');
      const disconnect = () =>
        api.call('PUT', `/online_stores/${store.id}/disconnect`, { token: shop.token });

      // The call and its one retry fail: nothing changes, the merchant is told to try again.
      api.fake.failNext(2, 'error', { operation: 'appUninstall' });
      expect(await disconnect()).toMatchObject({
        status: 502,
        body: { message: ONLINE_STORE_ERRORS.unavailable },
      });
      expect(await storesOf(shop.shopId)).toEqual([{ domain: shop.domain, status: 'connected' }]);

      expect(await disconnect()).toMatchObject({ status: 200, body: { status: 'disconnected' } });
      // At the store: the app's subscriptions are gone, and its token no longer opens anything.
      expect(api.fake.subscriptions(shop.domain)).toEqual([]);
      const withOldToken = await fetch(
        `${api.fake.storeOrigin(shop.domain)}/admin/api/2026-10/graphql.json`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shopify-access-token': storeToken },
          body: JSON.stringify({
            query: 'mutation m { appUninstall { app { id } userErrors { message } } }',
          }),
        },
      );
      expect(withOldToken.status).toBe(401);
      expect(await storesOf(shop.shopId)).toEqual([{ domain: shop.domain, status: 'disconnected' }]);
    });

    it('connects its own store again, connected or disconnected, as the same store', async () => {
      const shop = await merchant();
      const read = async () =>
        (await api.call('GET', `/shops/${shop.shopId}/online_stores`, { token: shop.token })).body as {
          'hydra:totalItems': number;
          'hydra:member': { id: number; status: string; connectedAt: string }[];
        };
      const row = () =>
        api.db
          .selectFrom('online_store')
          .select(['access_token', 'disconnected_at'])
          .where('shop_id', '=', shop.shopId)
          .executeTakeFirstOrThrow();
      const [store] = (await read())['hydra:member'];
      const firstToken = (await row()).access_token;

      clock = '2026-11-21T08:00:00.000Z';
      await api.connectStore(shop.token, shop.shopId, shop.domain);
      expect(await read()).toMatchObject({
        'hydra:totalItems': 1,
        'hydra:member': [{ id: store?.id, status: 'connected', connectedAt: clock }],
      });
      expect((await row()).access_token).not.toBe(firstToken);

      const disconnected = await api.call('PUT', `/online_stores/${store?.id}/disconnect`, {
        token: shop.token,
      });
      expect(disconnected.status).toBe(200);
      expect(await row()).toEqual({ access_token: null, disconnected_at: clock });

      clock = '2026-11-22T08:00:00.000Z';
      await api.connectStore(shop.token, shop.shopId, shop.domain);
      expect(await read()).toMatchObject({
        'hydra:totalItems': 1,
        'hydra:member': [{ id: store?.id, status: 'connected', connectedAt: clock }],
      });
      expect(await row()).toMatchObject({
        access_token: expect.stringMatching(/^v1\./),
        disconnected_at: null,
      });
    });

    it('takes over a store another shop disconnected, but not one another shop connected meanwhile', async () => {
      const previous = await merchant();
      const store = await api.db
        .selectFrom('online_store')
        .select('id')
        .where('shop_id', '=', previous.shopId)
        .executeTakeFirstOrThrow();
      await api.call('PUT', `/online_stores/${store.id}/disconnect`, { token: previous.token });
      const next = await merchant({ connect: false });
      await api.connectStore(next.token, next.shopId, previous.domain);
      expect(await storesOf(next.shopId)).toEqual([{ domain: previous.domain, status: 'connected' }]);
      expect(await storesOf(previous.shopId)).toEqual([]);

      // Two shops start connecting the same store; the second connects first.
      const first = await merchant({ connect: false });
      const second = await merchant({ connect: false });
      const contested = { ...first, domain: `disputee-${testDialect()}.myshopify.com` };
      const { state, redirectUri, cookie } = await startConnecting(contested);
      await api.connectStore(second.token, second.shopId, contested.domain);
      const late = queryOf(api.fake.approve({ domain: contested.domain, redirectUri, state }));
      expect(await callback(late, { cookie })).toMatch(refusedWith(ONLINE_STORE_ERRORS.taken));
      expect(await storesOf(first.shopId)).toEqual([]);
      expect(await storesOf(second.shopId)).toEqual([{ domain: contested.domain, status: 'connected' }]);
    });

    it('asks to reconnect a store that revoked merci’s access or its discounts scope, before any reward', async () => {
      const shop = await merchant();
      const rewardId = await shop.uniqueReward();
      const { cipher } = api.ctx.commerce;
      const storeRow = () =>
        api.db
          .selectFrom('online_store')
          .selectAll()
          .where('shop_id', '=', shop.shopId)
          .executeTakeFirstOrThrow();

      // The merchant uninstalled merci in the store: its access token and its refresh token are
      // refused. The store is shown disconnected, with nothing of its tokens left.
      await api.fake.uninstall(shop.domain);
      const revoked = await approve(shop, rewardId);
      expect(revoked.response).toMatchObject({
        status: 409,
        body: { message: ONLINE_STORE_ERRORS.disconnected },
      });
      expect(await storeRow()).toMatchObject({
        status: 'disconnected',
        disconnect_reason: 'token_refused',
        access_token: null,
        refresh_token: null,
      });
      const listed = await api.call('GET', `/shops/${shop.shopId}/online_stores`, { token: shop.token });
      expect(listed.body).toMatchObject({
        'hydra:member': [{ domain: shop.domain, status: 'disconnected' }],
      });

      // A token without write_discounts: forbidden.
      const readOnly = api.fake.issueGrant(shop.domain, ['read_orders']);
      await api.db
        .updateTable('online_store')
        .set({
          status: 'connected',
          access_token: cipher.encrypt(readOnly.accessToken),
          access_token_expires_at: new Date(Date.parse(clock) + 60 * 60_000).toISOString(),
          refresh_token: cipher.encrypt(readOnly.refreshToken),
        })
        .where('shop_id', '=', shop.shopId)
        .execute();
      const { response } = await approve(shop, rewardId);
      expect(response).toMatchObject({ status: 409, body: { message: ONLINE_STORE_ERRORS.disconnected } });
      expect(await rewardRows(shop.shopId)).toEqual([]);
      expect(await quotaLeft(shop.shopId)).toBe(10);

      // A shop that never connected a store is asked to connect one.
      const storeless = await merchant({ connect: false });
      const refused = await approve(storeless, await storeless.uniqueReward());
      expect(refused.response).toMatchObject({
        status: 409,
        body: { message: ONLINE_STORE_ERRORS.disconnected },
      });
    });
  });

  describe('unique codes', () => {
    it('creates one single-use code per assignment in the store, shown on the reward and in its comment', async () => {
      const shop = await merchant();
      const rewardId = await shop.uniqueReward({ validity_end_at: '2026-12-31' });
      const { response } = await approve(shop, rewardId, 'léa.martin');
      expect(response.status).toBe(200);
      const body = response.body as { code: string; uniqueCode: boolean; comment: string; order: unknown };
      expect(body.code).toMatch(/^MERCI-LEA-[2-9A-HJKMNP-Z]{4}$/);
      expect(body).toMatchObject({ uniqueCode: true, order: null, amount_in_percent: 15 });
      expect(body.comment).toContain(`(code ${body.code})`);

      const [discount] = api.fake.discounts(shop.domain);
      expect(discount).toMatchObject({
        code: body.code,
        usageLimit: 1,
        appliesOncePerCustomer: true,
        value: { percentage: 0.15 },
        status: 'ACTIVE',
      });
      expect(discount?.endsAt).toBe('2026-12-31T22:59:59.999Z');
      const [row] = await rewardRows(shop.shopId);
      expect(row?.external_discount_id).toBe(discount?.id);

      // A second ambassador gets a code of their own.
      const second = await approve(shop, rewardId, 'manon_lifestyle');
      expect((second.response.body as { code: string }).code).toMatch(/^MERCI-MAN-/);
      expect(api.fake.discounts(shop.domain)).toHaveLength(2);
    });

    it('gives each ambassador their own code, not the shared code the reward also keeps', async () => {
      const shop = await merchant();
      const rewardId = await shop.uniqueReward({ code: 'SHARED15' });
      const { response } = await approve(shop, rewardId, 'léa.martin');
      expect(response.status).toBe(200);
      const body = response.body as { code: string; uniqueCode: boolean };
      expect(body).toMatchObject({ uniqueCode: true });
      expect(body.code).toMatch(/^MERCI-LEA-[2-9A-HJKMNP-Z]{4}$/);
      expect(body.code).toBe(api.fake.discounts(shop.domain)[0]?.code);

      const read = await api.call('GET', `/shops/${shop.shopId}/discounts`, { token: shop.token });
      expect((read.body as { 'hydra:member': unknown[] })['hydra:member']).toEqual([
        expect.objectContaining({ code: body.code }),
      ]);
    });

    it('gives a code reward’s amount off each code', async () => {
      const shop = await merchant();
      const rewardId = await shop.uniqueReward({ type: 'code', percent: 0, amount_cents: 1000, code: null });
      const { response } = await approve(shop, rewardId);
      expect(response.status).toBe(200);
      expect(api.fake.discounts(shop.domain)[0]?.value).toMatchObject({ amount: '10.00' });
    });

    it('leaves nothing half made when the store fails: no reward, no quota spent, a message to try again', async () => {
      const shop = await merchant();
      const rewardId = await shop.uniqueReward();
      // The first call and its one retry (the test connector's).
      api.fake.failNext(2, 'error', { operation: 'discountCodeBasicCreate' });
      const { response, productId } = await approve(shop, rewardId);
      expect(response).toMatchObject({ status: 502, body: { message: ONLINE_STORE_ERRORS.unavailable } });
      expect(await rewardRows(shop.shopId)).toEqual([]);
      expect(await quotaLeft(shop.shopId)).toBe(10);
      const product = await api.db
        .selectFrom('product')
        .select('approved_at')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      expect(product.approved_at).toBeNull();
      expect(api.fake.discounts(shop.domain)).toEqual([]);

      api.fake.failNext(2, 'timeout', { operation: 'discountCodeBasicCreate' });
      const timedOut = await approve(shop, rewardId);
      expect(timedOut.response.status).toBe(502);
      expect(await rewardRows(shop.shopId)).toEqual([]);

      // The store answers again: the same reward is given, with its code.
      const retried = await approve(shop, rewardId);
      expect(retried.response.status).toBe(200);
      expect(await quotaLeft(shop.shopId)).toBe(9);
    });

    it('asks the store nothing when the assignment is refused anyway (quota at 0)', async () => {
      const shop = await merchant();
      const rewardId = await shop.uniqueReward();
      await api.db.updateTable('shop').set({ quota_remaining: 0 }).where('id', '=', shop.shopId).execute();
      const { response } = await approve(shop, rewardId);
      expect(response).toMatchObject({ status: 409, body: { message: 'errors.quota_exhausted' } });
      expect(api.fake.discounts(shop.domain)).toEqual([]);
    });

    it('stops the code in the store when its reward is refused', async () => {
      const shop = await merchant();
      const { response } = await approve(shop, await shop.uniqueReward());
      const reward = response.body as { id: number };
      await api.db
        .updateTable('discount')
        .set({ status: 'use_requested' })
        .where('id', '=', reward.id)
        .execute();
      const refused = await api.call('PUT', `/discounts/${reward.id}/refuse`, { token: shop.token });
      expect(refused.status).toBe(200);
      expect(api.fake.discounts(shop.domain)[0]?.status).toBe('ACTIVE');
      expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ tasks: { done: 1, retried: 0 } });
      expect(api.fake.discounts(shop.domain)[0]?.status).toBe('EXPIRED');
    });
  });

  describe('orders', () => {
    async function rewarded() {
      const shop = await merchant();
      const rewardId = await shop.uniqueReward();
      const { response } = await approve(shop, rewardId);
      return { ...shop, rewardId, reward: response.body as { id: number; code: string } };
    }

    it('marks the reward used by the order that used its code, and tells the owners', async () => {
      const shop = await rewarded();
      const placed = await api.fake.placeOrder({
        domain: shop.domain,
        codes: [shop.reward.code.toLowerCase()],
        totalCents: 5990,
      });
      expect(placed.ok).toBe(true);
      expect(placed.ok && placed.deliveries.map((delivery) => delivery.status)).toEqual([200]);
      expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 1 } });

      const read = await api.call('GET', `/shops/${shop.shopId}/discounts`, { token: shop.token });
      expect((read.body as { 'hydra:member': unknown[] })['hydra:member'][0]).toMatchObject({
        status: 'used',
        usedAt: NOW,
        order: { name: '#1001', totalCents: 5990, currency: 'EUR' },
      });
      const config = await api.db
        .selectFrom('config_discount')
        .select('quantity_used')
        .where('id', '=', shop.rewardId)
        .executeTakeFirstOrThrow();
      expect(config.quantity_used).toBe(1);
      const notifications = await api.db
        .selectFrom('user_notification')
        .select(['message', 'link'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(notifications.message).toBe(
        `@lea.martin a utilisé son code ${shop.reward.code} : commande #1001 (59,90\u00a0€).`,
      );

      const sales = await api.call('GET', `/shops/${shop.shopId}/sales_statistics?period=3`, {
        token: shop.token,
      });
      expect(sales.body).toMatchObject({
        period: 3,
        currency: 'EUR',
        totals: { orders: 1, revenueCents: 5990 },
        months: salesMonths(1, 5990),
        ambassadors: [{ username: 'lea.martin', orders: 1, revenueCents: 5990 }],
        rewards: [{ configDiscountId: shop.rewardId, label: '-15 %', orders: 1, revenueCents: 5990 }],
      });
    });

    it('counts in each shop’s sales statistics only the orders of its own store', async () => {
      const first = await rewarded();
      const second = await approve(first, first.rewardId, 'manon_lifestyle');
      const other = await rewarded();
      const orders = [
        { domain: first.domain, code: first.reward.code, totalCents: 5990 },
        { domain: first.domain, code: (second.response.body as { code: string }).code, totalCents: 2500 },
        { domain: other.domain, code: other.reward.code, totalCents: 10000 },
      ];
      for (const { domain, code, totalCents } of orders) {
        expect((await api.fake.placeOrder({ domain, codes: [code], totalCents })).ok).toBe(true);
        expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 1 } });
      }

      const sales = (shop: { shopId: number; token: string }) =>
        api.call('GET', `/shops/${shop.shopId}/sales_statistics?period=3`, { token: shop.token });
      expect((await sales(first)).body).toMatchObject({
        currency: 'EUR',
        totals: { orders: 2, revenueCents: 8490 },
        months: salesMonths(2, 8490),
        ambassadors: [
          { username: 'lea.martin', orders: 1, revenueCents: 5990 },
          { username: 'manon_lifestyle', orders: 1, revenueCents: 2500 },
        ],
        rewards: [{ configDiscountId: first.rewardId, orders: 2, revenueCents: 8490 }],
      });
      expect((await sales(other)).body).toMatchObject({
        currency: 'EUR',
        totals: { orders: 1, revenueCents: 10000 },
        months: salesMonths(1, 10000),
        ambassadors: [{ username: 'lea.martin', orders: 1, revenueCents: 10000 }],
        rewards: [{ configDiscountId: other.rewardId, orders: 1, revenueCents: 10000 }],
      });
    });

    it('records an event once: Shopify’s retry, a delivery id of its own with the same event id, changes nothing', async () => {
      const shop = await rewarded();
      const placed = await api.fake.placeOrder({ domain: shop.domain, codes: [shop.reward.code] });
      const [delivery] = placed.ok ? placed.deliveries : [];
      await api.fake.redeliver(delivery?.webhookId ?? '');
      const rows = await api.db
        .selectFrom('commerce_webhook')
        .select('delivery_id')
        .where('delivery_id', '=', delivery?.eventId ?? '')
        .execute();
      expect(rows).toHaveLength(1);
      expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 1 } });
    });

    it('accepts a retried event (same event id and signature) with a 2xx, so Shopify stops retrying, and counts its order once', async () => {
      const shop = await rewarded();
      const placed = await api.fake.placeOrder({ domain: shop.domain, codes: [shop.reward.code] });
      const webhookId = placed.ok ? placed.deliveries[0]?.webhookId : undefined;
      expect(placed.ok && placed.deliveries.map((delivery) => delivery.status)).toEqual([200]);

      // Replayed before and after the delivery is processed: Shopify sees a success each time.
      const beforeProcessing = await api.fake.redeliver(webhookId ?? '');
      expect(beforeProcessing).toMatchObject({ replayOf: webhookId });
      expect(beforeProcessing.status).toBeGreaterThanOrEqual(200);
      expect(beforeProcessing.status).toBeLessThan(300);
      expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 1 } });
      const afterProcessing = await api.fake.redeliver(webhookId ?? '');
      expect(afterProcessing.status).toBeGreaterThanOrEqual(200);
      expect(afterProcessing.status).toBeLessThan(300);
      expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 0 } });

      const config = await api.db
        .selectFrom('config_discount')
        .select('quantity_used')
        .where('id', '=', shop.rewardId)
        .executeTakeFirstOrThrow();
      expect(config.quantity_used).toBe(1);
      const sales = await api.call('GET', `/shops/${shop.shopId}/sales_statistics?period=3`, {
        token: shop.token,
      });
      expect(sales.body).toMatchObject({ totals: { orders: 1 } });
    });

    it('records a signed delivery once, says whether it did, and refuses it from a store address not exact', async () => {
      const shop = await merchant();
      const body = JSON.stringify({ id: 1, title: 'Bougie' });
      const deliveryId = `delivery-of-${shop.domain}`;
      const deliver = async (overrides: Record<string, string> = {}, platform = 'shopify') => {
        const response = await fetch(`${api.baseUrl}/api/webhooks/${platform}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-hmac-sha256': createHmac('sha256', TEST_SHOPIFY_APP.apiSecret)
              .update(body)
              .digest('base64'),
            'x-shopify-topic': 'products/update',
            'x-shopify-shop-domain': shop.domain,
            'x-shopify-event-id': deliveryId,
            ...overrides,
          },
          body,
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const recorded = () =>
        api.db.selectFrom('commerce_webhook').selectAll().where('delivery_id', '=', deliveryId).execute();

      for (const [overrides, platform] of [
        [{ 'x-shopify-shop-domain': shop.domain.replace('.myshopify.com', '') }, 'shopify'],
        [{ 'x-shopify-shop-domain': `https://${shop.domain}` }, 'shopify'],
        [{}, 'woocommerce'],
      ] as const) {
        expect(await deliver(overrides, platform)).toMatchObject({
          status: 401,
          body: { message: ONLINE_STORE_ERRORS.badSignature },
        });
      }
      expect(await recorded()).toEqual([]);

      expect(await deliver({ 'x-shopify-shop-domain': shop.domain.toUpperCase() })).toEqual({
        status: 200,
        body: { received: true, recorded: true },
      });
      expect(await deliver()).toEqual({ status: 200, body: { received: true, recorded: false } });
      expect(await recorded()).toMatchObject([
        {
          platform: 'shopify',
          delivery_id: deliveryId,
          topic: 'products/update',
          domain: shop.domain,
          // A topic merci does not read keeps nothing of its body (docs/adr/037).
          body: '{}',
          received_at: NOW,
          next_attempt_at: NOW,
          lease_until: null,
          lease_token: null,
          last_error: null,
          done_at: null,
        },
      ]);
      // A topic merci does not use is worked as done.
      expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 1 } });
    });

    it('refuses a delivery whose signature does not hold, and records nothing', async () => {
      const shop = await rewarded();
      const placed = await api.fake.placeOrder({ domain: shop.domain, codes: [shop.reward.code] });
      const delivery = placed.ok ? placed.deliveries[0] : undefined;
      const forged = delivery?.body.replace('"59.90"', '"0.01"') ?? '';
      const before = await api.db.selectFrom('commerce_webhook').select('id').execute();
      for (const signature of [delivery?.headers['X-Shopify-Hmac-Sha256'] ?? '', undefined]) {
        const response = await fetch(`${api.baseUrl}/api/webhooks/shopify`, {
          method: 'POST',
          headers: {
            ...delivery?.headers,
            'X-Shopify-Event-Id': 'forged-delivery',
            ...(signature === undefined ? { 'X-Shopify-Hmac-Sha256': '' } : {}),
          },
          body: forged,
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ message: ONLINE_STORE_ERRORS.badSignature });
      }
      expect(await api.db.selectFrom('commerce_webhook').select('id').execute()).toHaveLength(before.length);
    });

    it('puts the reward back when the order is cancelled', async () => {
      const shop = await rewarded();
      await api.fake.placeOrder({ domain: shop.domain, codes: [shop.reward.code] });
      await api.ctx.commerce.worker.runOnce();
      await api.fake.cancelOrder({ domain: shop.domain, name: '#1001' });
      expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 1 } });
      const [row] = await rewardRows(shop.shopId);
      expect(row).toMatchObject({
        status: 'assigned',
        used_at: null,
        order_name: null,
        order_total_cents: null,
      });
      const config = await api.db
        .selectFrom('config_discount')
        .select('quantity_used')
        .where('id', '=', shop.rewardId)
        .executeTakeFirstOrThrow();
      expect(config.quantity_used).toBe(0);
    });

    it('forgets a customer’s orders on redaction, and the whole store on the store’s redaction', async () => {
      const shop = await rewarded();
      const stored = () =>
        api.db
          .selectFrom('commerce_webhook')
          .select(['topic', 'body'])
          .where('domain', '=', shop.domain)
          .orderBy('id')
          .execute();
      await api.fake.placeOrder({
        domain: shop.domain,
        codes: [shop.reward.code],
        email: 'camille@example.com',
      });
      await api.ctx.commerce.worker.runOnce();
      await api.fake.requestCustomerData({ domain: shop.domain, email: 'camille@example.com' });
      await api.ctx.commerce.worker.runOnce();
      const asked = await api.db
        .selectFrom('user_notification')
        .select('message')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(asked.message).toContain('commande #1001 (59,90\u00a0€)');

      await api.fake.redactCustomer({ domain: shop.domain, email: 'camille@example.com' });
      await api.ctx.commerce.worker.runOnce();
      let [row] = await rewardRows(shop.shopId);
      expect(row).toMatchObject({
        status: 'used',
        order_name: null,
        order_total_cents: null,
        external_order_id: null,
      });
      // No delivery kept holds the customer: each body is blanked once worked.
      expect((await stored()).map((delivery) => delivery.topic)).toEqual([
        'orders/create',
        'customers/data_request',
        'customers/redact',
      ]);
      expect((await stored()).filter((delivery) => delivery.body !== '')).toEqual([]);

      await api.fake.redactShop(shop.domain);
      await api.ctx.commerce.worker.runOnce();
      [row] = await rewardRows(shop.shopId);
      expect(row?.external_discount_id).toBeNull();
      // The store's deliveries are gone with it, but for the redaction's own, blanked.
      expect(await stored()).toEqual([{ topic: 'shop/redact', body: '' }]);
      expect(
        await api.db.selectFrom('online_store').select('id').where('shop_id', '=', shop.shopId).execute(),
      ).toEqual([]);
    });

    it('keeps a worked delivery a week without its body, so that a retry of its event changes nothing, then forgets it', async () => {
      const shop = await rewarded();
      const placed = await api.fake.placeOrder({ domain: shop.domain, codes: [shop.reward.code] });
      const [delivery] = placed.ok ? placed.deliveries : [];
      await api.ctx.commerce.worker.runOnce();
      const row = () =>
        api.db
          .selectFrom('commerce_webhook')
          .select(['status', 'body'])
          .where('delivery_id', '=', delivery?.eventId ?? '')
          .execute();
      expect(await row()).toEqual([{ status: 'done', body: '' }]);

      await api.fake.redeliver(delivery?.webhookId ?? '');
      expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ webhooks: { done: 0 } });

      clock = new Date(Date.parse(NOW) + WORKED_DELIVERY_KEPT_MS + 1000).toISOString();
      await api.ctx.commerce.worker.runOnce();
      expect(await row()).toEqual([]);
    });

    it('marks the store disconnected when the app is uninstalled', async () => {
      const shop = await rewarded();
      await api.fake.uninstall(shop.domain);
      await api.ctx.commerce.worker.runOnce();
      const read = await api.call('GET', `/shops/${shop.shopId}/online_stores`, { token: shop.token });
      expect(read.body).toMatchObject({ 'hydra:member': [{ status: 'disconnected' }] });
    });
  });
});
