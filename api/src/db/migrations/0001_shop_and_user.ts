import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

// Migrations receive an untyped Kysely: they describe the schema at that point in history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('shop'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('validated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('user_account'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('roles', 'text', (col) => col.notNull())
    .addColumn('activated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('shop_id', 'integer', (col) => col.references('shop.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_account').execute();
  await db.schema.dropTable('shop').execute();
}
