/**
 * merci as it runs for scale (README, "Running in production"): two API processes on one
 * PostgreSQL database. Each is a real OS process started as `node api/dist/serve.js` starts
 * (main.ts `serve`, NODE_ENV=production), built here from the sources, in a schema of this file's
 * own. Each reaches the fake Graph API through a link of its own that can hold a call in flight,
 * so that a pull or a story message is caught exactly where the test needs it.
 *
 * PostgreSQL only: vitest.config.ts takes `*.postgres.test.ts` files into the api project when
 * DATABASE_URL is a postgres:// URL, and leaves them out of the SQLite pass.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { isBuiltin } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Automation, SocialAccount, SocialContent } from '@merci/domain';
import { build } from 'esbuild';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEASE_MS } from './automations/worker.js';
import { openDatabase } from './db/database.js';
import type { Database } from './db/schema.js';
import { DEMO_INSTAGRAM_ACCOUNT, MESSAGING_USERS } from './instagram/fakeGraph/data.js';
import { startFakeGraph } from './instagram/fakeGraph/server.js';
import type { FakeGraphServer } from './instagram/fakeGraph/types.js';
import {
  createConfigDiscount,
  createContent,
  createOwner,
  createShop,
  createSocialAccount,
  customRewardBody,
} from './testing/factories.js';
import {
  TEST_APP,
  TEST_ENCRYPTION_KEY,
  TEST_VERIFY_TOKEN,
  deliverStoryMention,
} from './testing/instagram.js';

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? (process.env.DATABASE_URL as string)
  : undefined;
const here = dirname(fileURLToPath(import.meta.url));

/**
 * The start entry, as serve.ts runs it, in the schema given and with its clock moved on by an
 * offset (a process started that much later). The IPC channel ends the process with the test's,
 * even when the test ended before the process got this far.
 */
const ENTRY = `
import { serve } from ${JSON.stringify(join(here, 'main.ts'))};
process.on('disconnect', () => process.exit(1));
if (!process.connected) process.exit(1);
const [searchPath, aheadMs] = process.argv.slice(2);
const ahead = Number(aheadMs);
await serve({ searchPath, ...(ahead ? { now: () => new Date(Date.now() + ahead) } : {}) });
`;

/** The entry and the workspace's sources in one file; npm packages are imported where they are installed. */
async function bundleEntry(outfile: string) {
  await build({
    stdin: { contents: ENTRY, resolveDir: here, loader: 'js', sourcefile: 'serve-in-schema.js' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['source'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-in-place',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData === 'in-place' || args.path.startsWith('@merci/') || isBuiltin(args.path))
              return undefined;
            const found = await bundler.resolve(args.path, {
              kind: args.kind,
              importer: args.importer,
              resolveDir: args.resolveDir,
              pluginData: 'in-place',
            });
            return found.errors.length > 0 ? { errors: found.errors } : { path: found.path, external: true };
          });
        },
      },
    ],
  });
}

/** A call the link keeps from the fake Graph API until the test lets it go. */
interface HeldCall {
  /** Who a Send API call writes to. */
  recipient: string | undefined;
  /** Passes it on and hands Meta's answer back. */
  answer: () => Promise<void>;
  /** Passes it on: Meta takes it, and its answer never reaches the process. */
  deliverUnanswered: () => Promise<void>;
}

interface GraphLink {
  url: string;
  /** Calls held so far and not let go, oldest first. */
  held: HeldCall[];
  /** Story messages Meta accepted and answered to the process. */
  sent: number;
  /** Holds the next calls the rule picks. */
  hold: (rule: (method: string, path: string) => boolean) => void;
  /** Holds nothing more and lets every held call through. */
  release: () => Promise<void>;
  close: () => Promise<void>;
}

const isSend = (method: string, path: string) => method === 'POST' && /\/messages$/.test(path);
const isTaggedList = (method: string, path: string) => method === 'GET' && /\/tags$/.test(path);

