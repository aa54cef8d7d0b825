/**
 * A real API for a test file: a fresh SQLite file in a temporary folder (or, when DATABASE_URL
 * names a PostgreSQL server, a fresh schema there), migrated, served over real HTTP on a free
 * loopback port, with its mail outbox readable.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { PasswordHashing } from '../auth/password.js';
import type { AppContext } from '../context.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { createMailer, type Mail } from '../mail/mailer.js';
import { buildServer, type ServerOptions } from '../server.js';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as `application/merge-patch+json` or another type instead of JSON. */
  contentType?: string;
}

export interface TestApi {
  baseUrl: string;
  app: FastifyInstance;
  /** What the routes share: the clock, the Instagram service, the automations' worker… */
  ctx: AppContext;
  db: Kysely<Database>;
  dialect: DatabaseHandle['dialect'];
  /** An HTTP call under the API prefix: `call('GET', '/users/me', { token })`. */
  call: <T = any>(method: string, path: string, options?: CallOptions) => Promise<ApiResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Signs in through POST /v1/oauth and returns the bearer token. */
  signIn: (email: string, password: string) => Promise<string>;
  /** Mails written to the outbox so far, oldest first. */
  outbox: () => Mail[];
  /**
   * Another connection (pool) to the same database, as a second API process would hold; the caller
   * destroys it. PostgreSQL only: a second SQLite connection in the same process would wait on the
   * first with a blocking busy wait that stops the very event loop the first one needs.
   */
  openDatabase: () => DatabaseHandle;
  /**
   * Another API process on the same database, serving at once beside this one: its own pool, its
   * own clock. PostgreSQL only, for the same reason as `openDatabase`. The caller closes it.
   */
  startAnother: (options?: { now?: () => Date }) => Promise<Pick<TestApi, 'baseUrl' | 'call' | 'close'>>;
  /**
   * Stops this API (its routes, worker and connection) and starts a new one on the same database,
   * as a restarted server would, with the clock given (this one's by default). `app`, `ctx`, `db`,
   * `baseUrl` and `call` then lead to the new one.
   */
  restart: (
    options?: { now?: () => Date } & Pick<TestApiOptions, 'jwtSecret' | 'claimLinks'>,
  ) => Promise<void>;
  close: () => Promise<void>;
}

/** `instagram` points the API at a fake Graph server (see `instagram/testing.ts`). */
export type TestApiOptions = Partial<
  Pick<
    ServerOptions,
    | 'authRateLimit'
    | 'now'
    | 'instagram'
    | 'logLevel'
    | 'logStream'
    | 'automations'
    | 'commerce'
    | 'jwtSecret'
    | 'claimLinks'
    | 'dashboardDir'
    | 'trustProxy'
    | 'passwordHashing'
    | 'signInThrottle'
  >
> & {
  /** The embedded SQLite file whatever DATABASE_URL says: for tests of SQLite's own behaviour. */
  sqlite?: boolean;
};

const postgresUrl = () => {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
};

/** Which database the API tests run on: printed by the suites so that a run says what it checked. */
export const testDialect = () => (postgresUrl() ? 'postgres' : 'sqlite');

/**
 * scrypt's cost in the test APIs and factories unless a test asks for another: a thousandth of
 * production's, so that thousands of sign-ins stay quick. The tests of the cost itself pass
 * `passwordHashing` (production's is the server's default).
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = { logN: 10, r: 8, p: 1 };

/** The secret the test API signs its session tokens with (forged-token tests sign with it too). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const folder = mkdtempSync(join(tmpdir(), 'merci-api-test-'));
  const outboxDir = join(folder, 'outbox');
  const databaseUrl = options.sqlite ? undefined : postgresUrl();
  let dropSchema = async () => {};
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }
  const connect = (): DatabaseHandle =>
    databaseUrl
      ? openDatabase({ databaseUrl, sqliteFile: '', ...(schema ? { searchPath: schema } : {}) })
      : openDatabase({ sqliteFile: join(folder, 'merci.sqlite') });
  let database = connect();
  await migrateToLatest(database.db, schema);

  // The keys in use, changed by a restart that rotates them.
  let keys = { jwtSecret: options.jwtSecret ?? TEST_JWT_SECRET, claimLinks: options.claimLinks };
  const serve = async (handle: DatabaseHandle, now = options.now) => {
    const server = await buildServer({
      database: handle,
      mailer: createMailer({ outboxDir, from: 'merci <no-reply@merci.test>' }),
      jwtSecret: keys.jwtSecret,
      ...(keys.claimLinks ? { claimLinks: keys.claimLinks } : {}),
      publicUrl: 'http://dashboard.test',
      corsOrigins: ['http://127.0.0.1:5173'],
      authRateLimit: options.authRateLimit ?? 1000,
      passwordHashing: options.passwordHashing ?? TEST_PASSWORD_HASHING,
      ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
      ...(options.signInThrottle ? { signInThrottle: options.signInThrottle } : {}),
      ...(now ? { now } : {}),
      ...(options.instagram ? { instagram: options.instagram } : {}),
      ...(options.logLevel ? { logLevel: options.logLevel } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.automations ? { automations: options.automations } : {}),
      ...(options.commerce ? { commerce: options.commerce } : {}),
      ...(options.dashboardDir ? { dashboardDir: options.dashboardDir } : {}),
    });
    return { server, url: await server.listen({ host: '127.0.0.1', port: 0 }) };
  };
  let { server: app, url: baseUrl } = await serve(database);
  let clock = options.now;

  const callAt =
    (base: () => string): TestApi['call'] =>
    async (method, path, { token, body, contentType } = {}) => {
      const headers: Record<string, string> = { accept: 'application/ld+json, application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = contentType ?? 'application/json';
      const response = await fetch(`${base()}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, headers: response.headers, body: parsed as never };
    };
  const call = callAt(() => baseUrl);

  return {
    get baseUrl() {
      return baseUrl;
    },
    get app() {
      return app;
    },
    get ctx() {
      return app.ctx;
    },
    get db() {
      return database.db;
    },
    dialect: database.dialect,
    call,
    signIn: async (email, password) => {
      const response = await call<{ token: string }>('POST', '/v1/oauth', {
        body: { email, password, context: 'shop' },
      });
      if (response.status !== 200 || !response.body.token) {
        throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return response.body.token;
    },
    openDatabase: () => {
      if (!databaseUrl) throw new Error('A second connection is only opened on PostgreSQL');
      return connect();
    },
    startAnother: async ({ now } = {}) => {
      if (!databaseUrl) throw new Error('A second API process is only started on PostgreSQL');
      const other = await serve(connect(), now ?? clock);
      return { baseUrl: other.url, call: callAt(() => other.url), close: () => other.server.close() };
    },
    restart: async ({ now, jwtSecret, claimLinks } = {}) => {
      // Closing the server closes its connection: the new one opens its own, on the same data.
      await app.close();
      clock = now ?? clock;
      keys = { jwtSecret: jwtSecret ?? keys.jwtSecret, claimLinks: claimLinks ?? keys.claimLinks };
      database = connect();
      ({ server: app, url: baseUrl } = await serve(database, clock));
    },
    outbox: () => {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir).sort();
      } catch {
        return [];
      }
      return files.map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as Mail);
    },
    close: async () => {
      await app.close();
      await dropSchema();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
