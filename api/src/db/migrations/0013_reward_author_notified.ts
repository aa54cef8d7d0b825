import type { Kysely } from 'kysely';

// When the merchant marked the author of a given reward as told of it (« Prévenu »): set by hand,
// since the reward reaches its author outside merci (a comment, a private message); null until then.
// The shop's to-do finds the shop's connected account on every home visit: by index, not by scan.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('discount').addColumn('notified_at', 'text').execute();
  await db.schema.createIndex('social_account_shop').on('social_account').column('shop_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('social_account_shop').execute();
  await db.schema.alterTable('discount').dropColumn('notified_at').execute();
}
