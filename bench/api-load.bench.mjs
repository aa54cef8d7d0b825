// The API under load, on SQLite and on PostgreSQL: requests per second and p50/p99 latency of the
// big lists (contents with filters, contents to reward, a deep page by its next link, author
// metrics, assigned rewards, notifications) over real HTTP on loopback with autocannon, beside a
// bare Fastify route (the floor: what Node and Fastify cost before any SQL). Repeated at several
// database sizes to show whether the cost grows with the shop's history, each with the query plans
// of the SQL those routes run and where a request's time goes. Then, at the largest size, the
// lists read while contents are written; and a load check of 200 connections on SQLite. Prints
// the issue's targets beside the figures (ADR 034); targets are read, not asserted.
//
//   BENCH_DIALECTS=sqlite,postgres     where to run (PostgreSQL: Debian's server, started here)
//   BENCH_SIZES=10000,100000,1000000   contents seeded per run (5 000 authors; a reward on one
//                                      content in 10, a notification per 100 contents)
//   BENCH_DURATION=10                  seconds per measured route
//   BENCH_CONNECTIONS=50               concurrent connections per measured route
//   BENCH_BREAKDOWN_REQUESTS=300       requests, one at a time, timed step by step per route
//   BENCH_WRITES_PER_SECOND=1000       contents written while the lists are read (0 skips it)
//   BENCH_LOAD_CONNECTIONS=200         connections of the load check (SQLite)
//   BENCH_LOAD_DURATION=30             seconds of the load check (0 skips it)
//   BENCH_LOAD_TIMEOUT=30              seconds a request of the load check may take before it counts as an error
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { hashPassword } from '../api/dist/auth/password.js';
import { buildServer, migrateToLatest, openDatabase } from '../api/dist/index.js';
import { createMailer } from '../api/dist/mail/mailer.js';
import { startPostgres } from '../scripts/postgres.mjs';
import { printTable, recordResults } from './results.mjs';

const numbers = (text) =>
  text
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',').map((name) => name.trim());
const SIZES = numbers(process.env.BENCH_SIZES ?? '10000,100000,1000000');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BREAKDOWN_REQUESTS = Number(process.env.BENCH_BREAKDOWN_REQUESTS ?? 300);
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 1000);
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const LOAD_DURATION = Number(process.env.BENCH_LOAD_DURATION ?? 30);
const LOAD_TIMEOUT = Number(process.env.BENCH_LOAD_TIMEOUT ?? 30);
const LARGEST = SIZES[SIZES.length - 1];
const SMALLEST = SIZES[0];
/** The load check runs on this size: the one the earlier figures were stated for. */
const LOAD_SIZE = SIZES.includes(100_000) ? 100_000 : LARGEST;

/** The issue's targets (ADR 034), at the largest size and 50 connections. */
const TARGETS = {
  reqPerSecond: 2_500,
  p99Ms: { sqlite: 40, postgres: 60 },
  /** p50 at the largest size over p50 at the smallest. */
  flatness: 1.5,
  /**
   * The targets were set on a machine whose bare Fastify answered about 77 000 req/s: 2 500 req/s
   * there is a route at most 31 times dearer than the floor, a ratio a slower machine can be held to.
   */
  floorRatio: 31,
};

const AUTHORS = 5_000;
const CONFIG_REWARDS = 30;
const EMAIL = 'bench@shop.test';
const PASSWORD = 'bench-password';
const BATCH = 50_000;
const CONTENT_TYPES = ['feed', 'feed', 'feed', 'feed', 'feed', 'reels', 'reels', 'story', 'ad', 'feed'];
const MEDIA_TYPES = { feed: 'image', reels: 'video', story: 'story', ad: 'image' };
const START = Date.parse('2024-01-01T00:00:00.000Z');
const notificationsFor = (contents) => Math.max(40, Math.floor(contents / 100));

const iso = (minutes) => new Date(START + minutes * 60_000).toISOString();

/**
 * A migrated SQLite file with one shop, its owner, its Instagram account, `contents` contents by
 * 5 000 authors (half of them with an e-mail), a reward on one content in 10, configured rewards
 * and notifications. Written straight through better-sqlite3 in big transactions (the triggers
 * keep the tallies as they would for the API's own writes).
 */
