/**
 * The online stores' worker (docs/adr/037): the webhook deliveries recorded by the route, the
 * store calls left to retry, and the stores' tokens: a non-expiring one exchanged for an expiring
 * one (Shopify refuses the former from 1 January 2027), a refresh token renewed before its end. Each run claims due rows with a lease (a conditional UPDATE under a
 * random token, rows being claimed skipped on PostgreSQL), so that several API processes on one
 * database never work the same row, and a row whose worker died is claimed again later.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../db/database.js';
import { claimLeased } from '../db/leaseClaim.js';
import type { CommerceWebhookRow, Database } from '../db/schema.js';
import type { TokenCipher } from '../instagram/tokenCipher.js';
import { CommerceError, type CommerceConnector, type StorePlatform } from './connector.js';
import { applyStoreEvent } from './events.js';
import { renewTokens } from './storeTokens.js';

type JobTable = 'commerce_webhook' | 'commerce_task';

/**
 * How long a worked delivery's row stays, its body already blanked: its event id still answers
 * Shopify's retries of the same event, which come within hours.
 */
export const WORKED_DELIVERY_KEPT_MS = 7 * 24 * 60 * 60_000;
/** The purge of old deliveries is a sweep of the table: once an hour is enough for a week's margin. */
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * How long before its end a refresh token is used by the worker, for a store no call renewed
 * meanwhile (Shopify's last 90 days: a store with no activity for that long would need its
 * merchant to connect it again).
 */
export const REFRESH_TOKEN_RENEWED_BEFORE_MS = 10 * 24 * 60 * 60_000;

export interface CommerceWorkerOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => Date;
  log: {
    info: (object: object, message: string) => void;
    warn: (object: object, message: string) => void;
  };
  connectors: ReadonlyMap<StorePlatform, CommerceConnector>;
  /** Decrypts and encrypts the stores' tokens it renews. */
  cipher: TokenCipher;
  /** The task's store call (stops a discount); throws when the store did not take it. */
  stopDiscount: (shopId: number, externalId: string) => Promise<void>;
  /**
   * Asks the stores awaiting the platform's approval of protected customer data for their order
   * webhooks again, when their period is due; resolves with how many are now tracked.
   */
  retryOrderTracking?: () => Promise<number>;
  /** Runs every so many ms once started; 0 leaves the worker to `runOnce` (the tests). */
  intervalMs?: number;
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface CommerceWorkerRun {
  webhooks: { done: number; retried: number; failed: number };
  tasks: { done: number; retried: number; failed: number };
  /** Stores whose tokens were exchanged or renewed, or could not be (tried again next run). */
  tokens: { renewed: number; failed: number };
  /** Stores whose orders became tracked in this run. */
  stores: { tracked: number };
}

export type CommerceWorker = ReturnType<typeof createCommerceWorker>;

