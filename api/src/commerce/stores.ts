/**
 * A shop's online store: connecting it through the platform's OAuth (a single-use `state` kept
 * hashed, the callback's signature checked), reading it, and disconnecting it (docs/adr/037).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ONLINE_STORE_ERRORS, type OrderTracking } from '@merci/domain';
import { sameSecret } from '../auth/sameSecret.js';
import { hashToken } from '../auth/tokens.js';
import type { Database, OnlineStoreRow } from '../db/schema.js';
import { HttpError, conflict, unprocessable } from '../http/errors.js';
import type { TokenCipher } from '../instagram/tokenCipher.js';
import {
  CommerceError,
  type CommerceConnector,
  type ConnectedStore,
  type StoreGrant,
  type StorePlatform,
} from './connector.js';
import { NO_TOKENS, grantColumns, withStoreToken, type TokenDeps } from './storeTokens.js';

/** How long the merchant has to approve merci on the store's page. */
export const CONNECTION_TTL_MS = 15 * 60_000;

export interface StoreDeps {
  db: Kysely<Database>;
  now: () => Date;
  cipher: TokenCipher;
  connectors: ReadonlyMap<StorePlatform, CommerceConnector>;
  /** Where the store sends the merchant back: `<public URL><API prefix>/online_stores/<platform>/callback`. */
  callbackUrl: (platform: StorePlatform) => string;
  /** Where the store sends its webhooks. */
  webhookUrl: (platform: StorePlatform) => string;
  log?: TokenDeps['log'];
}

export function connectorOf(deps: Pick<StoreDeps, 'connectors'>, platform: string): CommerceConnector {
  const connector = deps.connectors.get(platform as StorePlatform);
  if (!connector) {
    throw unprocessable('errors.validation', [
      { propertyPath: 'platform', message: 'errors.invalid_choice' },
    ]);
  }
  return connector;
}

/** The shop's store row, connected or not; undefined when it never connected one. */
export const storeOfShop = (db: Kysely<Database>, shopId: number) =>
  db.selectFrom('online_store').selectAll().where('shop_id', '=', shopId).executeTakeFirst();

/**
 * The shop's connected store, or 409 `online_store.errors.disconnected`, with `withToken`, which
 * runs a store call with a token kept usable (renewed ahead of its end, and once on a 401).
 */
export async function connectedStore(
  deps: Pick<StoreDeps, 'db' | 'cipher' | 'connectors' | 'now' | 'log'>,
  shopId: number,
): Promise<{
  row: OnlineStoreRow;
  connector: CommerceConnector;
  withToken: <T>(call: (store: ConnectedStore) => Promise<T>) => Promise<T>;
}> {
  const row = await storeOfShop(deps.db, shopId);
  // Stryker disable next-line ConditionalExpression: a store is disconnected exactly when its token is null (disconnect and uninstall clear both)
  if (!row || row.status !== 'connected' || !row.access_token)
    throw conflict(ONLINE_STORE_ERRORS.disconnected);
  const connector = connectorOf(deps, row.platform);
  return { row, connector, withToken: (call) => withStoreToken(deps, row, connector, call) };
}

/**
 * Starts a connection: the store's address checked, a single-use `state` kept (hashed) for the
 * callback, and the store's page where the merchant approves merci. The caller gives the `state`
 * to the browser that asked (`connectionCookie`), as Shopify's own library does: the callback
 * only connects the store in that browser.
 */
