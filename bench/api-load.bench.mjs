// The API under load: requests per second and p50/p99 latency of the contents list (12 per page,
// with filters), the configured rewards list and the author metrics, over real HTTP on loopback
// with autocannon, beside a bare Fastify route answering a constant in the same process (the
// floor: what Node and Fastify cost before any SQL). Repeated at several database sizes to show
// how the cost grows, each with the SQLite query plans of the SQL those routes run. Then a load
// check: 200 connections for 30 s on the read routes, which must answer without a single error.
//
//   BENCH_SIZES=10000,100000,1000000   contents seeded per run (5 000 authors each)
//   BENCH_DURATION=10                  seconds per measured route
//   BENCH_CONNECTIONS=50               concurrent connections per measured route
//   BENCH_LOAD_CONNECTIONS=200         connections of the load check
//   BENCH_LOAD_DURATION=30             seconds of the load check (0 skips it)
//   BENCH_LOAD_TIMEOUT=30              seconds a request of the load check may take before it counts as an error
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { hashPassword } from '../api/dist/auth/password.js';
import { buildServer, migrateToLatest, openDatabase } from '../api/dist/index.js';
import { createMailer } from '../api/dist/mail/mailer.js';
import { printTable, recordResults } from './results.mjs';

const numbers = (text) =>
  text
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
const SIZES = numbers(process.env.BENCH_SIZES ?? '10000,100000,1000000');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const LOAD_DURATION = Number(process.env.BENCH_LOAD_DURATION ?? 30);
const LOAD_TIMEOUT = Number(process.env.BENCH_LOAD_TIMEOUT ?? 30);
/** The load check runs on this size: the one the issue states figures for. */
const LOAD_SIZE = SIZES.includes(100_000) ? 100_000 : SIZES[SIZES.length - 1];

const AUTHORS = 5_000;
const CONFIG_REWARDS = 30;
const NOTIFICATIONS = 40;
const EMAIL = 'bench@shop.test';
const PASSWORD = 'bench-password';
const BATCH = 50_000;
const CONTENT_TYPES = ['feed', 'feed', 'feed', 'feed', 'feed', 'reels', 'reels', 'story', 'ad', 'feed'];
const MEDIA_TYPES = { feed: 'image', reels: 'video', story: 'story', ad: 'image' };

const iso = (start, minutes) => new Date(start + minutes * 60_000).toISOString();

/**
 * A migrated SQLite file with one shop, its owner, its Instagram account, `contents` contents by
 * 5 000 authors (half of them with an e-mail), a reward on one content in 50, configured rewards
 * and notifications. Written straight through better-sqlite3 in big transactions.
 */
export async function seed(file, contents) {
  const migrated = openDatabase({ sqliteFile: file });
  await migrateToLatest(migrated.db);
  await migrated.db.destroy();

  const sqlite = new SQLite(file);
  sqlite.pragma('synchronous = OFF');
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  const passwordHash = await hashPassword(PASSWORD);
  const ids = sqlite.transaction(() => {
    const shopId = sqlite
      .prepare(
        `insert into shop (name, validated, discount_types, quota, quota_remaining, subscription_offer_type,
           subscription_type, subscription_amount, created_at) values (?, 1, ?, 1000000, 1000000, 'advanced', 'monthly', 9900, ?)`,
      )
      .run(
        'Boutique de charge',
        JSON.stringify(['percent', 'code', 'voucher', 'other']),
        iso(start, 0),
      ).lastInsertRowid;
    const userId = sqlite
      .prepare(
        `insert into user_account (email, name, password_hash, roles, activated, shop_id, created_at)
           values (?, 'Camille Martin', ?, '["ROLE_OWNER"]', 1, ?, ?)`,
      )
      .run(EMAIL, passwordHash, shopId, iso(start, 0)).lastInsertRowid;
    const accountId = sqlite
      .prepare(
        `insert into social_account (shop_id, network, external_id, account_name, created_at)
           values (?, 'instagram', '17841400000000001', 'boutique.charge', ?)`,
      )
      .run(shopId, iso(start, 0)).lastInsertRowid;
    const config = sqlite.prepare(
      `insert into config_discount (shop_id, type, social_content_types, place, code, percent, description, created_at)
         values (?, ?, '["feed","reels","story"]', 'online', ?, ?, ?, ?)`,
    );
    for (let i = 0; i < CONFIG_REWARDS; i += 1) {
      const type = ['percent', 'code', 'voucher', 'other'][i % 4];
      config.run(
        shopId,
        type,
        `MERCI${i}`,
        type === 'percent' ? 10 + (i % 30) : 0,
        `Récompense ${i}`,
        iso(start, i),
      );
    }
    const notification = sqlite.prepare(
      `insert into user_notification (user_id, title, message, read, created_at) values (?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < NOTIFICATIONS; i += 1)
      notification.run(userId, `Notification ${i}`, `Message ${i}`, i % 3 === 0 ? 1 : 0, iso(start, i));
    const author = sqlite.prepare(
      `insert into social_author (social_account_id, username, email) values (?, ?, ?)`,
    );
    for (let i = 0; i < AUTHORS; i += 1)
      author.run(accountId, `author${i}`, i % 2 === 0 ? `author${i}@mail.test` : null);
    return { shopId: Number(shopId), userId: Number(userId), accountId: Number(accountId) };
  })();

  const content = sqlite.prepare(
    `insert into social_content (id, social_account_id, external_id, media_url, caption, permalink, type, media_type,
       author_username, like_count, comment_count, created_at, source) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'tag')`,
  );
  const discount = sqlite.prepare(
    `insert into discount (shop_id, social_content_id, config_discount_id, username, media_type, type, place, code,
       amount_in_percent, status, created_at) values (?, ?, ?, ?, ?, 'percent', 'online', ?, 15, 'assigned', ?)`,
  );
  const insertBatch = sqlite.transaction((from, to) => {
    for (let id = from; id < to; id += 1) {
      const type = CONTENT_TYPES[id % CONTENT_TYPES.length];
      const username = `author${(id * 7919) % AUTHORS}`;
      const createdAt = iso(start, id);
      content.run(
        id,
        ids.accountId,
        `media-${id}`,
        `https://cdn.test/${id}.jpg`,
        `Merci @boutique.charge #${id}`,
        `https://instagram.test/p/${id}`,
        type,
        MEDIA_TYPES[type],
        username,
        (id * 2_654_435_761) % 5_000,
        id % 40,
        createdAt,
      );
      if (id % 50 === 0)
        discount.run(
          ids.shopId,
          id,
          1 + (id % CONFIG_REWARDS),
          username,
          MEDIA_TYPES[type],
          `C${id}`,
          createdAt,
        );
    }
  });
  for (let from = 1; from <= contents; from += BATCH) insertBatch(from, Math.min(contents + 1, from + BATCH));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  return ids;
}

