import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_FACEBOOK_APP_ID, FAKE_SHOPIFY_API_KEY, REQUIRED_IN_PRODUCTION, readConfig } from './config.js';

describe('the Instagram settings read from the environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-config-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const read = (env: NodeJS.ProcessEnv) => readConfig({ MERCI_DATA_DIR: dataDir, ...env }).instagram;

  it("talks to Meta's Graph API on a current version by default, without app credentials", () => {
    expect(read({})).toMatchObject({
      fakeGraph: false,
      graphApiUrl: 'https://graph.facebook.com',
      graphApiVersion: 'v26.0',
      facebookAppId: undefined,
      facebookAppSecret: undefined,
      webhookVerifyToken: undefined,
      graphMaxRetries: 3,
      graphRetryDelayMs: 1000,
    });
  });

  it('generates the token encryption key once and keeps it in the data folder', () => {
    const first = read({}).tokenEncryptionKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(read({}).tokenEncryptionKey).toBe(first);
    expect(readFileSync(join(dataDir, 'token-encryption-key'), 'utf8').trim()).toBe(first);
    expect(read({ TOKEN_ENCRYPTION_KEY: 'from-the-environment-0123456789' }).tokenEncryptionKey).toBe(
      'from-the-environment-0123456789',
    );
  });

  it('uses the fake Graph server with its own app credentials when MERCI_FAKE_GRAPH=1', () => {
    const fake = read({ MERCI_FAKE_GRAPH: '1' });
    expect(fake).toMatchObject({ fakeGraph: true, facebookAppId: FAKE_FACEBOOK_APP_ID });
    expect(fake.facebookAppSecret).toMatch(/^.{32,}$/);
    expect(read({ MERCI_FAKE_GRAPH: '1' }).facebookAppSecret).toBe(fake.facebookAppSecret);
  });

  it('reads the real app, the version and the webhook token', () => {
    expect(
      read({
        GRAPH_API_URL: 'https://graph.example.test/',
        GRAPH_API_VERSION: 'v24.0',
        FACEBOOK_APP_ID: '123',
        FACEBOOK_APP_SECRET: 'app-secret',
        INSTAGRAM_WEBHOOK_VERIFY_TOKEN: 'verify',
        GRAPH_API_MAX_RETRIES: '5',
        GRAPH_API_RETRY_DELAY_MS: '250',
      }),
    ).toMatchObject({
      graphApiUrl: 'https://graph.example.test',
      graphApiVersion: 'v24.0',
      facebookAppId: '123',
      facebookAppSecret: 'app-secret',
      webhookVerifyToken: 'verify',
      graphMaxRetries: 5,
      graphRetryDelayMs: 250,
    });
  });

  it.each([
    [{ GRAPH_API_URL: 'https://graph.example.test', MERCI_FAKE_GRAPH: '1' }, /both set/],
    [{ GRAPH_API_VERSION: '16.0' }, /GRAPH_API_VERSION must look like v26\.0/],
    [{ GRAPH_API_URL: 'graph.facebook.com' }, /GRAPH_API_URL must be an origin/],
    [{ GRAPH_API_MAX_RETRIES: 'many' }, /GRAPH_API_MAX_RETRIES/],
  ])('stops with a clear message on %j', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });
});