export async function startConnection(
  deps: StoreDeps,
  { shopId, platform, domain: input }: { shopId: number; platform: string; domain: unknown },
): Promise<{ authorizeUrl: string; state: string; platform: StorePlatform }> {
  const connector = connectorOf(deps, platform);
  const domain = typeof input === 'string' ? connector.normalizeDomain(input) : undefined;
  if (!domain) {
    throw unprocessable('errors.validation', [
      { propertyPath: 'domain', message: ONLINE_STORE_ERRORS.domain },
    ]);
  }
  await refuseStoreOfAnotherShop(deps.db, connector.platform, domain, shopId);
  const state = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.db
    .insertInto('online_store_connection')
    .values({
      shop_id: shopId,
      platform: connector.platform,
      domain,
      state_hash: hashToken(state),
      expires_at: new Date(now.getTime() + CONNECTION_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return {
    authorizeUrl: connector.authorizeUrl({
      domain,
      state,
      redirectUri: deps.callbackUrl(connector.platform),
    }),
    state,
    platform: connector.platform,
  };
}

/** Whether the callback's `state` is the one the browser was given when it started. */
function sameState(fromBrowser: string | undefined, fromStore: string): boolean {
  return fromBrowser !== undefined && sameSecret(fromBrowser, fromStore);
}

async function refuseStoreOfAnotherShop(
  db: Kysely<Database>,
  platform: StorePlatform,
  domain: string,
  shopId: number,
): Promise<void> {
  const other = await db
    .selectFrom('online_store')
    .select('id')
    .where('platform', '=', platform)
    .where('domain', '=', domain)
    .where('shop_id', '!=', shopId)
    .where('status', '=', 'connected')
    .executeTakeFirst();
  if (other) throw conflict(ONLINE_STORE_ERRORS.taken);
}

/** Why a callback did not connect the store: the dashboard's message key. */
export class ConnectionRefused extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/**
 * The store's way back: its signature, the browser that started the connection (`browserState`,
 * the `state` it was given), the `state` (unused, not expired, for this store), the code exchanged
 * for a token, the webhooks subscribed, then the store saved as connected. Throws
 * `ConnectionRefused` with the message key the dashboard shows.
 */
export async function finishConnection(
  deps: StoreDeps,
  platform: string,
  query: Record<string, string>,
  browserState: string | undefined,
): Promise<{ shopId: number }> {
  const connector = deps.connectors.get(platform as StorePlatform);
  if (!connector) throw new ConnectionRefused(ONLINE_STORE_ERRORS.callback);
  if (query.error) throw new ConnectionRefused(ONLINE_STORE_ERRORS.denied);
  if (!connector.verifyCallback(query) || !query.state || !query.code || !query.shop) {
    throw new ConnectionRefused(ONLINE_STORE_ERRORS.callback);
  }
  // A link approved in another browser: someone else's connection, or the merchant's on another
  // device. The state stays unused: its own browser can still finish it.
  if (!sameState(browserState, query.state)) throw new ConnectionRefused(ONLINE_STORE_ERRORS.otherBrowser);
  const now = deps.now().toISOString();
  // Used once: the conditional update is what decides when one link is opened twice.
  const connection = await deps.db
    .updateTable('online_store_connection')
    .set({ used_at: now })
    .where('state_hash', '=', hashToken(query.state))
    .where('platform', '=', connector.platform)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['shop_id', 'domain'])
    .executeTakeFirst();
  if (!connection || connection.domain !== connector.normalizeDomain(query.shop)) {
    throw new ConnectionRefused(ONLINE_STORE_ERRORS.callback);
  }
  const { domain, shop_id: shopId } = connection;

  let granted: StoreGrant;
  let subscribed: { orderTracking: OrderTracking };
  try {
    granted = await connector.exchangeCode({ domain, code: query.code });
    subscribed = await connector.subscribeWebhooks(
      { domain, accessToken: granted.accessToken },
      deps.webhookUrl(connector.platform),
    );
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: the connector classifies every failure of its calls as a CommerceError
    if (error instanceof CommerceError) {
      throw new ConnectionRefused(
        error.kind === 'forbidden' ? ONLINE_STORE_ERRORS.denied : ONLINE_STORE_ERRORS.unavailable,
      );
    }
    throw error;
  }

  await deps.db.transaction().execute(async (trx) => {
    try {
      await refuseStoreOfAnotherShop(trx, connector.platform, domain, shopId);
    } catch {
      throw new ConnectionRefused(ONLINE_STORE_ERRORS.taken);
    }
    // Another shop's store left disconnected holds no token: the store now belongs to this shop.
    await trx
      .deleteFrom('online_store')
      .where('platform', '=', connector.platform)
      .where('domain', '=', domain)
      .where('shop_id', '!=', shopId)
      .execute();
    const values = {
      platform: connector.platform,
      domain,
      ...grantColumns(deps.cipher, granted),
      scopes: JSON.stringify(granted.scopes),
      status: 'connected' as const,
      connected_at: now,
      disconnected_at: null,
      disconnect_reason: null,
      // Awaiting the platform's approval, the store is connected without its orders (docs/adr/037).
      order_tracking: subscribed.orderTracking,
      order_tracking_checked_at: now,
    };
    const updated = await trx
      .updateTable('online_store')
      .set(values)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('online_store')
        .values({ ...values, shop_id: shopId, created_at: now })
        .execute();
    }
  });
  // Stryker disable next-line ObjectLiteral: the callback route redirects without reading it
  return { shopId };
}

/**
 * Disconnects the shop's store: merci's app is uninstalled from it first, as Shopify documents for
 * an app leaving a store (its tokens and webhook subscriptions end there too), then merci forgets
 * the tokens. The codes already given stay usable in the store. A store that cannot be reached
 * stays connected: 502, the merchant tries again. A token that no longer works (nor renews) means
 * the app is already gone.
 */
export async function disconnectStore(
  deps: Pick<StoreDeps, 'db' | 'now' | 'connectors' | 'cipher' | 'log'>,
  storeId: number,
  shopId: number,
): Promise<OnlineStoreRow | undefined> {
  const current = await deps.db
    .selectFrom('online_store')
    .selectAll()
    .where('id', '=', storeId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  if (!current) return undefined;
  const connector = deps.connectors.get(current.platform as StorePlatform);
  if (connector && current.status === 'connected') {
    try {
      await withStoreToken(deps, current, connector, (store) => connector.uninstall(store));
    } catch (error) {
      if (!(error instanceof CommerceError) || error.kind !== 'unauthorized') {
        throw error instanceof CommerceError ? new HttpError(502, ONLINE_STORE_ERRORS.unavailable) : error;
      }
    }
  }
  return deps.db
    .updateTable('online_store')
    .set({
      ...NO_TOKENS,
      status: 'disconnected',
      disconnected_at: deps.now().toISOString(),
      disconnect_reason: null,
    })
    .where('id', '=', storeId)
    .where('shop_id', '=', shopId)
    .returningAll()
    .executeTakeFirst();
}

/** A store call's failure as the merchant's problem: 409 reconnect, or 502 try again. */
export function storeProblem(error: CommerceError): HttpError {
  return error.kind === 'unauthorized' || error.kind === 'forbidden'
    ? conflict(ONLINE_STORE_ERRORS.disconnected)
    : new HttpError(502, ONLINE_STORE_ERRORS.unavailable);
}

/** How often merci asks a store awaiting the platform's approval for its order webhooks again. */
export const ORDER_TRACKING_RETRY_MS = 60 * 60_000;

/**
 * The connected stores whose orders await the platform's approval of merci's access to protected
 * customer data, last asked more than `ORDER_TRACKING_RETRY_MS` ago: each is claimed (its
 * `order_tracking_checked_at` moved to now, so another process skips it) and asked again; once
 * the store takes the order webhooks, its orders are tracked. A store that does not answer, or
 * refuses otherwise, is asked again at the next period. Returns how many are now tracked.
 */
export async function retryOrderTracking(
  deps: Pick<StoreDeps, 'db' | 'now' | 'cipher' | 'connectors' | 'webhookUrl'>,
  log?: { warn: (object: object, message: string) => void },
): Promise<number> {
  const now = deps.now();
  const due = new Date(now.getTime() - ORDER_TRACKING_RETRY_MS).toISOString();
  const stores = await deps.db
    .selectFrom('online_store')
    .selectAll()
    .where('status', '=', 'connected')
    .where('order_tracking', '=', 'awaiting_approval')
    .where((eb) =>
      eb.or([eb('order_tracking_checked_at', 'is', null), eb('order_tracking_checked_at', '<=', due)]),
    )
    .orderBy('id')
    .limit(20)
    .execute();
  let tracked = 0;
  for (const row of stores) {
    const connector = deps.connectors.get(row.platform as StorePlatform);
    if (!connector || !row.access_token) continue;
    const claimed = await deps.db
      .updateTable('online_store')
      .set({ order_tracking_checked_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('order_tracking', '=', 'awaiting_approval')
      .where((eb) =>
        row.order_tracking_checked_at === null
          ? eb('order_tracking_checked_at', 'is', null)
          : eb('order_tracking_checked_at', '=', row.order_tracking_checked_at),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      const { orderTracking } = await withStoreToken(
        { ...deps, ...(log ? { log } : {}) },
        row,
        connector,
        (store) => connector.subscribeWebhooks(store, deps.webhookUrl(connector.platform)),
      );
      if (orderTracking === 'tracked') {
        await deps.db
          .updateTable('online_store')
          .set({ order_tracking: 'tracked' })
          .where('id', '=', row.id)
          .where('status', '=', 'connected')
          .execute();
        tracked += 1;
      }
    } catch (error) {
      log?.warn(
        { storeId: row.id, error: error instanceof Error ? error.message : String(error) },
        'Store order webhooks not asked again',
      );
    }
  }
  return tracked;
}
