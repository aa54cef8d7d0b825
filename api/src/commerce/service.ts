/**
 * The shops' online stores (docs/adr/037), whatever their platform: connections, unique codes
 * within assignments, webhook deliveries and the worker that works them.
 */
import type { Kysely, Transaction } from 'kysely';
import { ONLINE_STORE_ERRORS } from '@merci/domain';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { ONLINE_STORE_TOKENS, createTokenCipher } from '../instagram/tokenCipher.js';
import type { CommerceConnector, StorePlatform } from './connector.js';
import { assignWithStoreCode, type StoreDiscount, type UniqueCodeAssignment } from './storeCodes.js';
import {
  ConnectionRefused,
  disconnectStore,
  finishConnection,
  retryOrderTracking,
  startConnection,
  storeOfShop,
  type StoreDeps,
} from './stores.js';
import { createStopDiscount, stopDiscount, stopDiscountLater } from './tasks.js';
import { createCommerceWorker, type CommerceWorkerOptions } from './worker.js';

/** What the offline demo's fake store does on a customer's behalf (the demo routes). */
export interface DemoStore {
  /** A customer's order with these codes, delivered to merci as the store's webhook. */
  placeOrder: (input: {
    domain: string;
    codes: string[];
    totalCents?: number;
    currency?: string;
  }) => Promise<{ name: string; totalCents: number; currency: string }>;
}

export interface CommerceOptions {
  /** One per platform merci connects; none leaves the online store unavailable. */
  connectors?: CommerceConnector[];
  /** Encrypts the stores' tokens (with a key apart from the Instagram tokens'). */
  tokenEncryptionKey: string;
  /** Runs the worker in this process every so many ms; unset or 0 leaves it to `runOnce`. */
  workerIntervalMs?: number;
  /** Worker tunables, for the tests. */
  worker?: Partial<Pick<CommerceWorkerOptions, 'leaseMs' | 'batchSize' | 'maxAttempts' | 'retryDelayMs'>>;
  /** The offline demo's fake store; its demo routes are registered only with it. */
  demo?: DemoStore;
  /**
   * `<public URL><API prefix>` as the stores reach it, when it is known only once the server
   * listens (the tests' random port). @default the server's public URL and prefix
   */
  apiUrl?: () => string;
}

export interface CommerceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => Date;
  log: CommerceWorkerOptions['log'];
  /** `<public URL><API prefix>`: where the stores send the merchant back and their webhooks. */
  apiUrl: string;
}

export type CommerceService = ReturnType<typeof createCommerceService>;

/** Where a store sends the merchant back after consent: the app's redirection URL at the platform. */
export const onlineStoreCallbackUrl = (apiUrl: string, platform: StorePlatform) =>
  `${apiUrl}/online_stores/${platform}/callback`;

/** Where a platform delivers its webhooks, the privacy topics included. */
export const onlineStoreWebhookUrl = (apiUrl: string, platform: StorePlatform) =>
  `${apiUrl}/webhooks/${platform}`;

export function createCommerceService(options: CommerceOptions, deps: CommerceDeps) {
  const connectors = new Map<StorePlatform, CommerceConnector>(
    (options.connectors ?? []).map((connector) => [connector.platform, connector]),
  );
  const cipher = createTokenCipher(options.tokenEncryptionKey, ONLINE_STORE_TOKENS);
  const apiUrl = options.apiUrl ?? (() => deps.apiUrl);
  const storeDeps: StoreDeps = {
    db: deps.db,
    now: deps.now,
    cipher,
    connectors,
    callbackUrl: (platform) => onlineStoreCallbackUrl(apiUrl(), platform),
    webhookUrl: (platform) => onlineStoreWebhookUrl(apiUrl(), platform),
    log: deps.log,
  };
  const stopNowOrLater = createStopDiscount({ ...storeDeps, log: deps.log });
  const worker = createCommerceWorker({
    db: deps.db,
    dialect: deps.dialect,
    now: deps.now,
    log: deps.log,
    connectors,
    cipher,
    stopDiscount: (shopId, externalId) => stopDiscount(storeDeps, shopId, externalId),
    retryOrderTracking: () => retryOrderTracking(storeDeps, deps.log),
    ...(options.workerIntervalMs ? { intervalMs: options.workerIntervalMs } : {}),
    ...options.worker,
  });

  return {
    connectors,
    cipher,
    demo: options.demo,
    worker,
    storeOfShop: (shopId: number) => storeOfShop(deps.db, shopId),
    startConnection: (input: { shopId: number; platform: string; domain: unknown }) =>
      startConnection(storeDeps, input),
    finishConnection: (platform: string, query: Record<string, string>, browserState: string | undefined) =>
      finishConnection(storeDeps, platform, query, browserState),
    callbackUrl: storeDeps.callbackUrl,
    disconnect: (storeId: number, shopId: number) => disconnectStore(storeDeps, storeId, shopId),
    /** Runs an assignment with the store's new code when its reward gives unique codes. */
    assign: <T>(
      assignment: UniqueCodeAssignment,
      work: (trx: Transaction<Database>, storeDiscount: StoreDiscount | undefined) => Promise<T>,
    ) => assignWithStoreCode({ ...storeDeps, stopDiscount: stopNowOrLater }, assignment, work),
    /** Stops a reward's store discount once the caller's transaction commits (the worker's task). */
    stopDiscountLater: (
      trx: Transaction<Database> | Kysely<Database>,
      input: { shopId: number; externalId: string },
    ) => stopDiscountLater(trx, { ...input, now: deps.now() }),
    /**
     * A store's delivery: its signature checked on the raw bytes, then recorded once (a replay
     * of the same delivery id changes nothing) for the worker. Throws 401 on a bad signature.
     */
    async receiveWebhook(
      platform: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: Buffer,
    ): Promise<{ recorded: boolean }> {
      const connector = connectors.get(platform as StorePlatform);
      const delivery = connector?.verifyWebhook(headers, rawBody);
      if (!connector || !delivery) throw new HttpError(401, ONLINE_STORE_ERRORS.badSignature);
      const at = deps.now().toISOString();
      const inserted = await deps.db
        .insertInto('commerce_webhook')
        .values({
          platform: connector.platform,
          delivery_id: delivery.deliveryId,
          topic: delivery.topic,
          domain: delivery.domain,
          // Only what the worker reads: no customer's name, e-mail, phone, address or IP.
          body: connector.keptWebhookBody(delivery),
          received_at: at,
          next_attempt_at: at,
          lease_until: null,
          lease_token: null,
          last_error: null,
          done_at: null,
        })
        .onConflict((conflict) => conflict.columns(['platform', 'delivery_id']).doNothing())
        .executeTakeFirst();
      const recorded = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
      // Stryker disable next-line ConditionalExpression: a replay poked too finds nothing new to work
      if (recorded) worker.poke();
      return { recorded };
    },
    start() {
      worker.start();
    },
    close: () => worker.stop(),
  };
}

export { ConnectionRefused };