describe('the Shopify app read from the environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-config-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const read = (env: NodeJS.ProcessEnv) => readConfig({ MERCI_DATA_DIR: dataDir, ...env }).shopify;

  it('runs the fake Shopify without an app, with a secret generated once', () => {
    const demo = read({});
    expect(demo).toMatchObject({
      fakeShopify: true,
      apiKey: FAKE_SHOPIFY_API_KEY,
      apiVersion: '2026-10',
      scopes: ['write_discounts', 'read_orders'],
    });
    expect(demo.apiSecret).toMatch(/^.{32,}$/);
    expect(read({}).apiSecret).toBe(demo.apiSecret);
  });

  it('reads the real app, its version and its scopes', () => {
    expect(
      read({
        SHOPIFY_API_KEY: 'client-id',
        SHOPIFY_API_SECRET: 'client-secret',
        SHOPIFY_API_VERSION: '2026-01',
        SHOPIFY_SCOPES: 'write_discounts, read_orders, read_products',
      }),
    ).toEqual({
      fakeShopify: false,
      apiKey: 'client-id',
      apiSecret: 'client-secret',
      apiVersion: '2026-01',
      scopes: ['write_discounts', 'read_orders', 'read_products'],
    });
  });

  it.each([
    [{ SHOPIFY_API_KEY: 'client-id' }, /^SHOPIFY_API_SECRET is not set while SHOPIFY_API_KEY is/],
    [{ SHOPIFY_API_SECRET: 'client-secret' }, /^SHOPIFY_API_KEY is not set while SHOPIFY_API_SECRET is/],
    [{ SHOPIFY_API_KEY: 'a', SHOPIFY_API_SECRET: 'b', MERCI_FAKE_SHOPIFY: '1' }, /both set/],
    [{ SHOPIFY_API_VERSION: '2025-11' }, /SHOPIFY_API_VERSION must be one of Shopify's quarterly versions/],
    [{ SHOPIFY_SCOPES: 'write_discounts' }, /SHOPIFY_SCOPES must include read_orders/],
  ])('stops with a clear message on %j', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });
});

describe('the automation settings read from the environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-config-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const read = (env: NodeJS.ProcessEnv) => readConfig({ MERCI_DATA_DIR: dataDir, ...env }).automations;

  it('sends story messages 30 minutes before expiry and runs the worker every 15 s by default', () => {
    expect(read({})).toEqual({ messageOffsetMinutes: 30, workerIntervalMs: 15_000 });
  });

  it('reads another offset and interval, 0 turning the worker off', () => {
    expect(read({ AUTOMATION_MESSAGE_OFFSET_MINUTES: '45', AUTOMATION_WORKER_INTERVAL_MS: '0' })).toEqual({
      messageOffsetMinutes: 45,
      workerIntervalMs: 0,
    });
  });

  it.each([
    [{ AUTOMATION_MESSAGE_OFFSET_MINUTES: '1440' }, /AUTOMATION_MESSAGE_OFFSET_MINUTES must be .* 0 to 1439/],
    [{ AUTOMATION_MESSAGE_OFFSET_MINUTES: 'half an hour' }, /AUTOMATION_MESSAGE_OFFSET_MINUTES/],
    [{ AUTOMATION_WORKER_INTERVAL_MS: '-5' }, /AUTOMATION_WORKER_INTERVAL_MS must be/],
  ])('stops with a clear message on %j', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });
});