/**
 * Records the SQL every better-sqlite3 statement is prepared with while `action` runs: the exact
 * queries the routes send, parameters left as `?`.
 */
async function capturedSql(action) {
  const prepare = SQLite.prototype.prepare;
  const seen = [];
  SQLite.prototype.prepare = function capture(source) {
    seen.push(source);
    return prepare.call(this, source);
  };
  try {
    await action();
  } finally {
    SQLite.prototype.prepare = prepare;
  }
  return [...new Set(seen)];
}

/**
 * EXPLAIN QUERY PLAN of a statement (parameters bound as null) and its full scans: `SCAN <table>`
 * without a covering index (a scan of a subquery's rows is not one).
 */
function explain(sqlite, source) {
  const tables = sqlite.prepare(`select name from sqlite_schema where type = 'table'`).pluck().all();
  const parameters = (source.match(/\?/g) ?? []).map(() => null);
  const plan = sqlite.prepare(`explain query plan ${source}`).all(...parameters);
  const fullScans = plan
    .map((step) => step.detail)
    .filter((detail) => {
      const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
      return scanned !== undefined && tables.includes(scanned) && !/COVERING INDEX/.test(detail);
    });
  return { plan: plan.map((step) => step.detail), fullScans };
}

/** Runs autocannon and returns its figures; `errors` counts failures and answers other than 2xx. */
async function measure(
  name,
  url,
  { connections = CONNECTIONS, duration = DURATION, token, requests, timeout = 10 } = {},
) {
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout,
    // The load comes from a worker thread: the API's event loop in this thread serves only requests.
    workers: 1,
    headers: token ? { authorization: `Bearer ${token}`, accept: 'application/ld+json' } : {},
    ...(requests ? { requests } : {}),
  });
  return {
    route: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function startFloor() {
  const floor = Fastify({ logger: false });
  floor.get('/constant', async () => ({ status: 'ok' }));
  const base = await floor.listen({ host: '127.0.0.1', port: 0 });
  return { app: floor, url: `${base}/constant` };
}

async function startApi(file) {
  const folder = mkdtempSync(join(tmpdir(), 'merci-bench-outbox-'));
  const database = openDatabase({ sqliteFile: file });
  const app = await buildServer({
    database,
    mailer: createMailer({ outboxDir: folder, from: 'merci <no-reply@merci.test>' }),
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
    logLevel: 'silent',
    authRateLimit: 1000,
  });
  const base = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api`;
  const response = await fetch(`${base}/v1/oauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, context: 'shop' }),
  });
  const { token } = await response.json();
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return { app, base, token, close: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The routes the issue measures, by name: path under the API prefix. */
function measuredRoutes(ids) {
  return {
    'contents (12, filters)': `/social_account_instagrams/${ids.accountId}/social_contents?page=1&itemsPerPage=12&type=feed&likeCount%5Bgte%5D=100&likeCount%5Blte%5D=4000&order%5BcreatedAt%5D=desc`,
    'configured rewards': `/shops/${ids.shopId}/config_discounts?page=1`,
    'author metrics': `/social_content_instagrams/author_metrics?socialAccount=%2Fsocial_account_instagrams%2F${ids.accountId}&page=1&itemsPerPage=12`,
  };
}

function readRoutes(ids) {
  return {
    ...measuredRoutes(ids),
    'contents (page 1)': `/social_account_instagrams/${ids.accountId}/social_contents?page=1`,
    notifications: `/users/${ids.userId}/user_notifications?page=1`,
    'users/me': '/users/me',
  };
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'merci-bench-load-'));
  const floor = await startFloor();
  const sections = {};
  let failed = false;
  try {
    for (const size of SIZES) {
      const file = join(folder, `load-${size}.sqlite`);
      let started = performance.now();
      const ids = await seed(file, size);
      const seedSeconds = (performance.now() - started) / 1000;
      console.log(`\n## ${size.toLocaleString('en')} contents, ${AUTHORS.toLocaleString('en')} authors`);
      console.log(`seeded in ${seedSeconds.toFixed(1)} s`);

      const api = await startApi(file);
      const routes = measuredRoutes(ids);
      const get = (path) =>
        fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${api.token}` } }).then(
          async (response) => {
            await response.arrayBuffer();
            if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
          },
        );

      // The query plans of the exact SQL the read routes run.
      const statements = await capturedSql(async () => {
        for (const path of Object.values(readRoutes(ids))) await get(path);
      });
      const inspector = new SQLite(file, { readonly: true });
      const scans = [];
      console.log('\nquery plans (EXPLAIN QUERY PLAN):');
      for (const source of statements.filter((statement) => /^\s*select/i.test(statement))) {
        const { plan, fullScans } = explain(inspector, source);
        console.log(`  ${source.length > 160 ? `${source.slice(0, 157)}...` : source}`);
        for (const detail of plan) console.log(`      ${detail}`);
        scans.push(...fullScans);
      }
      inspector.close();
      console.log(scans.length === 0 ? 'no full scan of a table' : `FULL SCANS: ${scans.join('; ')}`);
      if (scans.length > 0) failed = true;

      // Warm-up, then each route in turn, the floor first.
      for (const path of Object.values(routes)) for (let i = 0; i < 3; i += 1) await get(path);
      const rows = [await measure('bare Fastify (floor)', floor.url)];
      for (const [name, path] of Object.entries(routes)) {
        rows.push(await measure(name, `${api.base}${path}`, { token: api.token }));
        // The API still answers the requests queued when the clients stopped: a request sent now is
        // answered after them, so the next route starts on an idle server.
        await get('/health');
      }
      const floorRate = rows[0]['req/s'];
      for (const row of rows)
        row['floor / route'] = Number((floorRate / Math.max(1, row['req/s'])).toFixed(1));
      console.log(`\n${DURATION} s per route, ${CONNECTIONS} connections:`);
      printTable(rows);
      sections[size] = { seedSeconds: Number(seedSeconds.toFixed(1)), routes: rows, fullScans: scans.length };
      if (rows.some((row) => row.errors > 0)) failed = true;

      if (size === LOAD_SIZE && LOAD_DURATION > 0) {
        // Every connection goes round all the read routes, so that they are all under load at once.
        const reads = Object.entries(readRoutes(ids));
        console.log(
          `\nload check: ${LOAD_CONNECTIONS} connections for ${LOAD_DURATION} s, each going round ${reads.length} read routes (${reads.map(([name]) => name).join(', ')}):`,
        );
        const load = await measure('read routes', api.base.replace(/\/api$/, ''), {
          token: api.token,
          connections: LOAD_CONNECTIONS,
          duration: LOAD_DURATION,
          timeout: LOAD_TIMEOUT,
          requests: reads.map(([, path]) => ({ method: 'GET', path: `/api${path}` })),
        });
        printTable([load]);
        console.log(
          `load check: ${load.requests} answered, ${load.errors} errors (non-2xx, failures, or no answer within ${LOAD_TIMEOUT} s)`,
        );
        sections.loadCheck = {
          contents: size,
          connections: LOAD_CONNECTIONS,
          seconds: LOAD_DURATION,
          timeoutSeconds: LOAD_TIMEOUT,
          ...load,
        };
        await get('/health');
        if (load.errors > 0) failed = true;
      }
      await api.app.close();
      api.close();
      rmSync(file, { force: true });
      rmSync(`${file}-wal`, { force: true });
      rmSync(`${file}-shm`, { force: true });
    }
    recordResults('apiLoad', {
      connections: CONNECTIONS,
      secondsPerRoute: DURATION,
      authors: AUTHORS,
      bySize: sections,
    });
  } finally {
    await floor.app.close();
    rmSync(folder, { recursive: true, force: true });
  }
  if (failed) {
    console.error('\napi-load: a full scan or an error was seen (see above)');
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
