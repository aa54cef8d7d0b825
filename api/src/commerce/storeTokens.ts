/**
 * A store's tokens kept usable (docs/adr/037, "Expiring offline tokens"): an access token is
 * renewed with its refresh token a few minutes before it ends and once after the store answers
 * 401; a non-expiring token of an earlier connection is exchanged for an expiring one. One process
 * renews a store's tokens at a time, under a lease on its row: the others wait for the new token
 * rather than spend the same refresh token again. The new tokens replace the old ones in one
 * statement, so the database always holds a refresh token that works. A refresh token the store
 * refuses disconnects the store (`disconnect_reason` 'token_refused'): the merchant sees it to
 * connect again, and assignments answer 409 `online_store.errors.disconnected`.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OnlineStoreRow } from '../db/schema.js';
import type { TokenCipher } from '../instagram/tokenCipher.js';
import { CommerceError, type CommerceConnector, type ConnectedStore, type StoreGrant } from './connector.js';

/** How long before its end an access token is renewed: a call never starts with a token about to end. */
export const REFRESH_AHEAD_MS = 5 * 60_000;
/**
 * How long a process holds a store's token lease: a refresh is one call with a 10-second limit;
 * past this, a process that died while renewing leaves the lease to another.
 */
export const TOKEN_LEASE_MS = 30_000;
/** How often a process waiting for another's renewal reads the store again. */
const WAIT_STEP_MS = 25;

export const TOKEN_REFUSED = 'token_refused';