export async function seed(file, contents) {
  const migrated = openDatabase({ sqliteFile: file });
  await migrateToLatest(migrated.db);
  await migrated.db.destroy();

  const sqlite = new SQLite(file);
  sqlite.pragma('synchronous = OFF');
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
        iso(0),
      ).lastInsertRowid;
    const userId = sqlite
      .prepare(
        `insert into user_account (email, name, password_hash, roles, activated, shop_id, created_at)
           values (?, 'Camille Martin', ?, '["ROLE_OWNER"]', 1, ?, ?)`,
      )
      .run(EMAIL, passwordHash, shopId, iso(0)).lastInsertRowid;
    const accountId = sqlite
      .prepare(
        `insert into social_account (shop_id, network, external_id, account_name, created_at)
           values (?, 'instagram', '17841400000000001', 'boutique.charge', ?)`,
      )
      .run(shopId, iso(0)).lastInsertRowid;
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
        iso(i),
      );
    }
    const notification = sqlite.prepare(
      `insert into user_notification (user_id, title, message, read, created_at) values (?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < notificationsFor(contents); i += 1)
      notification.run(userId, `Notification ${i}`, `Message ${i}`, i % 3 === 0 ? 1 : 0, iso(i));
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
        iso(id),
      );
      if (id % 10 === 0)
        discount.run(
          ids.shopId,
          id,
          1 + (id % CONFIG_REWARDS),
          username,
          MEDIA_TYPES[type],
          `C${id}`,
          iso(id),
        );
    }
  });
  for (let from = 1; from <= contents; from += BATCH) insertBatch(from, Math.min(contents + 1, from + BATCH));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  return ids;
}

/**
 * The same shop on PostgreSQL, in a database of its own: the contents are made by the server
 * itself (generate_series) with triggers held, then the rows the triggers keep (reward flags,
 * tallies, author counts) are filled in one pass each, as migrations 0007 and 0014 do.
 */
async function seedPostgres(url, contents) {
  const migrated = openDatabase({ databaseUrl: url, sqliteFile: '' });
  await migrateToLatest(migrated.db);
  await migrated.db.destroy();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const one = async (text, values) => (await client.query(text, values)).rows[0];
    const { id: shopId } = await one(
      `insert into shop (name, validated, discount_types, quota, quota_remaining, subscription_offer_type,
         subscription_type, subscription_amount, created_at) values ($1, 1, $2, 1000000, 1000000, 'advanced', 'monthly', 9900, $3) returning id`,
      ['Boutique de charge', JSON.stringify(['percent', 'code', 'voucher', 'other']), iso(0)],
    );
    const { id: userId } = await one(
      `insert into user_account (email, name, password_hash, roles, activated, shop_id, created_at)
         values ($1, 'Camille Martin', $2, '["ROLE_OWNER"]', 1, $3, $4) returning id`,
      [EMAIL, passwordHash, shopId, iso(0)],
    );
    const { id: accountId } = await one(
      `insert into social_account (shop_id, network, external_id, account_name, created_at)
         values ($1, 'instagram', '17841400000000001', 'boutique.charge', $2) returning id`,
      [shopId, iso(0)],
    );
    const start = `timestamptz '2024-01-01T00:00:00Z'`;
    const at = (minutes) =>
      `to_char((${start} + (${minutes}) * interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await client.query(
      `insert into config_discount (shop_id, type, social_content_types, place, code, percent, description, created_at)
       select $1, (array['percent','code','voucher','other'])[i % 4 + 1], '["feed","reels","story"]', 'online',
         'MERCI' || i, case when i % 4 = 0 then 10 + i % 30 else 0 end, 'Récompense ' || i, ${at('i')}
       from generate_series(0, ${CONFIG_REWARDS - 1}) i`,
      [shopId],
    );
    await client.query(
      `insert into user_notification (user_id, title, message, read, created_at)
       select $1, 'Notification ' || i, 'Message ' || i, case when i % 3 = 0 then 1 else 0 end, ${at('i')}
       from generate_series(0, ${notificationsFor(contents) - 1}) i`,
      [userId],
    );
    await client.query(
      `insert into social_author (social_account_id, username, email)
       select $1, 'author' || i, case when i % 2 = 0 then 'author' || i || '@mail.test' end
       from generate_series(0, ${AUTHORS - 1}) i`,
      [accountId],
    );
    // Triggers held for the bulk rows (superuser on the bench's own server), then done in one pass.
    await client.query(`set session_replication_role = replica`);
    const types = `(array['${CONTENT_TYPES.join("','")}'])[i % ${CONTENT_TYPES.length} + 1]`;
    await client.query(
      `insert into social_content (id, social_account_id, external_id, media_url, caption, permalink, type, media_type,
         author_username, like_count, comment_count, created_at, source, rewarded)
       select i, $1, 'media-' || i, 'https://cdn.test/' || i || '.jpg', 'Merci @boutique.charge #' || i,
         'https://instagram.test/p/' || i, ${types},
         case ${types} when 'reels' then 'video' when 'story' then 'story' else 'image' end,
         'author' || ((i::bigint * 7919) % ${AUTHORS}), (i::bigint * 2654435761) % 5000, i % 40, ${at('i')}, 'tag',
         case when i % 10 = 0 then 1 else 0 end
       from generate_series(1, ${contents}) i`,
      [accountId],
    );
    await client.query(
      `insert into discount (shop_id, social_content_id, config_discount_id, username, media_type, type, place, code,
         amount_in_percent, status, created_at)
       select $1, c.id, 1 + c.id % ${CONFIG_REWARDS}, c.author_username, c.media_type, 'percent', 'online', 'C' || c.id,
         15, 'assigned', c.created_at
       from social_content c where c.rewarded = 1`,
      [shopId],
    );
    await client.query(`set session_replication_role = origin`);
    await client.query(`delete from list_tally`);
    await client.query(
      `insert into list_tally (list, owner_id, bucket, row_count)
       select 'content', social_account_id, type || ':' || rewarded, count(*) from social_content group by 2, 3
       union all select 'reward', shop_id, status || ':' || type, count(*) from discount group by 2, 3
       union all select 'notification', user_id, '' || read, count(*) from user_notification group by 2, 3`,
    );
    await client.query(`delete from social_author_content_count`);
    await client.query(
      `insert into social_author_content_count (social_account_id, author_username, content_count)
       select social_account_id, author_username, count(*) from social_content group by 1, 2`,
    );
    for (const table of ['social_content', 'discount'])
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    // As autovacuum would by then: statistics for the planner, and the visibility map that lets a
    // count read the index alone.
    await client.query('vacuum analyze');
    return { shopId: Number(shopId), userId: Number(userId), accountId: Number(accountId) };
  } finally {
    await client.end();
  }
}

/**
 * Records every statement run while `action` runs, with its parameters: on SQLite as the kept
 * statements run (they are prepared once), on PostgreSQL as the pool's clients send them.
 */
async function capturedStatements(dialect, action) {
  const seen = new Map();
  const restore = [];
  if (dialect === 'sqlite') {
    const statement = Object.getPrototypeOf(new SQLite(':memory:').prepare('select 1'));
    for (const method of ['all', 'get', 'run']) {
      const original = statement[method];
      statement[method] = function capture(...parameters) {
        if (!seen.has(this.source)) seen.set(this.source, parameters.flat());
        return original.apply(this, parameters);
      };
      restore.push(() => (statement[method] = original));
    }
  } else {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function capture(text, values, ...rest) {
      if (typeof text === 'string' && !seen.has(text)) seen.set(text, Array.isArray(values) ? values : []);
      return original.call(this, text, values, ...rest);
    };
    restore.push(() => (pg.Client.prototype.query = original));
  }
  try {
    await action();
  } finally {
    for (const undo of restore) undo();
  }
  return [...seen].map(([source, parameters]) => ({ source, parameters }));
}

/**
 * The plan of each SELECT, with the parameters it ran with, and the full scans among them: on
 * SQLite `SCAN <table>` without a covering index, on PostgreSQL a sequential scan of a table of
 * more than 10 000 rows.
 */
async function queryPlans(dialect, target, statements) {
  const selects = statements.filter(({ source }) => /^\s*select/i.test(source));
  const plans = [];
  if (dialect === 'sqlite') {
    const inspector = new SQLite(target, { readonly: true });
    const tables = inspector.prepare(`select name from sqlite_schema where type = 'table'`).pluck().all();
    for (const { source, parameters } of selects) {
      const steps = inspector
        .prepare(`explain query plan ${source}`)
        .all(...parameters)
        .map((step) => step.detail);
      const fullScans = steps.filter((detail) => {
        const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
        return scanned !== undefined && tables.includes(scanned) && !/COVERING INDEX/.test(detail);
      });
      plans.push({ source, steps, fullScans });
    }
    inspector.close();
    return plans;
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    const big = new Set(
      (await client.query(`select relname from pg_class where relkind = 'r' and reltuples > 10000`)).rows.map(
        (row) => row.relname,
      ),
    );
    for (const { source, parameters } of selects) {
      const { rows } = await client.query(`explain ${source}`, parameters);
      const steps = rows.map((row) => row['QUERY PLAN']);
      const fullScans = steps.filter((step) => {
        const scanned = /Seq Scan on (\w+)/.exec(step)?.[1];
        return scanned !== undefined && big.has(scanned);
      });
      plans.push({ source, steps, fullScans });
    }
  } finally {
    await client.end();
  }
  return plans;
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

/**
 * Where a request's time goes, taken from Fastify's hooks and the database driver: the reply's
 * elapsed time at each step, and the time spent in the driver between the handler's start and end.
 */
function instrument(app, dialect) {
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  // Time with at least one query in flight: on PostgreSQL a handler's queries may overlap.
  let queryMs = 0;
  let inFlight = 0;
  let since = 0;
  const begin = () => {
    if (inFlight++ === 0) since = now();
  };
  const end = () => {
    if (--inFlight === 0) queryMs += now() - since;
  };
  const restore = [];
  const timed = (owner, method, isAsync) => {
    const original = owner[method];
    owner[method] = function timedCall(...parameters) {
      begin();
      let result;
      try {
        result = original.apply(this, parameters);
      } catch (error) {
        end();
        throw error;
      }
      if (isAsync && result && typeof result.then === 'function') return result.finally(end);
      end();
      return result;
    };
    restore.push(() => (owner[method] = original));
  };
  if (dialect === 'sqlite') {
    const statement = Object.getPrototypeOf(new SQLite(':memory:').prepare('select 1'));
    for (const method of ['all', 'get', 'run']) timed(statement, method, false);
  } else timed(pg.Client.prototype, 'query', true);
  const samples = [];
  app.addHook('preParsing', async (request, reply, payload) => {
    request.benchSteps = { hooks: reply.elapsedTime };
    return payload;
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.benchSteps) request.benchSteps.handlerStart = reply.elapsedTime;
    queryMs = 0;
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.benchSteps) {
      request.benchSteps.handlerEnd = reply.elapsedTime;
      request.benchSteps.queries = queryMs;
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.benchSteps) request.benchSteps.serialized = reply.elapsedTime;
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const steps = request.benchSteps;
    if (steps?.handlerEnd !== undefined) samples.push({ ...steps, done: reply.elapsedTime });
  });
  return {
    samples,
    stop: () => restore.forEach((undo) => undo()),
  };
}

