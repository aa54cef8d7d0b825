/**
 * Store calls that must happen even when the store does not answer at once: a discount to stop
 * (a reward taken back, refused, or whose assignment failed after its code was made). They are
 * rows of `commerce_task`, written in the transaction that decides them, and the worker makes the
 * call, again later after a failure (docs/adr/037).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { CommerceError } from './connector.js';
import { connectedStore, type StoreDeps } from './stores.js';

/** Stops a store's discount now if the store answers, else leaves it to the worker. */
export type StopDiscount = (shopId: number, externalId: string) => Promise<void>;

/** Asks the worker to stop the store's discount, in the caller's transaction. */
export async function stopDiscountLater(
  trx: Transaction<Database> | Kysely<Database>,
  { shopId, externalId, now }: { shopId: number; externalId: string; now: Date },
): Promise<void> {
  await trx
    .insertInto('commerce_task')
    .values({
      shop_id: shopId,
      kind: 'deactivate_discount',
      external_id: externalId,
      next_attempt_at: now.toISOString(),
      lease_until: null,
      lease_token: null,
      last_error: null,
      created_at: now.toISOString(),
      done_at: null,
    })
    .execute();
}

/** The task's call: stops the discount in the shop's store. Throws when the store did not take it. */
export async function stopDiscount(
  deps: Pick<StoreDeps, 'db' | 'cipher' | 'connectors' | 'now' | 'log'>,
  shopId: number,
  externalId: string,
): Promise<void> {
  const { connector, withToken } = await connectedStore(deps, shopId);
  await withToken((store) => connector.deactivateDiscount(store, externalId));
}

export function createStopDiscount(
  deps: Pick<StoreDeps, 'db' | 'cipher' | 'connectors' | 'now'> & {
    log: { warn: (object: object, message: string) => void };
  },
): StopDiscount {
  return async (shopId, externalId) => {
    try {
      await stopDiscount(deps, shopId, externalId);
    } catch (error) {
      deps.log.warn(
        { shopId, externalId, reason: error instanceof CommerceError ? error.kind : 'error' },
        'Store discount not stopped yet: left to the worker',
      );
      await stopDiscountLater(deps.db, { shopId, externalId, now: deps.now() });
    }
  };
}
