import type { Kysely } from 'kysely';

// Meta does not promise that renewing a long-lived Instagram token pushes its end back (ADR 025,
// "What Meta promises"): when a renewal leaves the end where it was, the merchant is told once,
// before that day, to connect again. `token_end_notified_at` is that once; a new connection, or a
// renewal that does move the end, clears it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_account').addColumn('token_end_notified_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_account').dropColumn('token_end_notified_at').execute();
}