export function createCommerceWorker(options: CommerceWorkerOptions) {
  const {
    db,
    dialect,
    now,
    log,
    connectors,
    cipher,
    stopDiscount,
    retryOrderTracking,
    intervalMs = 0,
    leaseMs = 2 * 60_000,
    batchSize = 20,
    maxAttempts = 8,
    retryDelayMs = 30_000,
    maxRetryDelayMs = 60 * 60_000,
  } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<CommerceWorkerRun> | undefined;
  let purgedAt = Number.NEGATIVE_INFINITY;

  // Both tables have the same job columns: one claim serves them, typed on the one asked for.
  const claim = <T extends JobTable>(table: T) =>
    claimLeased<JobTable>({
      db,
      dialect,
      table,
      dueColumn: 'next_attempt_at',
      waiting: 'pending',
      leased: 'working',
      now: now(),
      leaseMs,
      batchSize,
    }) as Promise<Selectable<Database[T]>[]>;

  /** Done, or back to pending later, or failed for good: only while this worker holds the lease. */
  async function settle(
    table: JobTable,
    job: { id: number; attempts: number; lease_token: string | null },
    error?: unknown,
  ): Promise<'done' | 'retried' | 'failed'> {
    const at = now();
    const jobs = db as unknown as Kysely<Pick<Database, 'commerce_webhook'>>;
    const name = table as 'commerce_webhook';
    const outcome = error === undefined ? 'done' : job.attempts >= maxAttempts ? 'failed' : 'retried';
    const delay = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** Math.max(0, job.attempts - 1));
    await jobs
      .updateTable(name)
      .set({
        status: outcome === 'retried' ? 'pending' : outcome,
        lease_until: null,
        lease_token: null,
        ...(outcome === 'done' ? { done_at: at.toISOString(), last_error: null } : {}),
        // A store's delivery carries its customers' names, addresses and e-mails: once worked
        // (or given up), merci keeps none of it (docs/adr/037).
        ...(table === 'commerce_webhook' && outcome !== 'retried' ? { body: '' } : {}),
        ...(error === undefined ? {} : { last_error: errorText(error) }),
        ...(outcome === 'retried' ? { next_attempt_at: new Date(at.getTime() + delay).toISOString() } : {}),
      })
      .where('id', '=', job.id)
      .where('lease_token', '=', job.lease_token)
      .execute();
    return outcome;
  }

  async function work(delivery: CommerceWebhookRow): Promise<void> {
    const connector = connectors.get(delivery.platform as StorePlatform);
    if (!connector) throw new Error(`No connector for ${delivery.platform}`);
    const event = connector.readWebhook({ topic: delivery.topic, body: delivery.body });
    const at = now();
    await db.transaction().execute(async (trx) => {
      const store = await trx
        .selectFrom('online_store')
        .selectAll()
        .where('platform', '=', delivery.platform)
        .where('domain', '=', delivery.domain)
        .executeTakeFirst();
      // A store merci does not know (forgotten, or never connected): nothing of it to change.
      if (store) await applyStoreEvent(trx, store, event, at);
    });
    log.info({ webhookId: delivery.id, topic: delivery.topic, event: event.kind }, 'Store webhook worked');
  }

  /**
   * The stores whose tokens must change without waiting for a call: a non-expiring token, exchanged
   * before Shopify refuses it (no merchant has to do anything), and a refresh token near its end.
   * Each under the store's token lease, as a call's renewal is.
   */
  async function renewStoreTokens(result: CommerceWorkerRun): Promise<void> {
    const at = now();
    const migratable = [...connectors.values()]
      .filter((connector) => connector.migrateGrant)
      .map((connector) => connector.platform);
    const refreshBefore = new Date(at.getTime() + REFRESH_TOKEN_RENEWED_BEFORE_MS).toISOString();
    const stale = (row: {
      access_token_expires_at: string | null;
      refresh_token_expires_at: string | null;
    }) =>
      row.access_token_expires_at === null
        ? migratable.length > 0
        : row.refresh_token_expires_at !== null && row.refresh_token_expires_at <= refreshBefore;
    const stores = await db
      .selectFrom('online_store')
      .select(['id', 'platform', 'domain'])
      .where('status', '=', 'connected')
      .where('access_token', 'is not', null)
      .where((eb) =>
        eb.or([
          ...(migratable.length > 0
            ? [eb.and([eb('access_token_expires_at', 'is', null), eb('platform', 'in', migratable)])]
            : []),
          eb('refresh_token_expires_at', '<=', refreshBefore),
        ]),
      )
      .orderBy('id')
      .limit(batchSize)
      .execute();
    for (const store of stores) {
      const connector = connectors.get(store.platform as StorePlatform);
      if (!connector) continue;
      try {
        await renewTokens({ db, cipher, now, log }, store.id, connector, (row) => stale(row));
        result.tokens.renewed += 1;
        log.info({ storeId: store.id, domain: store.domain }, 'Store tokens renewed');
      } catch (error) {
        result.tokens.failed += 1;
        log.warn(
          { storeId: store.id, domain: store.domain, error: errorText(error) },
          'Store tokens not renewed',
        );
      }
    }
  }

  async function runOnce(): Promise<CommerceWorkerRun> {
    const result: CommerceWorkerRun = {
      webhooks: { done: 0, retried: 0, failed: 0 },
      tasks: { done: 0, retried: 0, failed: 0 },
      tokens: { renewed: 0, failed: 0 },
      stores: { tracked: 0 },
    };
    await renewStoreTokens(result);
    if (now().getTime() - purgedAt >= PURGE_EVERY_MS) {
      purgedAt = now().getTime();
      await db
        .deleteFrom('commerce_webhook')
        .where('status', 'in', ['done', 'failed'])
        .where('received_at', '<', new Date(purgedAt - WORKED_DELIVERY_KEPT_MS).toISOString())
        .execute();
    }
    for (const delivery of await claim('commerce_webhook')) {
      let failure: unknown;
      try {
        await work(delivery);
      } catch (error) {
        failure = error;
        log.warn(
          { webhookId: delivery.id, topic: delivery.topic, error: errorText(error) },
          'Store webhook not worked',
        );
      }
      result.webhooks[await settle('commerce_webhook', delivery, failure)] += 1;
    }
    for (const task of await claim('commerce_task')) {
      let failure: unknown;
      try {
        await stopDiscount(task.shop_id, task.external_id);
      } catch (error) {
        failure = error;
      }
      result.tasks[await settle('commerce_task', task, failure)] += 1;
    }
    if (retryOrderTracking) result.stores.tracked = await retryOrderTracking();
    return result;
  }

  /** One run at a time in this process: a run asked for during another waits for it. */
  function runSoon(): Promise<CommerceWorkerRun> {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runOnce: runSoon,
    /** A delivery was recorded: work it now rather than at the next tick, when the worker runs here. */
    poke() {
      if (timer && !stopped) void runSoon().catch(() => undefined);
    },
    start() {
      if (!intervalMs || timer) return;
      stopped = false;
      const tick = () => {
        if (stopped) return;
        runSoon()
          .catch((error: unknown) => log.warn({ error: errorText(error) }, 'Store worker run failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

/** A failure's text for `last_error` and the logs: the kind of a store error, never a token. */
function errorText(error: unknown): string {
  if (error instanceof CommerceError)
    return `${error.kind}${error.code ? ` ${error.code}` : ''}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
