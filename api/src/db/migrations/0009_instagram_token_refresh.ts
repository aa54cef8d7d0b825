import type { Kysely } from 'kysely';

// The worker renews Instagram tokens before they expire (ADR 025). `next_token_refresh_at` is
// both the lease and the daily limit: a process takes an account by moving it a day ahead with a
// conditional UPDATE, so two processes never renew the same token and an account is tried at
// most once a day (sooner again only after an outage or a rate limit). The index finds the
// tokens near their end without reading every account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_account').addColumn('next_token_refresh_at', 'text').execute();
  await db.schema
    .createIndex('social_account_token_expires_at')
    .on('social_account')
    .column('token_expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('social_account_token_expires_at').execute();
  await db.schema.alterTable('social_account').dropColumn('next_token_refresh_at').execute();
}
