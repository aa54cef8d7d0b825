/**
 * A reward with unique codes, assigned without leaving anything half made (docs/adr/037): the
 * assignment runs once and is rolled back (every refusal shows there, before the store is asked),
 * the store creates the code, the assignment runs for real with it, and a refusal then stops the
 * store's code again.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { allowsUniqueCodes, dayBounds, uniqueCode, type Place, type RewardType } from '@merci/domain';
import type { ConfigDiscountRow, Database } from '../db/schema.js';
import { CommerceError, type DiscountToCreate, type DiscountValue } from './connector.js';
import { connectedStore, storeProblem, type StoreDeps } from './stores.js';
import type { StopDiscount } from './tasks.js';

/** The store's discount behind an assigned reward: what the reward row keeps of it. */
export interface StoreDiscount {
  externalId: string;
  code: string;
}

/** Whether a configured reward gives a code of its own to each ambassador. */
export const givesUniqueCodes = (
  config: Pick<ConfigDiscountRow, 'unique_codes' | 'place' | 'type'> | undefined,
): boolean =>
  config?.unique_codes === 1 && allowsUniqueCodes(config.place as Place, config.type as RewardType);

/** What each code takes off: the amount when the reward has one, else its percentage. */
export function discountValue(
  config: Pick<ConfigDiscountRow, 'type' | 'percent' | 'amount_cents'>,
): DiscountValue {
  // Stryker disable next-line ConditionalExpression: `null > 0` is false, so the amount's own test already leaves a missing amount out
  if (config.type === 'code' && config.amount_cents != null && config.amount_cents > 0) {
    return { amount: config.amount_cents / 100 };
  }
  return { percent: config.percent };
}

/** The code's life in the store: from now (or the validity's first day) to its last day's end. */
export function discountPeriod(
  config: Pick<ConfigDiscountRow, 'validity_start_at' | 'validity_end_at'>,
  now: Date,
  timeZone: string,
): Pick<DiscountToCreate, 'startsAt' | 'endsAt'> {
  // Stryker disable next-line ConditionalExpression,OptionalChaining: the assignment's validity check already refused a first day after now, so now is the start either way
  const start = config.validity_start_at ? dayBounds(config.validity_start_at, timeZone)?.start : undefined;
  // Stryker disable next-line OptionalChaining: a saved validity date is always a date (the reward's schema), never undefined bounds
  const end = config.validity_end_at ? dayBounds(config.validity_end_at, timeZone)?.end : undefined;
  return {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a first day after now was refused by the assignment's validity check
    startsAt: (start && start > now ? start : now).toISOString(),
    endsAt: end ? end.toISOString() : null,
  };
}

/** An assignment run in a transaction, with the store's code when its reward gives unique codes. */
export type AssignInTransaction = <T>(
  assignment: UniqueCodeAssignment,
  work: (trx: Transaction<Database>, storeDiscount: StoreDiscount | undefined) => Promise<T>,
) => Promise<T>;

/** Rolls the dry run's transaction back once its work has passed every check. */
class DryRunPassed extends Error {}

/** A code no store holds, for the dry run whose rows are rolled back. */
// Stryker disable next-line ObjectLiteral,StringLiteral: the dry run's rows are rolled back, never seen
const DRY_RUN_DISCOUNT: StoreDiscount = { externalId: 'dry-run', code: 'MERCI-DRY-RUN' };

/** Codes drawn again when the store already holds one (its `TAKEN`). */
const CODE_DRAWS = 3;

export interface UniqueCodeAssignment {
  shopId: number;
  /** The configured reward chosen, if any: only a configured one can give unique codes. */
  configDiscountId: number | undefined;
  /** The ambassador, whose name starts the code. */
  username: string;
}

/**
 * Runs `work` (an assignment) in a transaction, with the store's new code when the configured
 * reward gives unique codes. A store that refuses or does not answer stops everything before
 * the transaction (409 reconnect, 502 try again); a refusal of the transaction stops the code.
 */
export async function assignWithStoreCode<T>(
  deps: Pick<StoreDeps, 'db' | 'cipher' | 'connectors' | 'now' | 'log'> & { stopDiscount: StopDiscount },
  assignment: UniqueCodeAssignment,
  work: (trx: Transaction<Database>, storeDiscount: StoreDiscount | undefined) => Promise<T>,
): Promise<T> {
  const config = await uniqueCodeConfig(deps.db, assignment);
  if (!config) return deps.db.transaction().execute((trx) => work(trx, undefined));

  // Every refusal of the assignment itself (already rewarded, quota, quantity, validity) shows
  // here, so that a refused assignment never creates a code in the store.
  try {
    await deps.db.transaction().execute(async (trx) => {
      await work(trx, DRY_RUN_DISCOUNT);
      throw new DryRunPassed();
    });
  } catch (error) {
    if (!(error instanceof DryRunPassed)) throw error;
  }

  const { connector, withToken } = await connectedStore(deps, assignment.shopId);
  const shop = await deps.db
    .selectFrom('shop')
    .select('time_zone')
    .where('id', '=', assignment.shopId)
    .executeTakeFirstOrThrow();
  const discount: Omit<DiscountToCreate, 'code'> = {
    title: `merci · @${assignment.username}`,
    value: discountValue(config),
    ...discountPeriod(config, deps.now(), shop.time_zone),
  };
  let created: StoreDiscount | undefined;
  for (let draw = 1; !created; draw += 1) {
    try {
      const code = uniqueCode(assignment.username, randomInt);
      created = await withToken((store) => connector.createDiscount(store, { ...discount, code }));
    } catch (error) {
      const taken = error instanceof CommerceError && error.code === 'TAKEN' && draw < CODE_DRAWS;
      if (taken) continue;
      if (error instanceof CommerceError) throw storeProblem(error);
      throw error;
    }
  }

  try {
    return await deps.db.transaction().execute((trx) => work(trx, created));
  } catch (error) {
    // Refused meanwhile (a concurrent approval took the last unit): no live code without its reward.
    await deps.stopDiscount(assignment.shopId, created.externalId);
    throw error;
  }
}

async function uniqueCodeConfig(
  db: Kysely<Database>,
  { shopId, configDiscountId }: UniqueCodeAssignment,
): Promise<ConfigDiscountRow | undefined> {
  // Stryker disable next-line ConditionalExpression: the query by no id finds no row, and gives the same `undefined`
  if (configDiscountId === undefined) return undefined;
  const config = await db
    .selectFrom('config_discount')
    .selectAll()
    .where('id', '=', configDiscountId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return givesUniqueCodes(config) ? config : undefined;
}
