import type { Kysely } from 'kysely';

// A notification may point at the screen that deals with it (a use request → its row on
// /rewards): a dashboard path, null for a plain message.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_notification').addColumn('link', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_notification').dropColumn('link').execute();
}
