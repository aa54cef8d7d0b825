import type { Kysely } from 'kysely';

// The Instagram connection: the state of a pull (who runs it, since when, why it failed), how
// each content reached us, and a lookup of accounts by Instagram user id for the webhooks.
// SQLite adds one column per statement; both dialects accept these as written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('social_account').addColumn('pull_started_at', 'text').execute();
  await db.schema.alterTable('social_account').addColumn('pull_error', 'text').execute();
  await db.schema
    .alterTable('social_content')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('tag'))
    .execute();
  await db.schema
    .createIndex('social_account_network_external')
    .on('social_account')
    .columns(['network', 'external_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('social_account_network_external').execute();
  await db.schema.alterTable('social_content').dropColumn('source').execute();
  await db.schema.alterTable('social_account').dropColumn('pull_error').execute();
  await db.schema.alterTable('social_account').dropColumn('pull_started_at').execute();
}
