import type { Kysely } from 'kysely';

// A store's expiring offline token (docs/adr/037, "Expiring offline tokens"): when the access
// token ends (null: a non-expiring token of an earlier connection, exchanged by the worker), the
// refresh token (encrypted like the access token) and its end, the lease of the one process that
// renews them, and why a store was disconnected when merci did it (its token refused).
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'access_token_expires_at',
    'refresh_token',
    'refresh_token_expires_at',
    'token_lease_until',
    'token_lease_token',
    'disconnect_reason',
  ])
    await db.schema.alterTable('online_store').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'disconnect_reason',
    'token_lease_token',
    'token_lease_until',
    'refresh_token_expires_at',
    'refresh_token',
    'access_token_expires_at',
  ])
    await db.schema.alterTable('online_store').dropColumn(column).execute();
}
