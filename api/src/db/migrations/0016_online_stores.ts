import type { CreateTableBuilder, Kysely } from 'kysely';
import { idColumn } from './columns.js';

/** A worker's job: its state, its tries, when it is due, and the lease of the worker on it. */
const withJobColumns = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('lease_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'text');

// The shop's online store (docs/adr/037): its connection, the OAuth connections under way, the
// store's webhook deliveries and the store calls left to retry, and on the rewards the store's
// discount and the order that used it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One store per shop, and one shop per store: a delivery names the store, never the shop.
  await idColumn(db, db.schema.createTable('online_store'))
    .addColumn('shop_id', 'integer', (col) =>
      col.notNull().unique().references('shop.id').onDelete('cascade'),
    )
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    // Encrypted like the Instagram tokens; null once disconnected.
    .addColumn('access_token', 'text')
    .addColumn('scopes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('connected_at', 'text')
    .addColumn('disconnected_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('online_store_platform_domain', ['platform', 'domain'])
    .execute();

  // The OAuth `state` of a connection under way: single use, short-lived, stored hashed.
  await idColumn(db, db.schema.createTable('online_store_connection'))
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('state_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // A delivery is recorded as received and worked later; its id makes a replay a no-op.
  await withJobColumns(
    idColumn(db, db.schema.createTable('commerce_webhook'))
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('delivery_id', 'text', (col) => col.notNull())
      .addColumn('topic', 'text', (col) => col.notNull())
      .addColumn('domain', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('received_at', 'text', (col) => col.notNull()),
  )
    .addUniqueConstraint('commerce_webhook_delivery', ['platform', 'delivery_id'])
    .execute();
  await db.schema
    .createIndex('commerce_webhook_due')
    .on('commerce_webhook')
    .columns(['status', 'next_attempt_at'])
    .execute();

  // A store call that must happen but failed (a discount to stop): the worker tries it again.
  await withJobColumns(
    idColumn(db, db.schema.createTable('commerce_task'))
      .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('external_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull()),
  ).execute();
  await db.schema
    .createIndex('commerce_task_due')
    .on('commerce_task')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .alterTable('config_discount')
    .addColumn('unique_codes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // An amount off, in cents of the store's currency, for a code reward with unique codes.
  await db.schema.alterTable('config_discount').addColumn('amount_cents', 'integer').execute();

  for (const column of ['external_discount_id', 'external_order_id', 'order_name', 'order_currency'])
    await db.schema.alterTable('discount').addColumn(column, 'text').execute();
  await db.schema.alterTable('discount').addColumn('order_total_cents', 'bigint').execute();
  // An order names its codes: the webhook finds the shop's reward by its code.
  await db.schema.createIndex('discount_shop_code').on('discount').columns(['shop_id', 'code']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('discount_shop_code').execute();
  for (const column of [
    'order_total_cents',
    'order_currency',
    'order_name',
    'external_order_id',
    'external_discount_id',
  ])
    await db.schema.alterTable('discount').dropColumn(column).execute();
  await db.schema.alterTable('config_discount').dropColumn('amount_cents').execute();
  await db.schema.alterTable('config_discount').dropColumn('unique_codes').execute();
  await db.schema.dropTable('commerce_task').execute();
  await db.schema.dropTable('commerce_webhook').execute();
  await db.schema.dropTable('online_store_connection').execute();
  await db.schema.dropTable('online_store').execute();
}