/** The mean of each step over `samples`, in µs. */
function breakdown(route, samples) {
  const mean = (pick) =>
    Math.round((samples.reduce((sum, sample) => sum + pick(sample), 0) / samples.length) * 1000);
  return {
    route,
    'session & hooks µs': mean((sample) => sample.handlerStart),
    'queries µs': mean((sample) => sample.queries),
    'query building & JSON-LD µs': mean((sample) => sample.handlerEnd - sample.handlerStart - sample.queries),
    'serialization µs': mean((sample) => sample.serialized - sample.handlerEnd),
    'sending µs': mean((sample) => sample.done - sample.serialized),
    'total µs': mean((sample) => sample.done),
  };
}

async function startApi(dialect, target) {
  const folder = mkdtempSync(join(tmpdir(), 'merci-bench-outbox-'));
  const database =
    dialect === 'sqlite'
      ? openDatabase({ sqliteFile: target })
      : openDatabase({ databaseUrl: target, sqliteFile: '' });
  const app = await buildServer({
    database,
    mailer: createMailer({ outboxDir: folder, from: 'merci <no-reply@merci.test>' }),
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
    logLevel: 'silent',
    authRateLimit: 1000,
  });
  const instrumented = instrument(app, dialect);
  const base = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api`;
  const response = await fetch(`${base}/v1/oauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, context: 'shop' }),
  });
  const { token } = await response.json();
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return {
    app,
    db: database.db,
    base,
    token,
    instrumented,
    close: async () => {
      instrumented.stop();
      try {
        await app.close();
      } catch (error) {
        console.error(`closing the API failed: ${error instanceof Error ? error.stack : error}`);
        throw error;
      } finally {
        // Whatever the close did, no pooled connection outlives the API: the server they talk
        // to is stopped next.
        await database.db.destroy();
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/** The position a next link would carry for the content at the middle of the list. */
async function middlePosition(db, accountId, contents) {
  const row = await db
    .selectFrom('social_content')
    .select(['created_at', 'id'])
    .where('social_account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(Math.floor(contents / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    page: Math.floor(contents / 2 / 12) + 2,
    after: Buffer.from(`${row.created_at}|${row.id}`).toString('base64url'),
  };
}

/** The routes the issue measures, by name: path under the API prefix. */
function measuredRoutes(ids, middle) {
  const contents = `/social_account_instagrams/${ids.accountId}/social_contents`;
  return {
    'contents (12, filters)': `${contents}?page=1&itemsPerPage=12&type=feed&likeCount%5Bgte%5D=100&likeCount%5Blte%5D=4000&order%5BcreatedAt%5D=desc`,
    'contents to reward': `${contents}?page=1&itemsPerPage=12&rewarded=false&order%5BcreatedAt%5D=desc`,
    'contents, middle page (next link)': `${contents}?page=${middle.page}&itemsPerPage=12&order%5BcreatedAt%5D=desc&after=${middle.after}`,
    'author metrics': `/social_content_instagrams/author_metrics?socialAccount=%2Fsocial_account_instagrams%2F${ids.accountId}&page=1&itemsPerPage=12`,
    'assigned rewards': `/shops/${ids.shopId}/discounts?page=1`,
    notifications: `/users/${ids.userId}/user_notifications?page=1`,
  };
}

/**
 * Writes `perSecond` new contents a second through the API's own database handle, as a pull
 * does (one transaction per batch, an upsert per content), while `during` runs; returns what it wrote.
 */
async function writeWhile(db, accountId, perSecond, during) {
  const batch = Math.max(1, Math.round(perSecond / 10));
  let written = 0;
  let next = 0;
  const batchMs = [];
  let running = true;
  const writer = (async () => {
    const started = performance.now();
    while (running) {
      const batchStarted = performance.now();
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < batch; i += 1) {
          next += 1;
          await trx
            .insertInto('social_content')
            .values({
              social_account_id: accountId,
              external_id: `written-${process.pid}-${next}`,
              media_url: `https://cdn.test/w${next}.jpg`,
              caption: `Merci @boutique.charge (écrit pendant la lecture) #${next}`,
              permalink: `https://instagram.test/p/w${next}`,
              type: 'feed',
              media_type: 'image',
              author_username: `author${next % AUTHORS}`,
              like_count: next % 5000,
              comment_count: 0,
              created_at: new Date().toISOString(),
            })
            .onConflict((conflict) =>
              conflict.columns(['social_account_id', 'external_id']).doUpdateSet({ like_count: next % 5000 }),
            )
            .execute();
        }
      });
      written += batch;
      batchMs.push(performance.now() - batchStarted);
      // Paced at `perSecond`: the next batch waits for its time.
      const due = started + (written / perSecond) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  const started = performance.now();
  const result = await during();
  running = false;
  await writer;
  const seconds = (performance.now() - started) / 1000;
  batchMs.sort((a, b) => a - b);
  return {
    result,
    writes: {
      'contents written/s': Math.round(written / seconds),
      [`batch of ${batch} p50 ms`]: Number(batchMs[Math.floor(batchMs.length / 2)]?.toFixed(1) ?? 0),
      [`batch of ${batch} max ms`]: Number(batchMs[batchMs.length - 1]?.toFixed(1) ?? 0),
    },
  };
}

/** One dialect at one size: plans, breakdown, each route under load, and the writes at the largest. */
async function runSize({ dialect, size, target, ids, floorUrl }) {
  const api = await startApi(dialect, target);
  const failures = [];
  try {
    const get = (path) =>
      fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${api.token}` } }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        },
      );
    const routes = measuredRoutes(ids, await middlePosition(api.db, ids.accountId, size));

    const statements = await capturedStatements(dialect, async () => {
      for (const path of Object.values(routes)) await get(path);
    });
    const plans = await queryPlans(dialect, target, statements);
    console.log(`\nquery plans (${dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'}):`);
    for (const { source, steps } of plans) {
      console.log(`  ${source.length > 160 ? `${source.slice(0, 157)}...` : source}`);
      for (const step of steps) console.log(`      ${step}`);
    }
    const scans = plans.flatMap((plan) => plan.fullScans);
    console.log(scans.length === 0 ? 'no full scan of a table' : `FULL SCANS: ${scans.join('; ')}`);
    if (scans.length > 0) failures.push('a full scan');

    // Where the time goes: requests one at a time, each step timed.
    const steps = [];
    for (const [name, path] of Object.entries(routes)) {
      for (let i = 0; i < 20; i += 1) await get(path);
      api.instrumented.samples.length = 0;
      for (let i = 0; i < BREAKDOWN_REQUESTS; i += 1) await get(path);
      steps.push(breakdown(name, api.instrumented.samples));
    }
    console.log(`\nwhere a request's time goes (mean of ${BREAKDOWN_REQUESTS} requests one at a time):`);
    printTable(steps);

    const rows = [await measure('bare Fastify (floor)', floorUrl)];
    for (const [name, path] of Object.entries(routes)) {
      rows.push(await measure(name, `${api.base}${path}`, { token: api.token }));
      // The API still answers the requests queued when the clients stopped: a request sent now is
      // answered after them, so the next route starts on an idle server.
      await get('/health');
    }
    const floorRate = rows[0]['req/s'];
    for (const row of rows) row['floor / route'] = Number((floorRate / Math.max(1, row['req/s'])).toFixed(1));
    console.log(`\n${DURATION} s per route, ${CONNECTIONS} connections:`);
    printTable(rows);
    if (rows.some((row) => row.errors > 0)) failures.push('errors under load');

    let writes;
    if (size === LARGEST && WRITES_PER_SECOND > 0) {
      const name = 'contents (12, filters)';
      const { result, writes: written } = await writeWhile(api.db, ids.accountId, WRITES_PER_SECOND, () =>
        measure(`${name}, while writing`, `${api.base}${routes[name]}`, { token: api.token }),
      );
      await get('/health');
      writes = { ...result, ...written };
      console.log(
        `\nthe contents list read while ${WRITES_PER_SECOND} contents a second are written (as a pull does):`,
      );
      printTable([writes]);
      if (result.errors > 0) failures.push('errors while writing');
    }

    let loadCheck;
    if (dialect === 'sqlite' && size === LOAD_SIZE && LOAD_DURATION > 0) {
      // Every connection goes round all the read routes, so that they are all under load at once.
      const reads = Object.entries({ ...routes, 'users/me': '/users/me' });
      console.log(
        `\nload check: ${LOAD_CONNECTIONS} connections for ${LOAD_DURATION} s, each going round ${reads.length} read routes:`,
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
      loadCheck = {
        contents: size,
        connections: LOAD_CONNECTIONS,
        seconds: LOAD_DURATION,
        timeoutSeconds: LOAD_TIMEOUT,
        ...load,
      };
      await get('/health');
      if (load.errors > 0) failures.push('errors in the load check');
    }
    return { routes: rows, breakdown: steps, fullScans: scans.length, writes, loadCheck, failures };
  } finally {
    await api.close();
  }
}

/** The targets beside the figures of the largest size, per dialect and route. */
function targetRows(dialect, bySize) {
  const largest = bySize[LARGEST];
  const smallest = bySize[SMALLEST];
  if (!largest || !smallest) return [];
  const floor = largest.routes[0]['req/s'];
  return largest.routes.slice(1).map((row) => {
    const small = smallest.routes.find((candidate) => candidate.route === row.route);
    const flatness = small ? Number((row['p50 ms'] / Math.max(1, small['p50 ms'])).toFixed(2)) : null;
    const p99Target = TARGETS.p99Ms[dialect];
    return {
      dialect,
      route: row.route,
      'req/s': row['req/s'],
      [`≥ ${TARGETS.reqPerSecond}`]: row['req/s'] >= TARGETS.reqPerSecond ? 'met' : 'MISSED',
      'floor / route': Number((floor / Math.max(1, row['req/s'])).toFixed(1)),
      [`≤ ${TARGETS.floorRatio}`]: floor / Math.max(1, row['req/s']) <= TARGETS.floorRatio ? 'met' : 'MISSED',
      'p99 ms': row['p99 ms'],
      [`p99 target`]: `${p99Target}: ${row['p99 ms'] <= p99Target ? 'met' : 'MISSED'}`,
      [`p50 ${LARGEST} / ${SMALLEST}`]: flatness,
      [`≤ ${TARGETS.flatness}`]: flatness !== null && flatness <= TARGETS.flatness ? 'met' : 'MISSED',
    };
  });
}

async function runDialect(dialect, floorUrl) {
  const bySize = {};
  const failures = [];
  let postgres;
  const folder = mkdtempSync(join(tmpdir(), 'merci-bench-load-'));
  try {
    if (dialect === 'postgres') {
      postgres = await startPostgres({ port: 54_339 });
      // The server runs in its own process group: an interrupted bench stops it too.
      for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(signal, () => void postgres.stop?.().finally(() => process.exit(130)));
      if (!postgres.url) {
        console.log(`PostgreSQL could not start: ${postgres.skipped}`);
        return { bySize, failures: [`PostgreSQL: ${postgres.skipped}`] };
      }
    }
    for (const size of SIZES) {
      console.log(
        `\n## ${dialect}: ${size.toLocaleString('en')} contents, ${AUTHORS.toLocaleString('en')} authors`,
      );
      let target;
      if (dialect === 'sqlite') target = join(folder, `load-${size}.sqlite`);
      else {
        const admin = new pg.Client({ connectionString: postgres.url });
        await admin.connect();
        await admin.query(`drop database if exists load_${size}`);
        await admin.query(`create database load_${size}`);
        await admin.end();
        target = postgres.url.replace(/\/[^/]*$/, `/load_${size}`);
      }
      const started = performance.now();
      const ids = dialect === 'sqlite' ? await seed(target, size) : await seedPostgres(target, size);
      const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
      console.log(`seeded in ${seedSeconds} s`);
      const figures = await runSize({ dialect, size, target, ids, floorUrl });
      failures.push(...figures.failures.map((failure) => `${dialect} at ${size}: ${failure}`));
      bySize[size] = { seedSeconds, ...figures };
      delete bySize[size].failures;
      if (dialect === 'sqlite')
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await postgres?.stop?.();
  }
  return { bySize, failures };
}

async function main() {
  const floor = await startFloor();
  const results = {};
  const failures = [];
  try {
    for (const dialect of DIALECTS) {
      const { bySize, failures: failed } = await runDialect(dialect, floor.url);
      results[dialect] = bySize;
      failures.push(...failed);
    }
  } finally {
    await floor.app.close();
  }
  const targets = DIALECTS.flatMap((dialect) => targetRows(dialect, results[dialect] ?? {}));
  if (targets.length > 0) {
    console.log(
      `\n## targets at ${LARGEST.toLocaleString('en')} contents, ${CONNECTIONS} connections (ADR 034); ` +
        `floor / route: the bare Fastify route of this run over the route's req/s`,
    );
    printTable(targets);
  }
  recordResults('apiLoad', {
    connections: CONNECTIONS,
    secondsPerRoute: DURATION,
    authors: AUTHORS,
    targets: TARGETS,
    byDialect: results,
    verdicts: targets,
  });
  if (failures.length > 0) {
    console.error(`\napi-load: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
