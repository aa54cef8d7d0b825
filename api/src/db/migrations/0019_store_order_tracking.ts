import type { Kysely } from 'kysely';

// Whether a store sends merci its orders (docs/adr/037, "Protected customer data"): Shopify
// refuses the order webhooks of an app it has not yet approved for protected customer data; the
// store is then connected without its orders, and merci asks again every so often.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('online_store')
    .addColumn('order_tracking', 'text', (col) => col.notNull().defaultTo('tracked'))
    .execute();
  await db.schema.alterTable('online_store').addColumn('order_tracking_checked_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('online_store').dropColumn('order_tracking_checked_at').execute();
  await db.schema.alterTable('online_store').dropColumn('order_tracking').execute();
}
