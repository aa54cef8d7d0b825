/**
 * A store's expiring offline tokens (docs/adr/037, "Expiring offline tokens"), as the merchant and
 * the store see them: connecting keeps an expiring token, a call after its hour renews it and
 * succeeds, a 401 renews it once, two calls at once renew it once, a refused refresh token shows the
 * store disconnected, and a store connected with a non-expiring token is moved to an expiring one
 * before Shopify refuses the former on 1 January 2027.
 */
import { ONLINE_STORE_ERRORS } from '@merci/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectedShop, createConfigDiscount, createContent, postProduct } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import { startShopifyTestApi, type ShopifyTestApi } from '../testing/shopifyApi.js';
import { testShopifyOptions } from '../testing/shopifyContract.js';
import { createShopifyConnector } from './shopify/index.js';
import type { OnlineStoreRow } from '../db/schema.js';
import { CommerceError } from './connector.js';
import { NO_TOKENS } from './storeTokens.js';

const NOW = Date.parse('2026-12-05T10:00:00.000Z');
const HOUR = 60 * 60_000;
const SECOND_OF_JANUARY = Date.parse('2027-01-02T09:00:00.000Z');

describe(`a store's expiring offline tokens (${testDialect()})`, () => {
  let api: ShopifyTestApi;
  /** merci's and the store's clock, put back after each test. */
  let clock = NOW;
  /** What merci logs, warnings and above. */
  const logged: string[] = [];
  beforeAll(async () => {
    api = await startShopifyTestApi({
      now: () => new Date(clock),
      logLevel: 'warn',
      logStream: { write: (line: string) => void logged.push(line) },
    });
  });
  afterEach(() => {
    clock = NOW;
  });
  afterAll(() => api.close());

  let stores = 0;
  async function merchant() {
    const shop = await connectedShop(api, { shop: { quota: 10, quota_remaining: 10 } });
    stores += 1;
    const domain = `jetons-${stores}-${testDialect()}.myshopify.com`;
    await api.connectStore(shop.token, shop.shopId, domain);
    const rewardId = await createConfigDiscount(api.db, shop.shopId, {
      unique_codes: 1,
      place: 'online',
      percent: 15,
    });
    /** An approval with a unique code: a discount created in the store. */
    const approve = async (author = 'lea.martin') => {
      // Signed in at the clock's time: a session lasts 3 hours.
      const token = await api.signIn(shop.owner.email, shop.owner.password);
      const contentId = await createContent(api.db, shop.accountId, { author_username: author });
      const productId = await postProduct(api, token, shop.shopId, contentId);
      return api.call<Record<string, unknown>>('PUT', `/products/${productId}/approve`, {
        token,
        body: { shop: `/shops/${shop.shopId}`, configDiscountId: rewardId },
      });
    };
    const row = () =>
      api.db
        .selectFrom('online_store')
        .selectAll()
        .where('shop_id', '=', shop.shopId)
        .executeTakeFirstOrThrow();
    /** What the store was asked since `from`: the token grants and the discounts. */
    const asked = (from = 0) =>
      api.fake.requests
        .slice(from)
        .filter((request) => request.domain === domain)
        .map((request) => `${request.grantType ?? request.operation ?? ''} ${request.status}`);
    /** A store connected before merci asked for expiring tokens: a non-expiring token alone. */
    const connectedBeforeTheChange = async () => {
      const token = api.fake.issueToken(domain);
      await api.db
        .updateTable('online_store')
        .set({
          access_token: api.ctx.commerce.cipher.encrypt(token),
          access_token_expires_at: null,
          refresh_token: null,
          refresh_token_expires_at: null,
        })
        .where('shop_id', '=', shop.shopId)
        .execute();
      return token;
    };
    const setRow = (values: Partial<Omit<OnlineStoreRow, 'id'>>) =>
      api.db.updateTable('online_store').set(values).where('shop_id', '=', shop.shopId).execute();
    /** Resolves once a process holds the store's token lease: merci is renewing its tokens. */
    const renewing = async () => {
      while ((await row()).token_lease_token === null) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    /** What merci logged about this store. */
    const logs = () => logged.filter((line) => line.includes(domain)).map((line) => JSON.parse(line));
    return { ...shop, domain, approve, row, setRow, asked, renewing, logs, connectedBeforeTheChange };
  }

  /** A call to the store's Admin API with this token, as the connector makes it, at the clock's time. */
  const storeCall = (domain: string, accessToken: string) =>
    api.ctx.commerce.connectors
      .get('shopify')
      ?.deactivateDiscount({ domain, accessToken }, 'gid://shopify/DiscountCodeNode/1');

  it('keeps the expiring token and its refresh token of a connection, encrypted, with their ends', async () => {
    const shop = await merchant();
    const row = await shop.row();
    expect(row).toMatchObject({
      status: 'connected',
      access_token_expires_at: new Date(NOW + HOUR).toISOString(),
      refresh_token_expires_at: new Date(NOW + 90 * 24 * HOUR).toISOString(),
    });
    const { cipher } = api.ctx.commerce;
    expect(row.access_token).toMatch(/^v1\./);
    expect(row.refresh_token).toMatch(/^v1\./);
    expect(cipher.decrypt(row.access_token ?? '')).toMatch(/^shpat_/);
    expect(cipher.decrypt(row.refresh_token ?? '')).toMatch(/^shprt_/);
    expect(shop.asked()).toEqual([
      'authorization_code 200',
      'webhookSubscriptionCreate 200',
      'webhookSubscriptionCreate 200',
      'webhookSubscriptionCreate 200',
    ]);
  });

  it('renews the token after its hour, then makes the code', async () => {
    const shop = await merchant();
    const before = await shop.row();
    clock = NOW + HOUR + 60_000;
    const from = api.fake.requests.length;
    const approved = await shop.approve();
    expect(approved.status).toBe(200);
    expect(approved.body.code).toMatch(/^MERCI-LEA-/);
    expect(shop.asked(from)).toEqual(['refresh_token 200', 'discountCodeBasicCreate 200']);
    const after = await shop.row();
    expect(after.access_token_expires_at).toBe(new Date(clock + HOUR).toISOString());
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after).toMatchObject({ token_lease_token: null, token_lease_until: null });
  });

  it('renews the token 5 minutes before its end rather than let a call meet its end', async () => {
    const shop = await merchant();
    clock = NOW + HOUR - 4 * 60_000;
    const from = api.fake.requests.length;
    expect((await shop.approve()).status).toBe(200);
    expect(shop.asked(from)).toEqual(['refresh_token 200', 'discountCodeBasicCreate 200']);

    // With 6 minutes left, the token serves as it is.
    clock = Date.parse((await shop.row()).access_token_expires_at ?? '') - 6 * 60_000;
    const next = api.fake.requests.length;
    expect((await shop.approve('manon')).status).toBe(200);
    expect(shop.asked(next)).toEqual(['discountCodeBasicCreate 200']);
  });

  it('renews the token once when the store answers 401, then makes the code', async () => {
    const shop = await merchant();
    // A token the store no longer takes although merci thinks it valid for the hour.
    await api.db
      .updateTable('online_store')
      .set({ access_token: api.ctx.commerce.cipher.encrypt('shpat_unknown.token') })
      .where('shop_id', '=', shop.shopId)
      .execute();
    const from = api.fake.requests.length;
    const approved = await shop.approve();
    expect(approved.status).toBe(200);
    expect(shop.asked(from)).toEqual([
      'discountCodeBasicCreate 401',
      'refresh_token 200',
      'discountCodeBasicCreate 200',
    ]);
    expect(api.fake.discounts(shop.domain)).toHaveLength(1);
  });

  it('renews the token once for two calls at once: one refresh at the store, both codes made', async () => {
    const shop = await merchant();
    clock = NOW + 2 * HOUR;
    // The store takes its time to answer the refresh: the second call meets the first one's.
    api.fake.failNext(1, 'slow', { operation: 'access_token', domain: shop.domain, delayMs: 300 });
    const from = api.fake.requests.length;
    const [first, second] = await Promise.all([shop.approve('lea.martin'), shop.approve('manon')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(shop.asked(from).filter((call) => call.startsWith('refresh_token'))).toEqual([
      'refresh_token 200',
    ]);
    expect(api.fake.discounts(shop.domain)).toHaveLength(2);
  });

  it('shows the store disconnected when the store refuses its refresh token, and asks to reconnect', async () => {
    const shop = await merchant();
    await api.db
      .updateTable('online_store')
      .set({ refresh_token: api.ctx.commerce.cipher.encrypt('shprt_revoked.token') })
      .where('shop_id', '=', shop.shopId)
      .execute();
    clock = NOW + 2 * HOUR;
    const refused = await shop.approve();
    expect(refused).toMatchObject({ status: 409, body: { message: ONLINE_STORE_ERRORS.disconnected } });
    expect(await shop.row()).toMatchObject({
      status: 'disconnected',
      disconnect_reason: 'token_refused',
      access_token: null,
      refresh_token: null,
    });
    const token = await api.signIn(shop.owner.email, shop.owner.password);
    const listed = await api.call('GET', `/shops/${shop.shopId}/online_stores`, { token });
    expect(listed.body).toMatchObject({ 'hydra:member': [{ domain: shop.domain, status: 'disconnected' }] });

    // Connected again by the merchant, the store makes codes again.
    await api.connectStore(token, shop.shopId, shop.domain);
    expect(await shop.row()).toMatchObject({ status: 'connected', disconnect_reason: null });
    expect((await shop.approve('manon')).status).toBe(200);
  });

  it('keeps the token when the store cannot be reached for its renewal, and tries again on the next call', async () => {
    const shop = await merchant();
    const before = await shop.row();
    clock = NOW + 2 * HOUR;
    api.fake.failNext(1, 'error', { operation: 'access_token', domain: shop.domain });
    const failed = await shop.approve();
    expect(failed).toMatchObject({ status: 502, body: { message: ONLINE_STORE_ERRORS.unavailable } });
    expect(await shop.row()).toMatchObject({
      status: 'connected',
      refresh_token: before.refresh_token,
      token_lease_token: null,
    });
    expect((await shop.approve()).status).toBe(200);
  });

  it('exchanges a store’s non-expiring token in the worker, and the store keeps working on 2 January 2027', async () => {
    const shop = await merchant();
    const oldToken = await shop.connectedBeforeTheChange();

    // On 2 January 2027, Shopify refuses the non-expiring token.
    clock = SECOND_OF_JANUARY;
    await expect(storeCall(shop.domain, oldToken)).rejects.toMatchObject({ kind: 'unauthorized' });

    // In December, the worker exchanges it, with nothing for the merchant to do.
    clock = NOW;
    const from = api.fake.requests.length;
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ tokens: { renewed: 1, failed: 0 } });
    expect(shop.asked(from)).toEqual(['token_exchange 200']);
    const migrated = await shop.row();
    expect(migrated).toMatchObject({
      status: 'connected',
      access_token_expires_at: new Date(NOW + HOUR).toISOString(),
    });
    expect(migrated.refresh_token).not.toBeNull();
    // The old token stops working at once; the worker finds nothing more to exchange.
    await expect(storeCall(shop.domain, oldToken)).rejects.toBeInstanceOf(CommerceError);
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ tokens: { renewed: 0 } });

    clock = SECOND_OF_JANUARY;
    const january = api.fake.requests.length;
    expect((await shop.approve()).status).toBe(200);
    expect(shop.asked(january)).toEqual(['refresh_token 200', 'discountCodeBasicCreate 200']);
  });

  it('exchanges a non-expiring token on its first use too, before the call', async () => {
    const shop = await merchant();
    await shop.connectedBeforeTheChange();
    const from = api.fake.requests.length;
    expect((await shop.approve()).status).toBe(200);
    expect(shop.asked(from)).toEqual(['token_exchange 200', 'discountCodeBasicCreate 200']);
    expect((await shop.row()).access_token_expires_at).toBe(new Date(NOW + HOUR).toISOString());
  });

  it('shows the store to reconnect when its non-expiring token was never exchanged before 2027', async () => {
    const shop = await merchant();
    await shop.connectedBeforeTheChange();
    clock = SECOND_OF_JANUARY;
    const from = api.fake.requests.length;
    const refused = await shop.approve();
    expect(refused).toMatchObject({ status: 409, body: { message: ONLINE_STORE_ERRORS.disconnected } });
    expect(shop.asked(from)).toEqual(['token_exchange 400']);
    expect(await shop.row()).toMatchObject({ status: 'disconnected', disconnect_reason: 'token_refused' });
  });

  it('renews in the worker a refresh token within 10 days of its end, for a store no call renewed', async () => {
    const shop = await merchant();
    const before = await shop.row();
    // 11 days left: nothing to do yet.
    clock = NOW + 79 * 24 * HOUR;
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ tokens: { failed: 0 } });
    expect((await shop.row()).refresh_token).toBe(before.refresh_token);
    // Less than 10 days left: renewed, for another 90 days.
    clock = NOW + 80 * 24 * HOUR + 1;
    expect(await api.ctx.commerce.worker.runOnce()).toMatchObject({ tokens: { failed: 0 } });
    const after = await shop.row();
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.refresh_token_expires_at).toBe(new Date(clock + 90 * 24 * HOUR).toISOString());
  });

  it('renews the token with exactly 5 minutes left', async () => {
    const shop = await merchant();
    clock = NOW + HOUR - 5 * 60_000;
    const from = api.fake.requests.length;
    expect((await shop.approve()).status).toBe(200);
    expect(shop.asked(from)).toEqual(['refresh_token 200', 'discountCodeBasicCreate 200']);
  });

  it('logs a refused refresh token with its store, and nothing of the kind for a store that cannot be reached', async () => {
    const shop = await merchant();
    clock = NOW + 2 * HOUR;
    api.fake.failNext(1, 'error', { operation: 'access_token', domain: shop.domain });
    expect((await shop.approve()).status).toBe(502);
    expect(shop.logs()).toEqual([]);

    await shop.setRow({ refresh_token: api.ctx.commerce.cipher.encrypt('shprt_revoked.token') });
    expect((await shop.approve()).status).toBe(409);
    const { id } = await shop.row();
    expect(shop.logs()).toEqual([
      expect.objectContaining({
        storeId: id,
        domain: shop.domain,
        code: 'invalid_grant',
        msg: 'Store token refused: the store is disconnected until the merchant connects it again',
      }),
    ]);
  });

  it('answers both calls at once 409 when the store refuses its refresh token: one refresh at the store', async () => {
    const shop = await merchant();
    await shop.setRow({ refresh_token: api.ctx.commerce.cipher.encrypt('shprt_revoked.token') });
    clock = NOW + 2 * HOUR;
    // The store takes its time to refuse: the second call waits for the first one's renewal.
    api.fake.failNext(1, 'slow', { operation: 'access_token', domain: shop.domain, delayMs: 300 });
    const from = api.fake.requests.length;
    const answers = await Promise.all([shop.approve('lea.martin'), shop.approve('manon')]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 409, body: { message: ONLINE_STORE_ERRORS.disconnected } });
    }
    expect(shop.asked(from)).toEqual(['refresh_token 400']);
    expect(api.fake.discounts(shop.domain)).toEqual([]);
  });

  it('keeps a store disconnected during its token’s renewal disconnected, and answers 409', async () => {
    const shop = await merchant();
    clock = NOW + 2 * HOUR;
    api.fake.failNext(1, 'slow', { operation: 'access_token', domain: shop.domain, delayMs: 300 });
    const approved = shop.approve();
    await shop.renewing();
    // The app uninstalled meanwhile, as the store's webhook records it.
    await shop.setRow({
      ...NO_TOKENS,
      status: 'disconnected',
      disconnected_at: new Date(clock).toISOString(),
    });
    expect(await approved).toMatchObject({
      status: 409,
      body: { message: ONLINE_STORE_ERRORS.disconnected },
    });
    expect(await shop.row()).toMatchObject({
      status: 'disconnected',
      access_token: null,
      refresh_token: null,
    });
    expect(api.fake.discounts(shop.domain)).toEqual([]);
  });

  it('makes the code with its new token when another process took over the lease meanwhile, leaving it the row', async () => {
    const shop = await merchant();
    const before = await shop.row();
    clock = NOW + 2 * HOUR;
    api.fake.failNext(1, 'slow', { operation: 'access_token', domain: shop.domain, delayMs: 300 });
    const approved = shop.approve();
    await shop.renewing();
    // The lease taken by another process (this one's ran out).
    await shop.setRow({ token_lease_token: 'another-process' });
    expect((await approved).status).toBe(200);
    expect(api.fake.discounts(shop.domain)).toHaveLength(1);
    expect(await shop.row()).toMatchObject({
      status: 'connected',
      refresh_token: before.refresh_token,
      token_lease_token: 'another-process',
    });
  });

  it('makes the code with the token as it is when its renewal cannot reach the store and it has minutes left', async () => {
    const shop = await merchant();
    const before = await shop.row();
    clock = NOW + HOUR - 4 * 60_000;
    api.fake.failNext(1, 'error', { operation: 'access_token', domain: shop.domain });
    const from = api.fake.requests.length;
    expect((await shop.approve()).status).toBe(200);
    expect(shop.asked(from)).toEqual(['refresh_token 500', 'discountCodeBasicCreate 200']);
    expect(await shop.row()).toMatchObject({ access_token: before.access_token, token_lease_token: null });
  });

  it('makes the code with a non-expiring token when its exchange cannot reach the store', async () => {
    const shop = await merchant();
    await shop.connectedBeforeTheChange();
    api.fake.failNext(1, 'error', { operation: 'access_token', domain: shop.domain });
    const from = api.fake.requests.length;
    expect((await shop.approve()).status).toBe(200);
    expect(shop.asked(from)).toEqual(['token_exchange 500', 'discountCodeBasicCreate 200']);
    expect((await shop.row()).access_token_expires_at).toBeNull();
  });

  it('answers 502 when the renewal of a token at its very end cannot reach the store', async () => {
    const shop = await merchant();
    clock = Date.parse((await shop.row()).access_token_expires_at ?? '');
    api.fake.failNext(1, 'error', { operation: 'access_token', domain: shop.domain });
    const from = api.fake.requests.length;
    expect(await shop.approve()).toMatchObject({
      status: 502,
      body: { message: ONLINE_STORE_ERRORS.unavailable },
    });
    expect(shop.asked(from)).toEqual(['refresh_token 500']);
  });

  it('tries the call again without a refresh when another process replaced the token the store refused', async () => {
    const shop = await merchant();
    await shop.setRow({ access_token: api.ctx.commerce.cipher.encrypt('shpat_unknown.token') });
    // The store takes its time to refuse the token: meanwhile another process renews it.
    api.fake.failNext(1, 'slow', { operation: 'discountCodeBasicCreate', domain: shop.domain, delayMs: 300 });
    const from = api.fake.requests.length;
    const approved = shop.approve();
    // Once the store holds the call made with the old token, not before.
    await vi.waitFor(() =>
      expect(
        api.fake.requests.slice(from).some((request) => request.operation === 'discountCodeBasicCreate'),
      ).toBe(true),
    );
    const renewed = api.fake.issueGrant(shop.domain);
    await shop.setRow({
      access_token: api.ctx.commerce.cipher.encrypt(renewed.accessToken),
      refresh_token: api.ctx.commerce.cipher.encrypt(renewed.refreshToken),
    });
    expect((await approved).status).toBe(200);
    expect(shop.asked(from)).toEqual(['discountCodeBasicCreate 401', 'discountCodeBasicCreate 200']);
  });

  it('answers 409 without asking the store again when a token without a refresh token is refused', async () => {
    const shop = await merchant();
    // An expiring token granted without a refresh token: nothing can renew it.
    await shop.setRow({
      access_token: api.ctx.commerce.cipher.encrypt('shpat_unknown.token'),
      refresh_token: null,
      refresh_token_expires_at: null,
    });
    const from = api.fake.requests.length;
    expect(await shop.approve()).toMatchObject({
      status: 409,
      body: { message: ONLINE_STORE_ERRORS.disconnected },
    });
    expect(shop.asked(from)).toEqual(['discountCodeBasicCreate 401']);
    expect(await shop.row()).toMatchObject({ status: 'connected', token_lease_token: null });
  });

  describe('waiting for another process that holds the lease', () => {
    /** The process's own clock, which merci's wait for another's renewal reads: moved on by `waited`. */
    let waited = 0;
    beforeEach(() => {
      const realNow = Date.now.bind(Date);
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + waited);
    });
    afterEach(() => {
      waited = 0;
      vi.restoreAllMocks();
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('answers 502 after a minute waiting for a renewal that never ends, and asks the store nothing', async () => {
      const shop = await merchant();
      clock = NOW + 2 * HOUR;
      // A process that took the lease just now and is still renewing.
      await shop.setRow({
        token_lease_token: 'another-process',
        token_lease_until: new Date(clock + 30_000).toISOString(),
      });
      const from = api.fake.requests.length;
      const approved = shop.approve();
      await pause(150);
      waited = 61_000;
      expect(await approved).toMatchObject({
        status: 502,
        body: { message: ONLINE_STORE_ERRORS.unavailable },
      });
      expect(shop.asked(from)).toEqual([]);
      expect(await shop.row()).toMatchObject({ status: 'connected', token_lease_token: 'another-process' });
    });

    it('still waits after 20 seconds, and renews the token itself once the other process’s lease runs out', async () => {
      const shop = await merchant();
      clock = NOW + 2 * HOUR;
      await shop.setRow({
        token_lease_token: 'another-process',
        token_lease_until: new Date(clock + 30_000).toISOString(),
      });
      const from = api.fake.requests.length;
      const approved = shop.approve();
      await pause(150);
      waited = 20_000;
      await pause(150);
      // The other process died: its lease runs out on merci's clock.
      clock += 31_000;
      expect((await approved).status).toBe(200);
      expect(shop.asked(from)).toEqual(['refresh_token 200', 'discountCodeBasicCreate 200']);
      expect(await shop.row()).toMatchObject({ token_lease_token: null });
    });
  });

  describe('for an app Shopify still answers with non-expiring tokens', () => {
    // merci as an app created before April 2026: its code exchange does not ask for expiring tokens.
    let older: ShopifyTestApi;
    beforeAll(async () => {
      let storeOrigin: (domain: string) => string = () => '';
      older = await startShopifyTestApi({
        now: () => new Date(clock),
        commerce: {
          connectors: [
            createShopifyConnector(
              testShopifyOptions(
                { storeOrigin: (domain) => storeOrigin(domain) },
                {
                  now: () => new Date(clock),
                  fetch: ((url: string, init: RequestInit) => {
                    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
                    if ('code' in body) delete body.expiring;
                    return fetch(url, { ...init, body: JSON.stringify(body) });
                  }) as typeof fetch,
                },
              ),
            ),
          ],
        },
      });
      storeOrigin = older.fake.storeOrigin;
    });
    afterAll(() => older.close());

    it('connects a store with a non-expiring token, and exchanges it on its first use', async () => {
      const shop = await connectedShop(older, { shop: { quota: 10, quota_remaining: 10 } });
      const domain = `ancienne-${testDialect()}.myshopify.com`;
      await older.connectStore(shop.token, shop.shopId, domain);
      const row = () =>
        older.db
          .selectFrom('online_store')
          .selectAll()
          .where('shop_id', '=', shop.shopId)
          .executeTakeFirstOrThrow();
      expect(await row()).toMatchObject({
        status: 'connected',
        access_token_expires_at: null,
        refresh_token: null,
        refresh_token_expires_at: null,
      });
      expect(older.ctx.commerce.cipher.decrypt((await row()).access_token ?? '')).toMatch(/^shpat_/);

      const rewardId = await createConfigDiscount(older.db, shop.shopId, {
        unique_codes: 1,
        place: 'online',
        percent: 15,
      });
      const contentId = await createContent(older.db, shop.accountId, { author_username: 'lea.martin' });
      const productId = await postProduct(older, shop.token, shop.shopId, contentId);
      const approved = await older.call<Record<string, unknown>>('PUT', `/products/${productId}/approve`, {
        token: shop.token,
        body: { shop: `/shops/${shop.shopId}`, configDiscountId: rewardId },
      });
      expect(approved.status).toBe(200);
      expect(
        older.fake.requests
          .filter((request) => request.domain === domain && request.grantType)
          .map((request) => request.grantType),
      ).toEqual(['authorization_code', 'token_exchange']);
      expect(older.fake.discounts(domain)).toHaveLength(1);
      expect(await row()).toMatchObject({ access_token_expires_at: new Date(clock + HOUR).toISOString() });
    });
  });
});
