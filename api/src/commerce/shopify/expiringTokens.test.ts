/**
 * The connector's token calls against the fake Shopify, which answers as Shopify's pages describe
 * them (fakeShopify/grants.ts names each): an expiring offline token for a code asked with
 * `expiring=1`, its refresh with a rotating refresh token, the exchange of a non-expiring token,
 * and the end of non-expiring tokens on 1 January 2027, on the fake's clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SHOPIFY_APP, TEST_STORE, testShopifyOptions } from '../../testing/shopifyContract.js';
import type { CommerceConnector, ConnectedStore } from '../connector.js';
import { createShopifyConnector } from './client.js';
import { startFakeShopify, type FakeShopifyServer } from './fakeShopify/index.js';

const NOW = Date.parse('2026-12-05T10:00:00.000Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const REDIRECT = 'http://127.0.0.1:8080/api/online_stores/shopify/callback';

describe('expiring offline tokens at the fake Shopify', () => {
  let fake: FakeShopifyServer;
  let shopify: CommerceConnector;
  let clock = NOW;
  beforeAll(async () => {
    fake = await startFakeShopify({
      ...TEST_SHOPIFY_APP,
      now: () => new Date(clock),
      redirectUrls: [REDIRECT],
    });
    shopify = createShopifyConnector(testShopifyOptions(fake, { now: () => new Date(clock) }));
  });
  beforeEach(() => {
    clock = NOW;
    fake.reset();
    fake.setRedirectUrls([REDIRECT]);
  });
  afterAll(() => fake.close());

  /** A discount stop: the cheapest Admin API call, answered 401 when the token is not taken. */
  const call = (accessToken: string) =>
    shopify.deactivateDiscount(
      { domain: TEST_STORE, accessToken } satisfies ConnectedStore,
      'gid://shopify/DiscountCodeNode/1',
    );

  const connect = async () => {
    const back = new URL(fake.approve({ domain: TEST_STORE, redirectUri: REDIRECT, state: 's' }));
    return shopify.exchangeCode({ domain: TEST_STORE, code: back.searchParams.get('code') ?? '' });
  };

  it('answers a code asked with expiring=1 with a token for one hour and a refresh token for 90 days', async () => {
    const grant = await connect();
    expect(grant).toMatchObject({
      accessTokenExpiresAt: new Date(NOW + HOUR),
      refreshTokenExpiresAt: new Date(NOW + 90 * DAY),
      scopes: ['write_discounts', 'read_orders'],
    });
    await expect(call(grant.accessToken)).resolves.toBeUndefined();
    clock = NOW + HOUR;
    await expect(call(grant.accessToken)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('refreshes: a new pair, and the used refresh token retired once its replacement is used', async () => {
    const first = await connect();
    clock = NOW + 2 * HOUR;
    const second = await shopify.refreshGrant({ domain: TEST_STORE, refreshToken: first.refreshToken ?? '' });
    expect(second.accessTokenExpiresAt).toEqual(new Date(clock + HOUR));
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await expect(call(second.accessToken)).resolves.toBeUndefined();

    // Until its replacement is used, the first refresh token can be tried again (a lost answer).
    const retried = await shopify.refreshGrant({
      domain: TEST_STORE,
      refreshToken: first.refreshToken ?? '',
    });
    await expect(call(retried.accessToken)).resolves.toBeUndefined();
    // The replacement used, the first one is refused for good.
    await shopify.refreshGrant({ domain: TEST_STORE, refreshToken: second.refreshToken ?? '' });
    await expect(
      shopify.refreshGrant({ domain: TEST_STORE, refreshToken: first.refreshToken ?? '' }),
    ).rejects.toMatchObject({ kind: 'unauthorized', code: 'invalid_grant' });
    expect(
      fake.requests.filter((request) => request.grantType === 'refresh_token').map((r) => r.status),
    ).toEqual([200, 200, 200, 400]);
  });

  it('refuses a refresh token past its 90 days, one of an uninstalled app, and one of another store', async () => {
    const grant = await connect();
    const refresh = (domain: string) =>
      shopify.refreshGrant({ domain, refreshToken: grant.refreshToken ?? '' });
    await expect(refresh('autre-boutique.myshopify.com')).rejects.toMatchObject({ code: 'invalid_grant' });
    clock = NOW + 90 * DAY;
    await expect(refresh(TEST_STORE)).rejects.toMatchObject({ kind: 'unauthorized', code: 'invalid_grant' });
    clock = NOW;
    await fake.uninstall(TEST_STORE);
    await expect(refresh(TEST_STORE)).rejects.toMatchObject({ kind: 'unauthorized', code: 'invalid_grant' });
  });

  it('reports a token endpoint that fails as unavailable, the refresh token kept usable', async () => {
    const grant = await connect();
    fake.failNext(1, 'error', { operation: 'access_token' });
    const refresh = () =>
      shopify.refreshGrant({ domain: TEST_STORE, refreshToken: grant.refreshToken ?? '' });
    await expect(refresh()).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(refresh()).resolves.toMatchObject({ accessTokenExpiresAt: new Date(NOW + HOUR) });
  });

  it('takes a non-expiring token until 1 January 2027, and refuses it from then on', async () => {
    const token = fake.issueToken(TEST_STORE);
    clock = Date.parse('2026-12-31T23:59:59.000Z');
    await expect(call(token)).resolves.toBeUndefined();
    clock = Date.parse('2027-01-01T00:00:00.000Z');
    await expect(call(token)).rejects.toMatchObject({ kind: 'unauthorized' });
    clock = Date.parse('2027-01-02T09:00:00.000Z');
    await expect(call(token)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('exchanges a non-expiring token for an expiring pair, which works in 2027; the old token stops at once', async () => {
    const token = fake.issueToken(TEST_STORE);
    const migrated = await shopify.migrateGrant?.({ domain: TEST_STORE, accessToken: token });
    expect(migrated).toMatchObject({
      accessTokenExpiresAt: new Date(NOW + HOUR),
      refreshTokenExpiresAt: new Date(NOW + 90 * DAY),
    });
    expect(fake.requests.at(-1)).toMatchObject({ grantType: 'token_exchange', status: 200 });
    await expect(call(token)).rejects.toMatchObject({ kind: 'unauthorized' });

    // A lost answer: the same exchange answers the same pair.
    const again = await shopify.migrateGrant?.({ domain: TEST_STORE, accessToken: token });
    expect(again?.accessToken).toBe(migrated?.accessToken);

    clock = Date.parse('2027-01-02T09:00:00.000Z');
    const renewed = await shopify.refreshGrant({
      domain: TEST_STORE,
      refreshToken: migrated?.refreshToken ?? '',
    });
    await expect(call(renewed.accessToken)).resolves.toBeUndefined();
    // Refreshed, the pair can no longer be asked for with the old token.
    await expect(shopify.migrateGrant?.({ domain: TEST_STORE, accessToken: token })).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 'invalid_subject_token',
    });
  });

  it('refuses to exchange a non-expiring token from 1 January 2027, an expiring one, or an unknown one', async () => {
    const expiring = await connect();
    const migrate = (accessToken: string) => shopify.migrateGrant?.({ domain: TEST_STORE, accessToken });
    await expect(migrate(expiring.accessToken)).rejects.toMatchObject({ code: 'invalid_subject_token' });
    await expect(migrate('shpat_unknown.token')).rejects.toMatchObject({ code: 'invalid_subject_token' });
    const token = fake.issueToken(TEST_STORE);
    clock = Date.parse('2027-01-01T00:00:00.000Z');
    await expect(migrate(token)).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 'invalid_subject_token',
    });
  });

  it('sends the token exchange as Shopify’s library does', async () => {
    const sent: unknown[] = [];
    const recording = createShopifyConnector({
      ...TEST_SHOPIFY_APP,
      storeOrigin: fake.storeOrigin,
      now: () => new Date(clock),
      fetch: (async (url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return fetch(url, init);
      }) as typeof fetch,
    });
    const token = fake.issueToken(TEST_STORE);
    const migrated = await recording.migrateGrant?.({ domain: TEST_STORE, accessToken: token });
    await recording.refreshGrant({ domain: TEST_STORE, refreshToken: migrated?.refreshToken ?? '' });
    expect(sent).toEqual([
      {
        client_id: TEST_SHOPIFY_APP.apiKey,
        client_secret: TEST_SHOPIFY_APP.apiSecret,
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: token,
        subject_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
        requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
        expiring: '1',
      },
      {
        client_id: TEST_SHOPIFY_APP.apiKey,
        client_secret: TEST_SHOPIFY_APP.apiSecret,
        grant_type: 'refresh_token',
        refresh_token: migrated?.refreshToken,
      },
    ]);
  });

  /**
   * A connector whose token endpoint answers Shopify's answer (status, body) as `rewrite` writes it:
   * a Shopify that answers otherwise.
   */
  const answering = (rewrite: (answer: { status: number; body: Record<string, unknown> }) => string) =>
    createShopifyConnector({
      ...TEST_SHOPIFY_APP,
      storeOrigin: fake.storeOrigin,
      now: () => new Date(clock),
      fetch: (async (url: string, init: RequestInit) => {
        const response = await fetch(url, init);
        if (!url.endsWith('/admin/oauth/access_token')) return response;
        const answer = { status: response.status, body: (await response.json()) as Record<string, unknown> };
        return new Response(rewrite(answer), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof fetch,
    });

  it('refuses a refresh or an exchange answered without an expiring token, or with an end it cannot read', async () => {
    const changes: Record<string, (body: Record<string, unknown>) => string> = {
      'no expires_in': (body) => JSON.stringify({ ...body, expires_in: undefined }),
      'expires_in 0': (body) => JSON.stringify({ ...body, expires_in: 0 }),
      'expires_in as text': (body) => JSON.stringify({ ...body, expires_in: '3600' }),
      // A number JSON reads as Infinity: no instant.
      'expires_in too large': (body) =>
        JSON.stringify(body).replace(/"expires_in":\d+/, '"expires_in":1e400'),
      'no refresh token': (body) => JSON.stringify({ ...body, refresh_token: undefined }),
      'a refresh token that is not text': (body) => JSON.stringify({ ...body, refresh_token: 12345 }),
    };
    for (const [name, change] of Object.entries(changes)) {
      const connector = answering(({ body }) => change(body));
      const grant = fake.issueGrant(TEST_STORE);
      await expect(
        connector.refreshGrant({ domain: TEST_STORE, refreshToken: grant.refreshToken }),
        name,
      ).rejects.toMatchObject({ kind: 'rejected' });
      await expect(
        connector.migrateGrant?.({ domain: TEST_STORE, accessToken: fake.issueToken(TEST_STORE) }),
        name,
      ).rejects.toMatchObject({ kind: 'rejected' });
    }
  });

  it('keeps the store connected when Shopify refuses merci’s own credentials for a refresh', async () => {
    const grant = await connect();
    const rotated = createShopifyConnector(
      testShopifyOptions(fake, { apiSecret: 'a-secret-shopify-no-longer-takes', now: () => new Date(clock) }),
    );
    await expect(
      rotated.refreshGrant({ domain: TEST_STORE, refreshToken: grant.refreshToken ?? '' }),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'invalid_client' });
    await expect(
      rotated.migrateGrant?.({ domain: TEST_STORE, accessToken: fake.issueToken(TEST_STORE) }),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'invalid_client' });
  });

  it('takes a code Shopify refuses as invalid_grant for a failed connection, not a refused refresh token', async () => {
    const back = new URL(fake.approve({ domain: TEST_STORE, redirectUri: REDIRECT, state: 's' }));
    const refusing = answering((answer) => {
      answer.status = 400;
      return JSON.stringify({ error: 'invalid_grant', error_description: 'The code is invalid' });
    });
    await expect(
      refusing.exchangeCode({ domain: TEST_STORE, code: back.searchParams.get('code') ?? '' }),
    ).rejects.toMatchObject({ kind: 'rejected', code: 'invalid_grant' });
  });
});
