import type { Kysely } from 'kysely';
import { keptWebhookBody } from '../../commerce/shopify/webhooks.js';

// Whether a store sends merci its orders (docs/adr/037, "Protected customer data"): Shopify
// refuses the order webhooks of an app it has not yet approved for protected customer data; the
// store is then connected without its orders, and merci asks again every so often.
//
// And what a delivery keeps ("What a delivery keeps"): a delivery waiting for the worker kept
// Shopify's whole body, its customers' names, e-mails, phones, addresses and IPs included; it
// now keeps the fields the worker reads. The deliveries already worked were blanked by the worker.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('online_store')
    .addColumn('order_tracking', 'text', (col) => col.notNull().defaultTo('tracked'))
    .execute();
  await db.schema.alterTable('online_store').addColumn('order_tracking_checked_at', 'text').execute();

  const deliveries = db as unknown as Kysely<{
    commerce_webhook: { id: number; platform: string; topic: string; body: string };
  }>;
  const waiting = await deliveries
    .selectFrom('commerce_webhook')
    .select(['id', 'platform', 'topic', 'body'])
    .where('body', '!=', '')
    .execute();
  for (const row of waiting) {
    // Shopify is the only platform with deliveries; a platform this code does not know keeps nothing.
    const body = row.platform === 'shopify' ? keptWebhookBody(row) : '';
    await deliveries.updateTable('commerce_webhook').set({ body }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The bodies' other fields are gone for good: nothing to put back.
  await db.schema.alterTable('online_store').dropColumn('order_tracking_checked_at').execute();
  await db.schema.alterTable('online_store').dropColumn('order_tracking').execute();
}
