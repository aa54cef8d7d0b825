import type { Kysely } from 'kysely';

// Deleting a configured reward hides it (ADR 010): the rewards already given from it keep their
// link to it, and its counters stay true.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('config_discount').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('config_discount').dropColumn('deleted_at').execute();
}
