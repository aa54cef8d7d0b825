import type { Kysely } from 'kysely';

// The counters of the rate limits and of the failed sign-ins, shared by every API process on
// PostgreSQL (ADR 027). One row per key (a route and an address, or an account); the index lets
// each process delete the expired rows without reading the others.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await db.schema.createIndex('rate_limit_expires_at').on('rate_limit').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit').execute();
}