async function openGraphLink(graphUrl: string): Promise<GraphLink> {
  let rule: ((method: string, path: string) => boolean) | undefined;
  const server = createServer((request, response) => {
    response.on('error', () => undefined);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', graphUrl).pathname;
      const body = Buffer.concat(chunks).toString('utf8');
      const forward = () =>
        fetch(`${graphUrl}${request.url ?? '/'}`, {
          method,
          ...(method === 'GET' ? {} : { body, headers: { 'content-type': 'application/json' } }),
        });
      const answer = async () => {
        const upstream = await forward();
        // Meta's paging links name its own origin: the process follows them through the link too.
        const text = (await upstream.text()).replaceAll(graphUrl, link.url);
        if (isSend(method, path) && upstream.ok) link.sent += 1;
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
        response.end(text);
      };
      if (rule?.(method, path)) {
        const recipient = isSend(method, path)
          ? (JSON.parse(body) as { recipient?: { id?: string } }).recipient?.id
          : undefined;
        link.held.push({
          recipient,
          answer,
          deliverUnanswered: async () => void (await (await forward()).text()),
        });
        return;
      }
      answer().catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const link: GraphLink = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: [],
    sent: 0,
    hold: (next) => {
      rule = next;
    },
    release: async () => {
      rule = undefined;
      await Promise.all(link.held.splice(0).map((call) => call.answer()));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return link;
}

interface ApiProcess {
  name: string;
  url: string;
  /** What it printed so far: its start lines and its warnings. */
  output: () => string;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

interface Answer<T> {
  status: number;
  body: T;
}

/** An HTTP call under /api, from the client at `client` behind the local proxy (X-Forwarded-For). */
async function call<T = Record<string, unknown>>(
  api: Pick<ApiProcess, 'url'>,
  method: string,
  path: string,
  { token, body, client }: { token?: string; body?: unknown; client?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${api.url}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(client ? { 'x-forwarded-for': client } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

const signIn = (api: ApiProcess, email: string, password: string, client: string) =>
  call<{ token?: string; message?: string }>(api, 'POST', '/v1/oauth', {
    body: { email, password, context: 'shop' },
    client,
  });

const TOO_MANY = { status: 429, message: 'errors.too_many_requests' };

describe('merci as two API processes on one PostgreSQL database', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  /** The bundled entry and the processes' data folder. */
  let folder: string;
  const running = new Map<ChildProcess, Promise<void>>();
  const started: ApiProcess[] = [];
  const killAll = () => {
    for (const child of running.keys()) child.kill('SIGKILL');
  };
  let fake: FakeGraphServer;
  const links: GraphLink[] = [];
  let db: Kysely<Database>;
  let a: ApiProcess;
  let b: ApiProcess;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  const link = async () => {
    const opened = await openGraphLink(fake.url);
    links.push(opened);
    return opened;
  };

  /**
   * Waits until `probe` answers something truthy and returns it; on time out, says what it waited
   * for and what the processes printed.
   */
  async function until<T>(
    what: string,
    probe: () => T | Promise<T>,
    timeoutMs = 20_000,
  ): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      if (Date.now() > deadline) {
        const outputs = started.map((api) => `── ${api.name}\n${api.output().slice(-2000)}`).join('\n');
        throw new Error(`Still waiting for ${what} after ${timeoutMs} ms\n${outputs}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** An API process in production mode; `worker` sends story messages every 50 ms. */
  async function startApi(
    name: string,
    graph: GraphLink,
    { worker = false, clockAheadMs = 0 }: { worker?: boolean; clockAheadMs?: number } = {},
  ): Promise<ApiProcess> {
    const child = spawn(process.execPath, [join(folder, 'serve.mjs'), schema, String(clockAheadMs)], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: postgresUrl,
        MERCI_DATA_DIR: join(folder, 'data'),
        MERCI_DASHBOARD_DIR: '',
        PUBLIC_URL: 'https://merci.example.test',
        JWT_SECRET: 'jwt-secret-of-the-two-processes-test-0123456789',
        CLAIM_LINK_SECRET: 'claim-link-key-of-the-two-processes-test-0123456',
        TOKEN_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
        FACEBOOK_APP_ID: TEST_APP.appId,
        FACEBOOK_APP_SECRET: TEST_APP.appSecret,
        SHOPIFY_API_KEY: 'shopify-app-of-the-two-processes-test',
        SHOPIFY_API_SECRET: 'shopify-secret-of-the-two-processes-test',
        INSTAGRAM_WEBHOOK_VERIFY_TOKEN: TEST_VERIFY_TOKEN,
        GRAPH_API_URL: graph.url,
        GRAPH_API_RETRY_DELAY_MS: '10',
        AUTH_RATE_LIMIT: '3',
        AUTOMATION_WORKER_INTERVAL_MS: worker ? '50' : '0',
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    running.set(child, exited);
    void exited.then(() => running.delete(child));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const ended = exited.then(() => {
      throw new Error(`API process ${name} ended before serving:\n${output}`);
    });
    const url = await Promise.race([
      ended,
      until(
        `API process ${name} to serve`,
        () => /merci is running at (http:\/\/[^\s/]+)\//.exec(output)?.[1],
      ),
    ]);
    const api: ApiProcess = {
      name,
      url,
      output: () => output,
      kill: async (signal) => {
        child.kill(signal);
        await exited;
      },
    };
    started.push(api);
    return api;
  }

  beforeAll(async () => {
    if (!postgresUrl) throw new Error('This file runs on PostgreSQL only: set DATABASE_URL=postgres://…');
    process.on('exit', killAll);
    folder = mkdtempSync(join(tmpdir(), 'merci-processes-'));
    await admin(`create schema ${schema}`);
    await bundleEntry(join(folder, 'serve.mjs'));
    fake = await startFakeGraph({ ...TEST_APP });
    const [linkA, linkB] = await Promise.all([link(), link()]);
    // Both start at once on an empty schema: the migration lock lets one migrate, the other wait.
    [a, b] = await Promise.all([startApi('A', linkA), startApi('B', linkB)]);
    db = openDatabase({ databaseUrl: postgresUrl, sqliteFile: '', searchPath: schema }).db;
  }, 60_000);

  afterAll(async () => {
    killAll();
    await Promise.all(running.values());
    process.off('exit', killAll);
    await Promise.all(links.map((opened) => opened.close()));
    await fake?.close();
    await db?.destroy();
    if (postgresUrl) await admin(`drop schema if exists ${schema} cascade`);
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gives exactly the quota of 10 to 50 concurrent approvals, half of them on each process', async () => {
    const shopId = await createShop(db, { quota: 10, quota_remaining: 10, quota_period: null });
    const owner = await createOwner(db, { shopId });
    const accountId = await createSocialAccount(db, shopId);
    // A session opened on one process is good on the other: the keys and the sessions are shared.
    const signedIn = await signIn(a, owner.email, owner.password, '192.0.2.1');
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const processOf = (index: number) => (index % 2 === 0 ? a : b);

    const productIds: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const contentId = await createContent(db, accountId);
      const product = await call<{ id: number }>(processOf(index), 'POST', '/products', {
        token,
        body: {
          socialContent: `/social_content_instagrams/${contentId}`,
          shop: `/shops/${shopId}`,
          publish: true,
        },
      });
      expect(product.status).toBe(201);
      productIds.push(product.body.id);
    }
    const answers = await Promise.all(
      productIds.map((productId, index) =>
        call<{ message?: string }>(processOf(index), 'PUT', `/products/${productId}/approve`, {
          token,
          body: customRewardBody(shopId),
        }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .map((answer) => ({ status: answer.status, message: answer.body.message })),
    ).toEqual(Array(40).fill({ status: 409, message: 'errors.quota_exhausted' }));
    for (const api of [a, b]) {
      expect((await call(api, 'GET', `/shops/${shopId}`, { token })).body).toMatchObject({
        quotaRemaining: 0,
      });
      expect((await call(api, 'GET', `/shops/${shopId}/discounts`, { token })).body).toMatchObject({
        'hydra:totalItems': 10,
      });
    }
  }, 60_000);

  it('locks an e-mail address after 5 failed sign-ins, whichever process each reached', async () => {
    const owner = await createOwner(db, { shopId: await createShop(db) });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // Each from another client address, so that the allowance per address is not what refuses.
      const answer = await signIn(
        attempt % 2 === 0 ? a : b,
        owner.email,
        `guess-${attempt}`,
        `198.51.100.${attempt + 1}`,
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Locked on both, even for the right password.
    expect(await signIn(b, owner.email, owner.password, '198.51.100.10')).toEqual({
      status: 429,
      body: TOO_MANY,
    });
    expect(await signIn(a, owner.email, owner.password, '198.51.100.11')).toEqual({
      status: 429,
      body: TOO_MANY,
    });
  }, 30_000);

  it('gives a client address AUTH_RATE_LIMIT (3) sign-ins a minute across both processes', async () => {
    const owner = await createOwner(db, { shopId: await createShop(db) });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await signIn(attempt % 2 === 0 ? a : b, owner.email, `guess-${attempt}`, '203.0.113.7');
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  }, 30_000);

  describe('one Instagram account', () => {
    let shopId: number;
    let token: string;
    let accountId: number;

    beforeAll(async () => {
      shopId = await createShop(db);
      const owner = await createOwner(db, { shopId });
      const signedIn = await signIn(b, owner.email, owner.password, '192.0.2.2');
      token = signedIn.body.token as string;
      const connected = await call<SocialAccount>(a, 'POST', `/v2/shops/${shopId}/instagram/connect`, {
        token,
        body: { accessToken: fake.issueUserToken() },
      });
      if (connected.status !== 200) throw new Error(`connect answered ${connected.status}`);
      accountId = connected.body.id;
    }, 30_000);

    it('pulls once when both processes are asked at the same moment, and lists each publication once', async () => {
      const tagged = fake.media
        .filter((media) => media.tagged)
        .map((media) => media.permalink)
        .sort();
      const pulls = () =>
        fake.requests.filter(
          (request) => request.path === `/${DEMO_INSTAGRAM_ACCOUNT.id}/tags` && !request.query.after,
        ).length;
      const [linkA, linkB] = links as [GraphLink, GraphLink];
      // The first pull inserts, the second refreshes what the first inserted.
      for (let round = 1; round <= 2; round += 1) {
        const pullsBefore = pulls();
        // Meta keeps the list of tagged publications: the pull that asked is running while both answer.
        linkA.hold(isTaggedList);
        linkB.hold(isTaggedList);
        const answers = await Promise.all(
          [a, b].map((api) =>
            call<SocialAccount>(api, 'PUT', `/social_account_instagrams/${accountId}/pull_contents`, {
              token,
            }),
          ),
        );
        expect(answers.map((answer) => [answer.status, answer.body.pullStatus])).toEqual([
          [202, 'pending'],
          [202, 'pending'],
        ]);
        await until(
          'a pull to ask for the tagged publications',
          () => linkA.held.length + linkB.held.length > 0,
        );
        await Promise.all([linkA.release(), linkB.release()]);
        const account = await until('the pull to end', async () => {
          const answer = await call<SocialAccount>(b, 'GET', `/social_account_instagrams/${accountId}`, {
            token,
          });
          return answer.body.pullStatus !== 'pending' && answer.body;
        });
        expect(account).toMatchObject({ pullStatus: 'done', pullError: null });
        expect(pulls() - pullsBefore).toBe(1);

        const contents = await call<{ 'hydra:totalItems': number; 'hydra:member': SocialContent[] }>(
          round === 1 ? a : b,
          'GET',
          `/social_account_instagrams/${accountId}/social_contents?itemsPerPage=100`,
          { token },
        );
        expect(contents.body['hydra:totalItems']).toBe(tagged.length);
        expect(contents.body['hydra:member'].map((content) => content.permalink).sort()).toEqual(tagged);
      }
    }, 30_000);

    it('sends every due story message once when a worker is killed mid-batch, but the one Meta took as it died', async () => {
      const STORIES = 40;
      const recipients = Object.keys(MESSAGING_USERS);
      const configDiscount = await createConfigDiscount(db, shopId);
      const created = await call<Automation>(a, 'POST', '/social_automations', {
        token,
        body: {
          featureType: 'thanks',
          mode: 'automatic',
          configDiscount,
          message: 'Merci {{username}} pour ta story !',
          shop: shopId,
        },
      });
      expect(created.status).toBe(201);
      const automation = () =>
        call<Automation>(b, 'GET', `/social_automations/${created.body.id}`, { token }).then(
          ({ body }) => body,
        );

      // Stories posted 23 h 45 min ago: their messages were due 15 minutes ago, their window is open.
      const postedAt = Date.now() - (23 * 60 + 45) * 60_000;
      const senders = Array.from(
        { length: STORIES },
        (_, index) => recipients[index % recipients.length] as string,
      );
      const deliveries = await Promise.all(
        senders.map((sender, index) =>
          deliverStoryMention(
            { baseUrl: (index % 2 === 0 ? a : b).url, fake },
            { sender, timestamp: postedAt - index * 1000, mid: `two-processes-story-${index}` },
          ).then((delivery) => delivery.response),
        ),
      );
      expect(deliveries).toEqual(Array(STORIES).fill({ received: true, stored: 1 }));
      expect(await automation()).toMatchObject({ sentCount: 0, nextDueAt: expect.any(String) });

      // Two processes with the worker, Meta holding their messages: each claims a batch of 20.
      const [linkC, linkD, linkE] = await Promise.all([link(), link(), link()]);
      linkC.hold(isSend);
      linkD.hold(isSend);
      const workersStartedAt = Date.now();
      const [c] = await Promise.all([
        startApi('C', linkC, { worker: true }),
        startApi('D', linkD, { worker: true }),
      ]);
      await until('both workers to send', () => linkC.held.length === 1 && linkD.held.length === 1);

      // C sends 3 messages; Meta takes the 4th, and C is killed before it hears back (ADR 012's gap).
      for (let sent = 1; sent <= 3; sent += 1) {
        await linkC.held.shift()?.answer();
        await until(`C's message ${sent + 1}`, () => linkC.held.length === 1);
      }
      const inFlight = linkC.held.shift() as HeldCall;
      await inFlight.deliverUnanswered();
      await c.kill('SIGKILL');

      // D sends its whole batch and leaves C's 17 alone: their lease runs for 5 minutes.
      await linkD.release();
      await until('D to send its batch', async () => (await automation()).sentCount >= 23);
      expect((await automation()).sentCount).toBe(23);
      expect(linkD.sent).toBe(20);

      // A process started a lease later (its clock is that far ahead) takes them over.
      await startApi('E', linkE, { worker: true, clockAheadMs: DEFAULT_LEASE_MS + 60_000 });
      await until('every message to be sent', async () => (await automation()).sentCount >= STORIES);
      expect(await automation()).toMatchObject({ sentCount: STORIES, nextDueAt: null });

      // What Meta received: each story's message once, the one it took from C twice.
      const perRecipient = (ids: string[]) =>
        ids.reduce<Record<string, number>>((counts, id) => ({ ...counts, [id]: (counts[id] ?? 0) + 1 }), {});
      const received = perRecipient(fake.messages.map((message) => message.recipientId));
      expect(received).toEqual(perRecipient([...senders, inFlight.recipient as string]));
      expect(fake.messages).toHaveLength(STORIES + 1);
      expect([linkC.sent, linkD.sent, linkE.sent]).toEqual([3, 20, 17]);

      // What the merchant reads: every story's message sent, C's 17 only once their lease was over.
      const stories = await call<{ 'hydra:member': SocialContent[] }>(
        a,
        'GET',
        `/social_account_instagrams/${accountId}/social_contents?type=story&itemsPerPage=100`,
        { token },
      );
      const messages = stories.body['hydra:member'].flatMap((story) => story.automationMessages ?? []);
      expect(messages.map((message) => message.status)).toEqual(Array(STORIES).fill('sent'));
      const afterLease = messages.filter(
        (message) => Date.parse(message.sentAt as string) >= workersStartedAt + DEFAULT_LEASE_MS,
      );
      expect(afterLease).toHaveLength(17);
    }, 60_000);
  });
});
