/**
 * What a store's event changes in merci (docs/adr/037), in one transaction per delivery: an
 * order that used a merci code marks its reward used and tells the owners; its cancellation puts
 * the reward back; the privacy requests and the uninstall forget what they name.
 */
import { sql, type Transaction } from 'kysely';
import type { Database, OnlineStoreRow } from '../db/schema.js';
import { notificationLinks } from '../notifications/subjects.js';
import { notifyOwners } from '../notifications/owners.js';
import type { StoreEvent, StoreOrder } from './connector.js';
import { NO_TOKENS } from './storeTokens.js';

/** "59,90 €": how the notifications write an order's total. */
export const formatTotal = (cents: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(cents / 100);

const mention = (username: string) => `@${username}`;

/** The order fields of a reward, emptied: for a cancellation or a customer's redaction. */
const NO_ORDER = {
  external_order_id: null,
  order_name: null,
  order_total_cents: null,
  order_currency: null,
} as const;

export async function applyStoreEvent(
  trx: Transaction<Database>,
  store: OnlineStoreRow,
  event: StoreEvent,
  now: Date,
): Promise<void> {
  switch (event.kind) {
    case 'order_placed':
      return orderPlaced(trx, store, event.order, now);
    case 'order_cancelled':
      return orderCancelled(trx, store, event.order, now);
    case 'customer_data_request':
      return customerDataRequested(trx, store, event.orderIds, now);
    case 'customer_redact':
      await trx
        .updateTable('discount')
        .set(NO_ORDER)
        .where('shop_id', '=', store.shop_id)
        .where('external_order_id', 'in', event.orderIds.length > 0 ? event.orderIds : [''])
        .execute();
      return;
    case 'store_redact':
      await trx
        .updateTable('discount')
        .set({ ...NO_ORDER, external_discount_id: null })
        .where('shop_id', '=', store.shop_id)
        .where('external_discount_id', 'is not', null)
        .execute();
      await trx.deleteFrom('commerce_task').where('shop_id', '=', store.shop_id).execute();
      // The store's other deliveries, worked or waiting, with whatever customer data they hold;
      // this one, being worked, is blanked once done.
      await trx
        .deleteFrom('commerce_webhook')
        .where('platform', '=', store.platform)
        .where('domain', '=', store.domain)
        .where('status', '!=', 'working')
        .execute();
      await trx.deleteFrom('online_store').where('id', '=', store.id).execute();
      return;
    case 'app_uninstalled':
      await trx
        .updateTable('online_store')
        .set({ ...NO_TOKENS, status: 'disconnected', disconnected_at: now.toISOString() })
        .where('id', '=', store.id)
        .where('status', '=', 'connected')
        .execute();
      return;
    case 'ignored':
      return;
  }
}

/** The shop's unique-code rewards an order's codes name (codes are matched whatever their case). */
const rewardsOfCodes = (trx: Transaction<Database>, shopId: number, codes: string[]) =>
  trx
    .selectFrom('discount')
    .select(['id', 'username', 'code', 'status', 'config_discount_id', 'external_order_id'])
    .where('shop_id', '=', shopId)
    .where('external_discount_id', 'is not', null)
    .where(
      sql<string>`upper(code)`,
      'in',
      codes.map((code) => code.toUpperCase()),
    )
    .execute();

async function orderPlaced(trx: Transaction<Database>, store: OnlineStoreRow, order: StoreOrder, now: Date) {
  if (order.codes.length === 0) return;
  for (const reward of await rewardsOfCodes(trx, store.shop_id, order.codes)) {
    const used = await trx
      .updateTable('discount')
      .set({
        status: 'used',
        used_at: now.toISOString(),
        external_order_id: order.externalId,
        order_name: order.name,
        order_total_cents: order.totalCents,
        order_currency: order.currency,
      })
      .where('id', '=', reward.id)
      .where('status', 'in', ['assigned', 'use_requested'])
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) continue;
    if (reward.config_discount_id != null) {
      await trx
        .updateTable('config_discount')
        .set((eb) => ({ quantity_used: eb('quantity_used', '+', 1) }))
        .where('id', '=', reward.config_discount_id)
        .execute();
    }
    await notifyOwners(trx, store.shop_id, {
      title: 'Code utilisé en boutique en ligne',
      message: `${mention(reward.username)} a utilisé son code ${reward.code ?? ''} : commande ${order.name} (${formatTotal(order.totalCents, order.currency)}).`,
      link: notificationLinks.usedReward(reward.id),
      createdAt: now.toISOString(),
    });
  }
}

async function orderCancelled(
  trx: Transaction<Database>,
  store: OnlineStoreRow,
  order: StoreOrder,
  now: Date,
) {
  const rewards = await trx
    .selectFrom('discount')
    .select(['id', 'username', 'code', 'config_discount_id'])
    .where('shop_id', '=', store.shop_id)
    .where('external_order_id', '=', order.externalId)
    .where('status', '=', 'used')
    .execute();
  for (const reward of rewards) {
    await trx
      .updateTable('discount')
      .set({ status: 'assigned', used_at: null, ...NO_ORDER })
      .where('id', '=', reward.id)
      .execute();
    if (reward.config_discount_id != null) {
      await trx
        .updateTable('config_discount')
        .set((eb) => ({ quantity_used: eb('quantity_used', '-', 1) }))
        .where('id', '=', reward.config_discount_id)
        .where('quantity_used', '>', 0)
        .execute();
    }
    await notifyOwners(trx, store.shop_id, {
      title: 'Commande annulée',
      message: `La commande ${order.name} est annulée : la récompense de ${mention(reward.username)} (code ${reward.code ?? ''}) n’est plus comptée comme utilisée.`,
      link: notificationLinks.givenReward(reward.id),
      createdAt: now.toISOString(),
    });
  }
}

/** The merchant answers the customer's request: merci tells the owners what it holds. */
async function customerDataRequested(
  trx: Transaction<Database>,
  store: OnlineStoreRow,
  orderIds: string[],
  now: Date,
) {
  const held =
    orderIds.length === 0
      ? []
      : await trx
          .selectFrom('discount')
          .select(['code', 'order_name', 'order_total_cents', 'order_currency', 'used_at'])
          .where('shop_id', '=', store.shop_id)
          .where('external_order_id', 'in', orderIds)
          .execute();
  const lines = held.map(
    (row) =>
      `commande ${row.order_name ?? '?'} (${row.order_total_cents != null && row.order_currency ? formatTotal(row.order_total_cents, row.order_currency) : '?'}), code ${row.code ?? '?'}, utilisé le ${row.used_at?.slice(0, 10) ?? '?'}`,
  );
  await notifyOwners(trx, store.shop_id, {
    title: 'Demande de données d’un client',
    message:
      lines.length === 0
        ? 'Un client de votre boutique en ligne demande ses données : merci ne conserve aucune de ses commandes.'
        : `Un client de votre boutique en ligne demande ses données. merci conserve : ${lines.join(' ; ')}. Son nom et son e-mail ne sont pas conservés.`,
    createdAt: now.toISOString(),
  });
}
