import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SHOPIFY_APP, TEST_STORE, testShopifyOptions } from '../../testing/shopifyContract.js';
import { CommerceError, type CommerceConnector } from '../connector.js';
import { createShopifyConnector } from './client.js';
import { startFakeShopify, type FakeShopifyServer } from './fakeShopify/index.js';
import { CALLBACK_MAX_AGE_MS, callbackMessage, verifyCallback } from './oauth.js';
import { DEFAULT_SCOPES, normalizeDomain } from './store.js';

const ANSWERED_AT = '2026-12-05T10:00:00.000Z';
const REDIRECT = 'http://127.0.0.1:8080/api/online_stores/shopify/callback';

/** The query of a redirect URL, as the API's route receives it. */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('connecting a store with Shopify OAuth, against the fake Shopify', () => {
  let fake: FakeShopifyServer;
  let shopify: CommerceConnector;

  beforeAll(async () => {
    fake = await startFakeShopify({ ...TEST_SHOPIFY_APP, redirectUrls: [REDIRECT] });
    shopify = createShopifyConnector(testShopifyOptions(fake));
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('reads a store address from its name, its address or its URL, and nothing else', () => {
    for (const input of [
      'atelier-lea',
      ' Atelier-Lea.myshopify.com ',
      'https://atelier-lea.myshopify.com/',
    ]) {
      expect(normalizeDomain(input)).toBe('atelier-lea.myshopify.com');
    }
    for (const input of [
      '',
      'atelier lea',
      'atelier-lea.fr',
      '-lea.myshopify.com',
      'lea.myshopify.com.evil.io',
    ]) {
      expect(normalizeDomain(input)).toBeUndefined();
    }
    expect(shopify.normalizeDomain('boutique-2')).toBe('boutique-2.myshopify.com');
  });

  it('sends the merchant to the store’s consent page asking for an offline token with merci’s scopes', async () => {
    const url = new URL(
      shopify.authorizeUrl({ domain: TEST_STORE, state: 'state-123', redirectUri: REDIRECT }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.storeOrigin(TEST_STORE)}/admin/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: TEST_SHOPIFY_APP.apiKey,
      scope: 'write_discounts,read_orders',
      redirect_uri: REDIRECT,
      state: 'state-123',
    });
    expect(url.searchParams.has('grant_options[]')).toBe(false);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>Installer merci sur ${TEST_STORE}</h1>`);
    expect(html).toContain('Créer et modifier vos codes de réduction');
    expect(html).toContain('>Refuser</a>');
    const install = /href="([^"]+)">Installer l’application<\/a>/.exec(html)?.[1]?.replaceAll('&#38;', '&');
    expect(install).toBeDefined();
    const query = queryOf(install ?? '');
    expect(Object.keys(query).sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect(query).toMatchObject({ shop: TEST_STORE, state: 'state-123' });
    expect(shopify.verifyCallback(query)).toBe(true);
  });

  it('shows Shopify’s refusal for another app’s client id or an unknown scope', async () => {
    const base = `${fake.storeOrigin(TEST_STORE)}/admin/oauth/authorize`;
    const other = await fetch(`${base}?client_id=another&scope=read_orders&redirect_uri=${REDIRECT}`);
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('Cette application est introuvable.');
    const unknown = await fetch(
      `${base}?client_id=${TEST_SHOPIFY_APP.apiKey}&scope=read_everything&redirect_uri=${REDIRECT}`,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('invalid_scope: read_everything');
  });

  it('refuses a redirect_uri that is not one of the app’s redirection URLs, as Shopify does', async () => {
    const elsewhere = 'https://attacker.example/online_stores/shopify/callback';
    for (const redirectUri of [elsewhere, `${REDIRECT}/`, `${REDIRECT}?next=1`]) {
      const page = await fetch(
        `${fake.storeOrigin(TEST_STORE)}/admin/oauth/authorize?` +
          new URLSearchParams({
            client_id: TEST_SHOPIFY_APP.apiKey,
            scope: 'read_orders',
            redirect_uri: redirectUri,
          }),
      );
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('The redirect_uri is not whitelisted');
    }
    expect(() => fake.approve({ domain: TEST_STORE, redirectUri: elsewhere, state: 's' })).toThrow(
      'The redirect_uri is not whitelisted',
    );
  });

  it('accepts the signed way back and refuses it tampered, signed with another secret, or too old', () => {
    const query = queryOf(fake.approve({ domain: TEST_STORE, redirectUri: REDIRECT, state: 'abc' }));
    expect(shopify.verifyCallback(query)).toBe(true);
    expect(shopify.verifyCallback({ ...query, state: 'abd' })).toBe(false);
    expect(shopify.verifyCallback({ ...query, shop: 'other-store.myshopify.com' })).toBe(false);
    const { hmac: _hmac, ...unsigned } = query;
    expect(shopify.verifyCallback(unsigned)).toBe(false);

    const otherApp = createShopifyConnector(testShopifyOptions(fake, { apiSecret: 'another-secret' }));
    expect(otherApp.verifyCallback(query)).toBe(false);

    const dayAndMinuteLater = () => new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    const later = createShopifyConnector(testShopifyOptions(fake, { now: dayAndMinuteLater }));
    expect(later.verifyCallback(query)).toBe(false);
  });

  it('refuses a well-signed callback whose shop is not a store address', () => {
    const query = {
      code: 'abc',
      shop: 'evil.example.com',
      state: 's',
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const message = new URLSearchParams(Object.entries(query).sort()).toString();
    const hmac = createHmac('sha256', TEST_SHOPIFY_APP.apiSecret).update(message).digest('hex');
    expect(shopify.verifyCallback({ ...query, hmac })).toBe(false);
    expect(shopify.verifyCallback({ ...query, shop: 'evil.myshopify.com', hmac })).toBe(false);
  });

  it('checks the example of Shopify’s documentation: parameters sorted, hmac and signature left out', () => {
    const documented = createShopifyConnector({
      apiKey: 'key',
      apiSecret: 'hush',
      now: () => new Date(1337178173 * 1000),
    });
    const query = {
      code: '0907a61c0c8d55e99db179b68161bc00',
      shop: 'some-shop.myshopify.com',
      timestamp: '1337178173',
      hmac: '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20',
    };
    expect(documented.verifyCallback(query)).toBe(true);
    expect(documented.verifyCallback({ ...query, signature: 'legacy' })).toBe(true);
    expect(documented.verifyCallback({ ...query, hmac: query.hmac.toUpperCase() })).toBe(true);
    expect(documented.verifyCallback({ ...query, timestamp: '1337178174' })).toBe(false);
  });

  it('exchanges the code once for an expiring offline token, its refresh token and the granted scopes', async () => {
    const query = queryOf(fake.approve({ domain: TEST_STORE, redirectUri: REDIRECT, state: 's' }));
    const before = Date.now();
    const grant = await shopify.exchangeCode({ domain: TEST_STORE, code: query.code ?? '' });
    expect(grant.accessToken).toMatch(/^shpat_/);
    expect(grant.refreshToken).toMatch(/^shprt_/);
    expect(grant.scopes).toEqual(['write_discounts', 'read_orders']);
    // One hour, and 90 days, from the request.
    expect(Number(grant.accessTokenExpiresAt?.getTime()) - before).toBeGreaterThanOrEqual(3600_000);
    expect(Number(grant.accessTokenExpiresAt?.getTime()) - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(Number(grant.refreshTokenExpiresAt?.getTime()) - before).toBeGreaterThanOrEqual(90 * 86_400_000);
    expect(fake.requests.at(-1)).toMatchObject({
      operation: 'access_token',
      grantType: 'authorization_code',
      domain: TEST_STORE,
      status: 200,
    });

    const again = shopify.exchangeCode({ domain: TEST_STORE, code: query.code ?? '' });
    await expect(again).rejects.toMatchObject({ kind: 'rejected', code: 'invalid_request' });
  });

  it('refuses a code given for another store', async () => {
    const query = queryOf(
      fake.approve({ domain: 'autre-boutique.myshopify.com', redirectUri: REDIRECT, state: 's' }),
    );
    await expect(shopify.exchangeCode({ domain: TEST_STORE, code: query.code ?? '' })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('refuses a grant without write_discounts as forbidden, naming the missing scope', async () => {
    const query = queryOf(
      fake.approve({ domain: TEST_STORE, redirectUri: REDIRECT, state: 's', scopes: ['read_orders'] }),
    );
    const exchange = shopify.exchangeCode({ domain: TEST_STORE, code: query.code ?? '' });
    await expect(exchange).rejects.toBeInstanceOf(CommerceError);
    await expect(exchange).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'The store did not grant write_discounts',
    });
  });

  it('takes write_orders as covering read_orders', async () => {
    const query = queryOf(
      fake.approve({
        domain: TEST_STORE,
        redirectUri: REDIRECT,
        state: 's',
        scopes: ['write_discounts', 'write_orders'],
      }),
    );
    const { scopes } = await shopify.exchangeCode({ domain: TEST_STORE, code: query.code ?? '' });
    expect(scopes).toEqual(['write_discounts', 'write_orders']);
  });

  it('refuses the code exchange of an app whose secret is wrong, without retrying', async () => {
    const query = queryOf(fake.approve({ domain: TEST_STORE, redirectUri: REDIRECT, state: 's' }));
    const wrong = createShopifyConnector(testShopifyOptions(fake, { apiSecret: 'wrong-secret' }));
    await expect(wrong.exchangeCode({ domain: TEST_STORE, code: query.code ?? '' })).rejects.toMatchObject({
      kind: 'rejected',
      code: 'invalid_client',
    });
    expect(fake.requests.filter((request) => request.operation === 'access_token')).toHaveLength(1);
  });

  it('reports a code exchange that times out as unavailable', async () => {
    const query = queryOf(fake.approve({ domain: TEST_STORE, redirectUri: REDIRECT, state: 's' }));
    fake.failNext(1, 'timeout', { operation: 'access_token' });
    const quick = createShopifyConnector(testShopifyOptions(fake, { timeoutMs: 100 }));
    await expect(quick.exchangeCode({ domain: TEST_STORE, code: query.code ?? '' })).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Shopify did not answer within 100 ms',
    });
  });

  it('refuses an API version Shopify does not publish', () => {
    expect(() => createShopifyConnector({ ...TEST_SHOPIFY_APP, apiVersion: '2025-11' })).toThrow(
      'Not a Shopify API version: 2025-11',
    );
    expect(() => createShopifyConnector({ ...TEST_SHOPIFY_APP, apiVersion: 'latest' })).toThrow();
  });
});

describe('the callback’s signature and age', () => {
  const SECRET = 'hush';
  const SIGNED_AT = 1337178173;
  const options = (nowMs = SIGNED_AT * 1000) => ({
    apiKey: 'key',
    apiSecret: SECRET,
    scopes: DEFAULT_SCOPES,
    storeOrigin: (domain: string) => `https://${domain}`,
    now: () => new Date(nowMs),
  });
  /** Signed as Shopify signs: the other parameters sorted by name, as a query string. */
  const signed = (query: Record<string, string>) => ({
    ...query,
    hmac: createHmac('sha256', SECRET)
      .update(new URLSearchParams(Object.entries(query).sort()).toString())
      .digest('hex'),
  });
  const QUERY = { code: 'c0de', shop: 'some-shop.myshopify.com', state: 's', timestamp: String(SIGNED_AT) };

  it('signs every parameter but hmac and signature, sorted by name, as a query string', () => {
    expect(
      callbackMessage({
        timestamp: '1',
        state: 'a b&c',
        shop: 'x.myshopify.com',
        signature: 'legacy',
        hmac: 'h',
        host: 'aG9zdA',
        code: 'c',
      }),
    ).toBe('code=c&host=aG9zdA&shop=x.myshopify.com&state=a+b%26c&timestamp=1');
    expect(callbackMessage({ b: '2', a: '1', c: '3' })).toBe('a=1&b=2&c=3');
    expect(callbackMessage({ c: '3', b: '2', a: '1' })).toBe('a=1&b=2&c=3');
  });

  it.each([
    ['when it was signed', 0, true],
    ['a day after', CALLBACK_MAX_AGE_MS, true],
    ['a day and a millisecond after', CALLBACK_MAX_AGE_MS + 1, false],
    ['a day before, on a clock behind', -CALLBACK_MAX_AGE_MS, true],
    ['a day and a millisecond before', -CALLBACK_MAX_AGE_MS - 1, false],
  ])('takes a signed callback checked %s: %s', (_when, offset, accepted) => {
    expect(CALLBACK_MAX_AGE_MS).toBe(86_400_000);
    expect(verifyCallback(options(SIGNED_AT * 1000 + offset), signed(QUERY))).toBe(accepted);
  });

  it.each([
    ['a timestamp in exponent form', { timestamp: '1.337178173e9' }],
    ['a timestamp with a sign', { timestamp: '+1337178173' }],
    ['a timestamp with a space', { timestamp: ' 1337178173' }],
    ['a timestamp with a decimal', { timestamp: '1337178173.0' }],
    ['a timestamp in hexadecimal', { timestamp: '0x4FB3B13D' }],
    ['an empty timestamp', { timestamp: '' }],
    ['a shop in capitals', { shop: 'Some-Shop.myshopify.com' }],
    ['a shop named without its address', { shop: 'some-shop' }],
    ['a shop at its URL', { shop: 'https://some-shop.myshopify.com' }],
  ])('refuses a well-signed callback with %s', (_case, fields) => {
    expect(verifyCallback(options(), signed({ ...QUERY, ...fields }))).toBe(false);
  });

  it('refuses a well-signed callback without a timestamp or a shop', () => {
    const { timestamp: _timestamp, ...untimed } = QUERY;
    expect(verifyCallback(options(), signed(untimed))).toBe(false);
    const { shop: _shop, ...storeless } = QUERY;
    expect(verifyCallback(options(), signed(storeless))).toBe(false);
  });

  it('refuses a signature that is missing or not 64 hexadecimal characters', () => {
    const { hmac } = signed(QUERY);
    expect(verifyCallback(options(), { ...QUERY, hmac })).toBe(true);
    expect(verifyCallback(options(), QUERY)).toBe(false);
    for (const wrong of [hmac.slice(1), `${hmac}0`, `${hmac.slice(0, 63)}g`, ` ${hmac}`, '']) {
      expect(verifyCallback(options(), { ...QUERY, hmac: wrong })).toBe(false);
    }
  });
});

describe('the code exchange’s answers', () => {
  let requests: { url: string; body: unknown }[] = [];
  /** A connector whose store answers the exchange with `status` and `body` (JSON unless text). */
  const answering = (status: number, body?: unknown, scopes?: string[]) => {
    requests = [];
    return createShopifyConnector({
      apiKey: 'key',
      apiSecret: 'secret',
      storeOrigin: (domain) => `https://${domain}`,
      now: () => new Date(ANSWERED_AT),
      ...(scopes ? { scopes } : {}),
      fetch: (async (url: string, init: RequestInit) => {
        requests.push({ url, body: JSON.parse(String(init.body)) });
        const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
        return new Response(text, { status });
      }) as typeof fetch,
    });
  };
  const exchange = (status: number, body?: unknown) =>
    answering(status, body).exchangeCode({ domain: 'atelier-lea', code: 'the-code' });

  it('asks for an expiring token with the app’s credentials and the code, and returns both tokens, their ends and the scopes', async () => {
    await expect(
      exchange(200, {
        access_token: 'shpat_1',
        expires_in: 3600,
        refresh_token: 'shprt_1',
        refresh_token_expires_in: 7_776_000,
        scope: ' write_discounts , read_orders ,',
      }),
    ).resolves.toEqual({
      accessToken: 'shpat_1',
      accessTokenExpiresAt: new Date('2026-12-05T11:00:00.000Z'),
      refreshToken: 'shprt_1',
      refreshTokenExpiresAt: new Date('2027-03-05T10:00:00.000Z'),
      scopes: ['write_discounts', 'read_orders'],
    });
    expect(requests).toEqual([
      {
        url: 'https://atelier-lea.myshopify.com/admin/oauth/access_token',
        body: { client_id: 'key', client_secret: 'secret', code: 'the-code', expiring: '1' },
      },
    ]);
  });

  it('keeps a token answered without an end as one that does not expire, and reads no scope from an answer that names none', async () => {
    const shopify = answering(200, { access_token: 'shpat_1', scope: 42 }, []);
    await expect(shopify.exchangeCode({ domain: 'atelier-lea', code: 'c' })).resolves.toEqual({
      accessToken: 'shpat_1',
      accessTokenExpiresAt: null,
      refreshToken: null,
      refreshTokenExpiresAt: null,
      scopes: [],
    });
  });

  it('asks nothing of an address that is not a store’s', async () => {
    const shopify = answering(200, { access_token: 'shpat_1', scope: 'write_discounts,read_orders' });
    await expect(shopify.exchangeCode({ domain: 'evil.example.com', code: 'c' })).rejects.toThrow(
      'Not a Shopify store address: evil.example.com',
    );
    expect(() =>
      shopify.authorizeUrl({ domain: 'evil.example.com', state: 's', redirectUri: REDIRECT }),
    ).toThrow('Not a Shopify store address: evil.example.com');
    expect(requests).toEqual([]);
  });

  it.each([
    [
      400,
      { error: 'invalid_request', error_description: 'The code was already used' },
      'rejected',
      'invalid_request',
      'Shopify refused the code exchange (HTTP 400): The code was already used',
    ],
    [400, 'not json', 'rejected', '400', 'Shopify refused the code exchange (HTTP 400)'],
    [
      400,
      { error: 42, error_description: 42 },
      'rejected',
      '400',
      'Shopify refused the code exchange (HTTP 400)',
    ],
    [401, undefined, 'rejected', '401', 'Shopify refused the code exchange (HTTP 401)'],
    [403, undefined, 'rejected', '403', 'Shopify refused the code exchange (HTTP 403)'],
    [499, undefined, 'rejected', '499', 'Shopify refused the code exchange (HTTP 499)'],
    [201, { access_token: 'shpat_1' }, 'rejected', '201', 'Shopify refused the code exchange (HTTP 201)'],
    [402, undefined, 'unavailable', '402', 'Shopify refused the code exchange (HTTP 402)'],
    [423, undefined, 'unavailable', '423', 'Shopify refused the code exchange (HTTP 423)'],
    [429, undefined, 'unavailable', '429', 'Shopify refused the code exchange (HTTP 429)'],
    [500, undefined, 'unavailable', '500', 'Shopify refused the code exchange (HTTP 500)'],
    [
      503,
      { error: 'unavailable' },
      'unavailable',
      'unavailable',
      'Shopify refused the code exchange (HTTP 503)',
    ],
  ])('answers HTTP %i %j as %s (%s)', async (status, body, kind, code, message) => {
    const refused = exchange(status, body);
    await expect(refused).rejects.toBeInstanceOf(CommerceError);
    await expect(refused).rejects.toMatchObject({ kind, code, message });
  });

  it.each([
    undefined,
    'not json',
    {},
    { access_token: '' },
    { access_token: 42 },
    { scope: 'write_discounts' },
  ])('refuses an answer without a token: %j', async (body) => {
    await expect(exchange(200, body)).rejects.toMatchObject({
      kind: 'rejected',
      code: undefined,
      message: 'Shopify answered the code exchange without a token',
    });
  });

  it.each([
    [undefined, 'write_discounts, read_orders'],
    [42, 'write_discounts, read_orders'],
    ['', 'write_discounts, read_orders'],
    ['read_orders', 'write_discounts'],
    ['write_discounts', 'read_orders'],
    ['read_discounts,write_orders', 'write_discounts'],
  ])('refuses a grant of %j as forbidden, naming %s', async (scope, missing) => {
    await expect(exchange(200, { access_token: 'shpat_1', scope })).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'MISSING_SCOPE',
      message: `The store did not grant ${missing}`,
    });
  });
});