describe('production (NODE_ENV=production)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-config-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const complete = {
    NODE_ENV: 'production',
    MERCI_DATA_DIR: dataDir,
    PUBLIC_URL: 'https://merci.example.com',
    JWT_SECRET: 'j'.repeat(32),
    CLAIM_LINK_SECRET: 'c'.repeat(32),
    TOKEN_ENCRYPTION_KEY: 't'.repeat(48),
    FACEBOOK_APP_ID: '1234567890',
    FACEBOOK_APP_SECRET: 'facebook-app-secret',
    SHOPIFY_API_KEY: 'shopify-client-id',
    SHOPIFY_API_SECRET: 'shopify-client-secret',
  };
  /** The message readConfig stops with, or the config it read. */
  const refusal = (env: NodeJS.ProcessEnv): string => {
    try {
      readConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('readConfig accepted the environment');
  };

  it('reads a complete environment: secrets as given, CORS for the public URL only, no file written', () => {
    const config = readConfig(complete);
    expect(config).toMatchObject({
      production: true,
      publicUrl: 'https://merci.example.com',
      corsOrigins: ['https://merci.example.com'],
      trustProxy: 'loopback',
      jwtSecret: complete.JWT_SECRET,
      claimLinks: { secret: complete.CLAIM_LINK_SECRET, previousSecrets: [] },
    });
    expect(config.instagram).toMatchObject({
      fakeGraph: false,
      graphApiUrl: 'https://graph.facebook.com',
      facebookAppId: complete.FACEBOOK_APP_ID,
      facebookAppSecret: complete.FACEBOOK_APP_SECRET,
      tokenEncryptionKey: complete.TOKEN_ENCRYPTION_KEY,
    });
    expect(config.shopify).toEqual({
      fakeShopify: false,
      apiKey: complete.SHOPIFY_API_KEY,
      apiSecret: complete.SHOPIFY_API_SECRET,
      apiVersion: '2026-10',
      scopes: ['write_discounts', 'read_orders'],
    });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses the offline demo’s fake Shopify', () => {
    expect(refusal({ ...complete, MERCI_FAKE_SHOPIFY: '1' })).toMatch(
      /^MERCI_FAKE_SHOPIFY is set: .* never runs in production/,
    );
  });

  it.each(REQUIRED_IN_PRODUCTION)('stops on one line naming %s when it is missing or blank', (name) => {
    for (const value of [undefined, '', '   ']) {
      const message = refusal({ ...complete, [name]: value });
      expect(message).toBe(
        `${name} is not set: required in production (NODE_ENV=production), see "Running in production" in the README`,
      );
    }
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('names every missing variable in the same line', () => {
    expect(refusal({ NODE_ENV: 'production', MERCI_DATA_DIR: dataDir })).toBe(
      'PUBLIC_URL, JWT_SECRET, CLAIM_LINK_SECRET, TOKEN_ENCRYPTION_KEY, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, SHOPIFY_API_KEY and SHOPIFY_API_SECRET are not set: required in production (NODE_ENV=production), see "Running in production" in the README',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it.each(['JWT_SECRET', 'CLAIM_LINK_SECRET', 'TOKEN_ENCRYPTION_KEY'])(
    'refuses a %s shorter than 32 bytes without showing it, and counts bytes, not characters',
    (name) => {
      const short = 's'.repeat(31);
      const message = refusal({ ...complete, [name]: short });
      expect(message).toBe(
        `${name} is 31 bytes long: production needs at least 32 (generate one with: openssl rand -base64 48)`,
      );
      expect(message).not.toContain(short);
      // 16 × "é" is 16 characters but 32 bytes of UTF-8.
      expect(() => readConfig({ ...complete, [name]: 'é'.repeat(16) })).not.toThrow();
      expect(refusal({ ...complete, [name]: 'é'.repeat(15) })).toMatch(
        new RegExp(`^${name} is 30 bytes long`),
      );
    },
  );

  it.each(['1', 'true', ' YES '])('refuses MERCI_FAKE_GRAPH=%j: the fake Graph API is the demo', (value) => {
    expect(refusal({ ...complete, MERCI_FAKE_GRAPH: value })).toBe(
      "MERCI_FAKE_GRAPH is set: the offline demo's fake Graph API never runs in production (NODE_ENV=production); unset it",
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('accepts MERCI_FAKE_GRAPH=0 and a Graph API of its own', () => {
    expect(
      readConfig({ ...complete, MERCI_FAKE_GRAPH: '0', GRAPH_API_URL: 'https://graph.example.test' })
        .instagram,
    ).toMatchObject({ fakeGraph: false, graphApiUrl: 'https://graph.example.test' });
  });

  it.each([
    'merci.example.com',
    'https://merci.example.com/app',
    'https://user:pw@merci.example.com',
    'ftp://merci.example.com',
  ])('refuses PUBLIC_URL=%s: it must be an origin', (value) => {
    expect(refusal({ ...complete, PUBLIC_URL: value })).toBe(
      'PUBLIC_URL must be the origin the dashboard is served from, such as https://merci.example.com (no path)',
    );
  });

  it('reads PUBLIC_URL as browsers send their Origin', () => {
    expect(readConfig({ ...complete, PUBLIC_URL: 'HTTPS://Merci.Example.com:443/' })).toMatchObject({
      publicUrl: 'https://merci.example.com',
      corsOrigins: ['https://merci.example.com'],
    });
  });

  it('refuses CORS_ORIGINS: browsers call the API from PUBLIC_URL only', () => {
    expect(refusal({ ...complete, CORS_ORIGINS: 'https://other.example.com' })).toBe(
      'CORS_ORIGINS is set: in production (NODE_ENV=production) browsers may call the API from PUBLIC_URL only; unset it',
    );
  });

  it('reads the previous claim-link keys, and refuses a claim key that is the session secret', () => {
    const previous = ['p'.repeat(32), 'q'.repeat(40)];
    expect(
      readConfig({ ...complete, CLAIM_LINK_PREVIOUS_SECRETS: ` ${previous[0]} ,${previous[1]},` }).claimLinks,
    ).toEqual({ secret: complete.CLAIM_LINK_SECRET, previousSecrets: previous });
    expect(refusal({ ...complete, CLAIM_LINK_SECRET: complete.JWT_SECRET })).toBe(
      'CLAIM_LINK_SECRET is JWT_SECRET: claim links need a key of their own, so that rotating JWT_SECRET keeps them working',
    );
    expect(refusal({ ...complete, CLAIM_LINK_PREVIOUS_SECRETS: complete.JWT_SECRET })).toMatch(
      /^CLAIM_LINK_PREVIOUS_SECRETS holds JWT_SECRET/,
    );
    expect(refusal({ ...complete, CLAIM_LINK_PREVIOUS_SECRETS: `${'p'.repeat(32)},short` })).toBe(
      'CLAIM_LINK_PREVIOUS_SECRETS (key 2) is 5 bytes long: production needs at least 32 (generate one with: openssl rand -base64 48)',
    );
  });

  it('trusts the reverse proxies named by TRUST_PROXY instead of the local one', () => {
    expect(readConfig({ ...complete, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(readConfig({ ...complete, TRUST_PROXY: ' loopback, 192.0.2.7 ,2001:db8::/32' }).trustProxy).toBe(
      'loopback,192.0.2.7,2001:db8::/32',
    );
  });

  it('reads a number in TRUST_PROXY as the count of proxy hops in front', () => {
    expect(readConfig({ ...complete, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each([
    [
      'true',
      'TRUST_PROXY must be a number of proxy hops, or addresses, CIDRs and loopback separated by commas, got "true"',
    ],
    [
      'loopback,proxy.example.com',
      'TRUST_PROXY must be a number of proxy hops, or addresses, CIDRs and loopback separated by commas, got "proxy.example.com"',
    ],
    ['0', 'TRUST_PROXY as a number of proxy hops must be from 1 to 10, got "0"'],
  ])('refuses TRUST_PROXY=%s with one line', (value, message) => {
    expect(refusal({ ...complete, TRUST_PROXY: value })).toBe(message);
  });
});

describe('outside production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-config-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('needs nothing: CORS for the public URL and Vite, no proxy trusted, secrets generated in the data dir', () => {
    const config = readConfig({ MERCI_DATA_DIR: dataDir, NODE_ENV: 'development' });
    expect(config).toMatchObject({
      production: false,
      publicUrl: 'http://127.0.0.1:8080',
      corsOrigins: ['http://127.0.0.1:8080', 'http://127.0.0.1:5173', 'http://localhost:5173'],
      trustProxy: undefined,
    });
    expect(readdirSync(dataDir).sort()).toEqual([
      'fake-shopify-app-secret',
      'jwt-secret',
      'token-encryption-key',
    ]);
    expect(config.jwtSecret).toBe(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
    // The claim links' key is derived from it, never the session secret itself.
    expect(config.claimLinks.secret).toMatch(/^.{32,}$/);
    expect(config.claimLinks.secret).not.toBe(config.jwtSecret);
  });

  it.each(['JWT_SECRET', 'CLAIM_LINK_SECRET', 'CLAIM_LINK_PREVIOUS_SECRETS'])(
    'refuses a %s from the environment shorter than 32 bytes, without showing it',
    (name) => {
      const message = (() => {
        try {
          readConfig({ MERCI_DATA_DIR: dataDir, NODE_ENV: 'development', [name]: 'too-short-secret' });
        } catch (error) {
          return (error as Error).message;
        }
        return 'accepted';
      })();
      expect(message).toMatch(new RegExp(`^${name}( \\(key 1\\))? is 16 bytes long: it needs at least 32`));
      expect(message).not.toContain('too-short-secret');
    },
  );
});
