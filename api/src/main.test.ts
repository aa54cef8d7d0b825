import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, DEMO_LOGIN } from './db/seed.js';
import { serve, start, type RunningMerci } from './main.js';
import { createOwner, createShop } from './testing/factories.js';
import { testDialect } from './testing/harness.js';

const postgresUrl = testDialect() === 'postgres' ? process.env.DATABASE_URL : undefined;

/** A fresh place for one start: a data folder, and on PostgreSQL a schema of its own. */
async function freshDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-start-test-'));
  if (!postgresUrl)
    return { dataDir, env: {}, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const searchPath = `test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema ${searchPath}`);
  return {
    dataDir,
    searchPath,
    env: { DATABASE_URL: postgresUrl },
    drop: async () => {
      await run(`drop schema ${searchPath} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const SECRETS = {
  JWT_SECRET: 'jwt-secret-for-the-production-start-test',
  CLAIM_LINK_SECRET: 'claim-link-key-for-the-production-start-test',
  TOKEN_ENCRYPTION_KEY: 'token-key-for-the-production-start-test',
  FACEBOOK_APP_SECRET: 'facebook-app-secret-of-the-test',
  SHOPIFY_API_SECRET: 'shopify-app-secret-of-the-test',
};
const PUBLIC_URL = 'https://merci.example.test';

/** merci started on a fresh database: `env` beside the database's own variables, in its schema. */
function startOn(
  database: Awaited<ReturnType<typeof freshDatabase>>,
  env: Record<string, string>,
  print: (line: string) => void = () => {},
) {
  return start({
    env: { ...env, ...database.env },
    ...(database.searchPath ? { searchPath: database.searchPath } : {}),
    print,
  });
}

/** The variables of a production start on a free port, with a Graph API that is configured but never called. */
const productionEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  MERCI_DATA_DIR: dataDir,
  MERCI_DASHBOARD_DIR: '',
  PUBLIC_URL,
  FACEBOOK_APP_ID: '300000000000042',
  GRAPH_API_URL: 'http://127.0.0.1:9',
  SHOPIFY_API_KEY: 'shopify-app-of-the-test',
  AUTH_RATE_LIMIT: '3',
  LOG_LEVEL: 'error',
  ...SECRETS,
});

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

// Production hashes passwords at OWASP's scrypt cost: a sign-in takes seconds on a loaded machine.
describe(`merci started in production (${testDialect()})`, { timeout: 30_000 }, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let merci: RunningMerci;
  const lines: string[] = [];
  const api = (path: string, init?: RequestInit) => fetch(`${merci.url}/api${path}`, init);
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    api('/v1/oauth', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password, context: 'shop' }),
    });

  beforeAll(async () => {
    database = await freshDatabase();
    merci = await startOn(database, productionEnv(database.dataDir), (line) => lines.push(line));
  });
  afterAll(async () => {
    await merci.close();
    await database.drop();
  });

  it('seeds the categories and the subscription offers', async () => {
    const categories = await json(await api('/categories'));
    expect(categories.status).toBe(200);
    expect(categories.body).toMatchObject({ 'hydra:totalItems': CATEGORIES.length });
    const offers = await json(await api('/subscription_offers'));
    expect(offers.status).toBe(200);
    const types = (offers.body as { 'hydra:member': { type: string }[] })['hydra:member'].map(
      (offer) => offer.type,
    );
    expect(types).toEqual(['basic', 'pro', 'advanced', 'enterprise']);
  });

  it('seeds no demo shop and no demo user: the demo login is refused', async () => {
    expect(await json(await signIn(DEMO_LOGIN.email, DEMO_LOGIN.password))).toEqual({
      status: 401,
      body: { status: 401, message: 'account.errors.signin' },
    });
    const { db } = merci.app.ctx;
    expect(await db.selectFrom('user_account').select('email').execute()).toEqual([]);
    expect(await db.selectFrom('shop').select('name').execute()).toEqual([]);
  });

  it('registers no demo route: 404 with or without a session, and none in the API docs', async () => {
    const shopId = await createShop(merci.app.ctx.db, { validated: 1 });
    const owner = await createOwner(merci.app.ctx.db, { shopId });
    const signedIn = await json(await signIn(owner.email, owner.password));
    expect(signedIn.status).toBe(200);
    const token = (signedIn.body as { token: string }).token;
    const notFound = { status: 404, body: { status: 404, message: 'errors.not_found' } };
    const sessions: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
    for (const headers of sessions) {
      expect(await json(await api('/instagram/demo_messages', { headers }))).toEqual(notFound);
      expect(await json(await api('/instagram/demo_login', { headers }))).toEqual(notFound);
      expect(
        await json(
          await api('/instagram/demo_story_mention', {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: '{}',
          }),
        ),
      ).toEqual(notFound);
      expect(
        await json(
          await api('/online_stores/demo_orders', {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: '{"code":"MERCI-LEA-7K3Q"}',
          }),
        ),
      ).toEqual(notFound);
    }
    const docs = (await (await api('/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths).filter((path) => path.includes('demo'))).toEqual([]);
    expect(Object.keys(docs.paths)).toContain('/api/webhooks/instagram');
    expect(Object.keys(docs.paths)).toContain('/api/webhooks/{platform}');
  });

  it('hands the dashboard its Facebook app at run time, and no demo login', async () => {
    expect(await json(await api('/instagram/login_config'))).toEqual({
      status: 200,
      body: { appId: productionEnv(database.dataDir).FACEBOOK_APP_ID, demo: false, graphVersion: 'v26.0' },
    });
  });

  it('allows PUBLIC_URL as the only browser origin', async () => {
    const allowed = (origin: string) =>
      api('/categories', { headers: { origin } }).then((response) =>
        response.headers.get('access-control-allow-origin'),
      );
    expect(await allowed(PUBLIC_URL)).toBe(PUBLIC_URL);
    expect(await allowed('http://127.0.0.1:5173')).toBeNull();
    expect(await allowed('http://localhost:5173')).toBeNull();
    expect(await allowed('https://elsewhere.example.test')).toBeNull();
    const preflight = await api('/v1/oauth', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('writes no generated secret into the data folder', () => {
    const files = existsSync(database.dataDir) ? readdirSync(database.dataDir) : [];
    expect(files.filter((file) => !file.startsWith('merci.sqlite'))).toEqual([]);
  });

  it('prints where it runs, and no secret, no demo login', () => {
    const printed = lines.join('\n');
    expect(printed).toContain(`merci is running at ${merci.url}/ (production)`);
    expect(printed).toContain(`Public URL: ${PUBLIC_URL}`);
    expect(printed).toContain(`Webhooks:   INSTAGRAM_WEBHOOK_VERIFY_TOKEN is not set`);
    expect(printed).not.toContain('Demo login');
    expect(printed).not.toContain(DEMO_LOGIN.password);
    expect(printed).not.toContain('demo:story-mention');
    expect(printed).toContain('Shopify:    app shopify-app-of-the-test, Admin API 2026-10');
    expect(printed).not.toContain('fake Shopify');
    for (const secret of Object.values(SECRETS)) expect(printed).not.toContain(secret);
    if (postgresUrl) expect(printed).not.toContain(postgresUrl);
  });

  it('limits sign-ins per client behind the local reverse proxy, not for all clients at once', async () => {
    const from = (address: string) =>
      signIn('nobody@example.test', 'wrong password', { 'x-forwarded-for': address });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await from('203.0.113.7')).status).toBe(401);
    expect(await json(await from('203.0.113.7'))).toEqual({
      status: 429,
      body: { status: 429, message: 'errors.too_many_requests' },
    });
    expect((await from('203.0.113.8')).status).toBe(401);
    // Each refused sign-in hashes with production's scrypt cost (ADR 027), five in a row: slow on
    // a busy two-core machine, hence more than the default time.
  }, 30_000);
});

describe(`several production processes on one database (${testDialect()})`, () => {
  it('all start, and the reference data is there once', async () => {
    const database = await freshDatabase();
    const options = {
      env: { ...productionEnv(database.dataDir), ...database.env, AUTOMATION_WORKER_INTERVAL_MS: '0' },
      ...(database.searchPath ? { searchPath: database.searchPath } : {}),
      print: () => {},
    };
    const started: RunningMerci[] = [];
    try {
      // PostgreSQL: at the same instant. SQLite: one after the other (one writer per file).
      if (postgresUrl) started.push(...(await Promise.all([start(options), start(options)])));
      else started.push(await start(options), await start(options));
      for (const merci of started) {
        const categories = await fetch(`${merci.url}/api/categories`);
        expect(await categories.json()).toMatchObject({ 'hydra:totalItems': CATEGORIES.length });
      }
    } finally {
      for (const merci of started) await merci.close();
      await database.drop();
    }
  });
});

describe('a production start that cannot start', () => {
  it.each([
    ['JWT_SECRET', { JWT_SECRET: undefined }, 'JWT_SECRET is not set'],
    [
      'a short TOKEN_ENCRYPTION_KEY',
      { TOKEN_ENCRYPTION_KEY: 'too-short' },
      'TOKEN_ENCRYPTION_KEY is 9 bytes long',
    ],
    ['MERCI_FAKE_GRAPH=1', { MERCI_FAKE_GRAPH: '1' }, 'MERCI_FAKE_GRAPH is set'],
    ['CLAIM_LINK_SECRET', { CLAIM_LINK_SECRET: undefined }, 'CLAIM_LINK_SECRET is not set'],
    ['a short JWT_SECRET', { JWT_SECRET: 'too-short' }, 'JWT_SECRET is 9 bytes long'],
    [
      'a CLAIM_LINK_SECRET that is the session secret',
      { CLAIM_LINK_SECRET: SECRETS.JWT_SECRET },
      'CLAIM_LINK_SECRET is JWT_SECRET',
    ],
  ])('prints one line naming %s and exits 1', async (_case, change, reason) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'merci-start-test-'));
    const errors: string[] = [];
    const printed: string[] = [];
    const exits: number[] = [];
    try {
      const running = await serve({
        env: { ...productionEnv(dataDir), ...change },
        print: (line) => printed.push(line),
        printError: (line) => errors.push(line),
        exit: (code) => exits.push(code),
      });
      expect(running).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(new RegExp(`^merci could not start: ${reason}[^\\n]*$`));
      expect(exits).toEqual([1]);
      expect(printed).toEqual([]);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a start outside production that cannot start', () => {
  it('refuses a JWT_SECRET from the environment shorter than 32 bytes, in one line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'merci-start-test-'));
    const errors: string[] = [];
    const exits: number[] = [];
    try {
      const running = await serve({
        env: { NODE_ENV: 'development', PORT: '0', MERCI_DATA_DIR: dataDir, JWT_SECRET: 'secret' },
        print: () => {},
        printError: (line) => errors.push(line),
        exit: (code) => exits.push(code),
      });
      expect(running).toBeUndefined();
      expect(errors).toEqual([
        'merci could not start: JWT_SECRET is 6 bytes long: it needs at least 32 (generate one with: openssl rand -base64 48)',
      ]);
      expect(exits).toEqual([1]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The offline demo's environment, the worker left off. */
const demoEnv = (dataDir: string) => ({
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: '0',
  MERCI_DATA_DIR: dataDir,
  MERCI_DASHBOARD_DIR: '',
  MERCI_FAKE_GRAPH: '1',
  AUTOMATION_WORKER_INTERVAL_MS: '0',
  LOG_LEVEL: 'error',
  // Past Shopify's support since 1 October 2026: the start says so.
  SHOPIFY_API_VERSION: '2025-10',
});

describe(`merci started as the offline demo (${testDialect()})`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let merci: RunningMerci;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    merci = await startOn(database, demoEnv(database.dataDir), (line) => lines.push(line));
  });
  afterAll(async () => {
    await merci.close();
    await database.drop();
  });

  it('warns that the configured Shopify API version is past its support, and names the newest', () => {
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}Warning: {4}SHOPIFY_API_VERSION 2025-10 left Shopify's support on 2026-10-01: Shopify answers with \d{4}-\d\d instead; set SHOPIFY_API_VERSION=2026-10 \(or leave it unset\)$/,
      ),
    );
  });

  it('prints the demo login, which signs in, and serves the demo login accounts', async () => {
    expect(lines).toContain(`  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
    const signedIn = await fetch(`${merci.url}/api/v1/oauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_LOGIN, context: 'shop' }),
    });
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    expect((await fetch(`${merci.url}/api/instagram/demo_login`)).status).toBe(401);
    const accounts = await fetch(`${merci.url}/api/instagram/demo_login`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(accounts.status).toBe(200);
    expect(await accounts.json()).toMatchObject({
      accounts: [expect.objectContaining({ username: expect.any(String) })],
    });
  });

  it('tells the dashboard to offer the demo login', async () => {
    const config = await fetch(`${merci.url}/api/instagram/login_config`);
    expect(config.status).toBe(200);
    expect(await config.json()).toEqual({ appId: null, demo: true, graphVersion: 'v26.0' });
  });

  it('still receives a story mention after a restart: the Page subscription Meta would keep is kept', async () => {
    const storyAfterStart = async () => {
      const signedIn = await fetch(`${merci.url}/api/v1/oauth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...DEMO_LOGIN, context: 'shop' }),
      });
      const { token } = (await signedIn.json()) as { token: string };
      const sent = await fetch(`${merci.url}/api/instagram/demo_story_mention`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ postedMinutesAgo: 5 }),
      });
      return { status: sent.status, stored: ((await sent.json()) as { stored?: number }).stored };
    };
    expect(await storyAfterStart()).toEqual({ status: 201, stored: 1 });
    // The account's daily check is not due again: only what the database says of the Page counts.
    await merci.close();
    merci = await startOn(database, demoEnv(database.dataDir), (line) => lines.push(line));
    expect(await storyAfterStart()).toEqual({ status: 201, stored: 1 });
    // Two sign-ins at scrypt's production cost and a restart: more than the default 5 seconds.
  }, 30_000);

  it('keeps its generated secrets in the data folder', () => {
    expect(readdirSync(database.dataDir)).toEqual(
      expect.arrayContaining(['fake-graph-app-secret', 'jwt-secret', 'token-encryption-key']),
    );
  });
});

describe(`merci started outside production on Meta's Graph API (${testDialect()})`, () => {
  it('hands the dashboard the Facebook app of FACEBOOK_APP_ID, and no demo login', async () => {
    const database = await freshDatabase();
    const merci = await startOn(database, {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      MERCI_DATA_DIR: database.dataDir,
      MERCI_DASHBOARD_DIR: '',
      GRAPH_API_URL: 'http://127.0.0.1:9',
      FACEBOOK_APP_ID: '500000000000042',
      FACEBOOK_APP_SECRET: 'facebook-app-secret-of-the-test',
      // The dialog follows the version of the calls: one Graph version, from the configuration.
      GRAPH_API_VERSION: 'v25.0',
      AUTOMATION_WORKER_INTERVAL_MS: '0',
      LOG_LEVEL: 'error',
    });
    try {
      expect(await json(await fetch(`${merci.url}/api/instagram/login_config`))).toEqual({
        status: 200,
        body: { appId: '500000000000042', demo: false, graphVersion: 'v25.0' },
      });
    } finally {
      await merci.close();
      await database.drop();
    }
  });
});