export interface TokenDeps {
  db: Kysely<Database>;
  cipher: TokenCipher;
  now: () => Date;
  log?: { warn: (object: object, message: string) => void };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The store disconnected (by the merchant, an uninstall, or a refused token): reconnect it. */
const disconnected = () =>
  new CommerceError(
    // Stryker disable next-line StringLiteral: a log text; the kind says what the merchant sees
    'The store is not connected',
    'unauthorized',
    // Stryker disable next-line StringLiteral: a log text, read by nobody but the operator
    'DISCONNECTED',
  );

/** The columns a grant fills, encrypted; the lease ends with them. */
export const grantColumns = (cipher: TokenCipher, grant: StoreGrant) => ({
  access_token: cipher.encrypt(grant.accessToken),
  access_token_expires_at: grant.accessTokenExpiresAt?.toISOString() ?? null,
  refresh_token: grant.refreshToken === null ? null : cipher.encrypt(grant.refreshToken),
  refresh_token_expires_at: grant.refreshTokenExpiresAt?.toISOString() ?? null,
  token_lease_until: null,
  token_lease_token: null,
});

/** What a disconnection clears: no token of a disconnected store stays in the database. */
export const NO_TOKENS = {
  access_token: null,
  access_token_expires_at: null,
  refresh_token: null,
  refresh_token_expires_at: null,
  token_lease_until: null,
  token_lease_token: null,
} as const;

/**
 * Whether the row's tokens are to be renewed before a call: an expiring access token within
 * `REFRESH_AHEAD_MS` of its end, or a non-expiring one the platform can exchange.
 */
export function needsRenewal(
  row: Pick<OnlineStoreRow, 'access_token_expires_at' | 'refresh_token'>,
  connector: Pick<CommerceConnector, 'migrateGrant'>,
  now: Date,
): boolean {
  // Stryker disable next-line ConditionalExpression: a token nothing can exchange comes back from renewTokens as it is
  if (row.access_token_expires_at === null) return connector.migrateGrant !== undefined;
  return (
    // Stryker disable next-line ConditionalExpression: a token without a refresh token comes back from renewTokens as it is
    row.refresh_token !== null && Date.parse(row.access_token_expires_at) - now.getTime() <= REFRESH_AHEAD_MS
  );
}

const readStore = (db: Kysely<Database>, storeId: number) =>
  db.selectFrom('online_store').selectAll().where('id', '=', storeId).executeTakeFirst();

/**
 * The store's tokens renewed when `stale` says the row's are, by this process or by another one
 * that held the lease meanwhile; the store's usable token. Throws an 'unauthorized' CommerceError
 * when the store is disconnected or refuses the refresh token (it is then disconnected), and the
 * platform's error when it could not be asked (the tokens stay as they were).
 */
export async function renewTokens(
  deps: TokenDeps,
  storeId: number,
  connector: CommerceConnector,
  stale: (row: OnlineStoreRow, accessToken: string) => boolean,
): Promise<ConnectedStore> {
  const { db, cipher } = deps;
  const giveUpAt = Date.now() + TOKEN_LEASE_MS * 2;
  for (;;) {
    const row = await readStore(db, storeId);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a store is disconnected exactly when its token is null (disconnect and uninstall clear both), and only a disconnected store's row is deleted
    if (!row || row.status !== 'connected' || !row.access_token) throw disconnected();
    const current = { domain: row.domain, accessToken: cipher.decrypt(row.access_token) };
    if (!stale(row, current.accessToken)) return current;
    const migrate = row.access_token_expires_at === null ? connector.migrateGrant : undefined;
    if (row.refresh_token === null && !migrate) return current;

    const now = deps.now();
    const leaseToken = randomUUID();
    // Taken only while the tokens are the ones just read and nobody else renews them.
    const taken = await db
      .updateTable('online_store')
      .set({
        token_lease_until: new Date(now.getTime() + TOKEN_LEASE_MS).toISOString(),
        token_lease_token: leaseToken,
      })
      .where('id', '=', storeId)
      .where('status', '=', 'connected')
      .where('access_token', '=', row.access_token)
      .where((eb) =>
        eb.or([eb('token_lease_until', 'is', null), eb('token_lease_until', '<=', now.toISOString())]),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) {
      // Another process renews them: its new token is read on the next turn.
      // Stryker disable next-line EqualityOperator: one millisecond of a minute's wait
      if (Date.now() > giveUpAt) {
        throw new CommerceError(
          // Stryker disable next-line StringLiteral: a log text
          'The store tokens are being renewed by another process',
          // Stryker disable next-line StringLiteral: every kind but 'unauthorized' and 'forbidden' reads the same: the token as it is while it works, else 502
          'unavailable',
        );
      }
      await sleep(WAIT_STEP_MS);
      continue;
    }

    let grant: StoreGrant | undefined;
    try {
      grant =
        row.refresh_token !== null
          ? await connector.refreshGrant({
              domain: row.domain,
              refreshToken: cipher.decrypt(row.refresh_token),
            })
          : // Stryker disable next-line OptionalChaining: migrate is defined here: without it and a refresh token, the token came back as it is above
            await migrate?.({ domain: row.domain, accessToken: current.accessToken });
      // Stryker disable next-line ConditionalExpression,StringLiteral: never met: the platform answers a grant or throws, and migrate is defined here
      if (!grant) throw new CommerceError('No way to renew the store tokens', 'rejected');
    } catch (error) {
      const refused = error instanceof CommerceError && error.kind === 'unauthorized';
      await db
        .updateTable('online_store')
        .set(
          refused
            ? {
                ...NO_TOKENS,
                status: 'disconnected',
                disconnected_at: deps.now().toISOString(),
                disconnect_reason: TOKEN_REFUSED,
              }
            : { token_lease_until: null, token_lease_token: null },
        )
        .where('id', '=', storeId)
        .where('token_lease_token', '=', leaseToken)
        .execute();
      if (refused) {
        // Stryker disable next-line OptionalChaining: the API and the worker always give their logger
        deps.log?.warn(
          { storeId, domain: row.domain, code: error.code },
          'Store token refused: the store is disconnected until the merchant connects it again',
        );
      }
      throw error;
    }

    const stored = await db
      .updateTable('online_store')
      .set(grantColumns(cipher, grant))
      .where('id', '=', storeId)
      .where('token_lease_token', '=', leaseToken)
      .executeTakeFirst();
    // A lease that ran out meanwhile (the store disconnected, or another process took over): the
    // new token still serves this call; what the row holds stays as the others left it.
    // Stryker disable next-line ConditionalExpression: reading the row again after the tokens were stored finds the store connected
    if (Number(stored.numUpdatedRows) === 0) {
      const now = await readStore(db, storeId);
      if (!now || now.status !== 'connected') throw disconnected();
    }
    return { domain: row.domain, accessToken: grant.accessToken };
  }
}

/**
 * Runs a store call with a usable token: renewed first when it ends within minutes (or does not
 * expire and can be exchanged), and once more, then the call tried again, when the store answers
 * that the token is not valid (401).
 */
export async function withStoreToken<T>(
  deps: TokenDeps,
  row: OnlineStoreRow,
  connector: CommerceConnector,
  call: (store: ConnectedStore) => Promise<T>,
): Promise<T> {
  let store: ConnectedStore;
  try {
    store = await renewTokens(deps, row.id, connector, (current) =>
      needsRenewal(current, connector, deps.now()),
    );
  } catch (error) {
    // A store that could not be asked now: a token that still works serves the call.
    const usable =
      error instanceof CommerceError &&
      error.kind !== 'unauthorized' &&
      (row.access_token_expires_at === null ||
        Date.parse(row.access_token_expires_at) > deps.now().getTime());
    // Stryker disable next-line ConditionalExpression: connectedStore passes only a row with a token
    if (!usable || row.access_token === null) throw error;
    store = { domain: row.domain, accessToken: deps.cipher.decrypt(row.access_token) };
  }
  try {
    return await call(store);
  } catch (error) {
    if (!(error instanceof CommerceError) || error.kind !== 'unauthorized') throw error;
    const rejected = store.accessToken;
    // Renewed unless another process already replaced the token the store refused.
    const renewed = await renewTokens(
      deps,
      row.id,
      connector,
      (_current, accessToken) => accessToken === rejected,
    );
    if (renewed.accessToken === rejected) throw error;
    return call(renewed);
  }
}
