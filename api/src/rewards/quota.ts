/**
 * The monthly quota (SPEC §1, §9: rewarded contents per month; ADR 023). `quota_remaining` counts
 * for the month named by `quota_period` (`yyyy-MM` in the shop's time zone); in any later month the
 * whole quota is there again. Every write compares the period in the same statement as it changes
 * the count, so the renewal happens exactly once, on the first write of the month, whatever the
 * server did over the boundary (stopped, restarted, several processes): no timer involved.
 *
 * `yyyy-MM` keys compare as text in calendar order, on SQLite and PostgreSQL alike.
 */
import type { Expression, ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { monthKey, nextMonthStart } from '@merci/domain';
import type { Database, ShopRow } from '../db/schema.js';

type Executor = Transaction<Database> | Kysely<Database>;
type ShopQuota = Pick<ShopRow, 'quota' | 'quota_remaining' | 'quota_period' | 'time_zone'>;

/**
 * What is left this month: the stored count in its own month, the whole quota in a later one. A
 * stored month later than `now`'s (a clock behind another process's) is the newest count there is.
 */
export function quotaRemainingNow(shop: ShopQuota, now: Date): number | null {
  if (shop.quota == null) return null;
  if (shop.quota_period == null || shop.quota_period < monthKey(now, shop.time_zone)) return shop.quota;
  return shop.quota_remaining ?? shop.quota;
}

/** Rewarded contents counted against this month's quota. */
export function quotaUsedNow(shop: ShopQuota, now: Date): number | null {
  const remaining = quotaRemainingNow(shop, now);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: remaining is null exactly when the quota is
  return shop.quota == null || remaining == null ? null : Math.max(0, shop.quota - remaining);
}

/** When the quota is whole again: the first instant of next month where the shop is. */
export function quotaRenewsAt(shop: Pick<ShopRow, 'quota' | 'time_zone'>, now: Date): string | null {
  return shop.quota == null ? null : nextMonthStart(now, shop.time_zone).toISOString();
}

/** `quota_remaining` as it stands in `period`, in SQL: the stored count unless it is of an earlier month. */
function remainingIn(eb: ExpressionBuilder<Database, 'shop'>, period: string): Expression<number> {
  return eb
    .case()
    .when(eb.or([eb('quota_period', 'is', null), eb('quota_period', '<', period)]))
    .then(eb.ref('quota'))
    .else(eb.fn.coalesce('quota_remaining', 'quota'))
    .end() as Expression<number>;
}

/** The later of the stored month and `period`: a period key never goes back. */
function laterPeriod(eb: ExpressionBuilder<Database, 'shop'>, period: string): Expression<string> {
  return eb
    .case()
    .when('quota_period', '>', period)
    .then(eb.ref('quota_period'))
    .else(eb.val(period))
    .end() as Expression<string>;
}

async function shopTimeZone(trx: Executor, shopId: number): Promise<string | undefined> {
  const shop = await trx.selectFrom('shop').select('time_zone').where('id', '=', shopId).executeTakeFirst();
  return shop?.time_zone;
}

/**
 * Takes one unit of this month's quota (a shop without quota is never limited). False when this
 * month's quota is used up, and also when another approval already opened a later month than
 * `now`'s (its clock was read just before midnight, its turn came after): that month is over, and
 * letting it in would count it in neither. Called inside the assignment's transaction: on
 * PostgreSQL the row lock and the condition, checked again on the row as the lock leaves it, keep
 * concurrent approvals within the quota.
 */
export async function takeQuotaUnit(trx: Executor, shopId: number, now: Date): Promise<boolean> {
  const timeZone = await shopTimeZone(trx, shopId);
  // Stryker disable next-line ConditionalExpression: without the shop, the statements below match no row
  if (timeZone === undefined) return false;
  const current = monthKey(now, timeZone);
  const result = await trx
    .updateTable('shop')
    .set((eb) => ({
      quota_remaining: eb(remainingIn(eb, current), '-', 1),
      quota_period: current,
    }))
    .where('id', '=', shopId)
    .where('quota', 'is not', null)
    .where((eb) => eb.or([eb('quota_period', 'is', null), eb('quota_period', '<=', current)]))
    .where((eb) => eb(remainingIn(eb, current), '>', 0))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows ?? 0n) > 0) return true;
  const unlimited = await trx
    .selectFrom('shop')
    .select('id')
    .where('id', '=', shopId)
    .where('quota', 'is', null)
    .executeTakeFirst();
  return unlimited !== undefined;
}

/**
 * Gives back the unit a reward took, to the month it was given in only: while that month is the
 * stored one, its count goes up by one (never above the quota); a reward of an earlier month
 * cancelled later leaves the current count as it is. One statement, so a renewal racing with it
 * either happens before (nothing given back) or after (the new month starts whole anyway).
 */
export async function giveBackQuotaUnit(trx: Executor, shopId: number, rewardedAt: Date) {
  const timeZone = await shopTimeZone(trx, shopId);
  // Stryker disable next-line ConditionalExpression: without the shop, the update below matches no row
  if (timeZone === undefined) return;
  await trx
    .updateTable('shop')
    .set((eb) => ({ quota_remaining: eb('quota_remaining', '+', 1) }))
    .where('id', '=', shopId)
    .where('quota', 'is not', null)
    .where('quota_period', '=', monthKey(rewardedAt, timeZone))
    .where((eb) => eb('quota_remaining', '<', eb.ref('quota')))
    .execute();
}

/**
 * A new quota from now on (a plan change): this month's remaining count moves by the difference
 * between the two quotas and never goes below 0; without a quota before, what the shop already
 * rewarded this month (`usedThisMonth`) is counted against the new one. One statement computed
 * from the row as it is, so an approval at the same moment is neither lost nor counted twice.
 */
export async function changeQuota(
  trx: Executor,
  shopId: number,
  quota: number | null,
  now: Date,
  usedThisMonth: number,
): Promise<void> {
  const timeZone = await shopTimeZone(trx, shopId);
  // Stryker disable next-line ConditionalExpression: without the shop, the updates below match no row
  if (timeZone === undefined) return;
  const current = monthKey(now, timeZone);
  if (quota == null) {
    await trx
      .updateTable('shop')
      .set((eb) => ({ quota: null, quota_remaining: null, quota_period: laterPeriod(eb, current) }))
      .where('id', '=', shopId)
      .execute();
    return;
  }
  await trx
    .updateTable('shop')
    .set((eb) => {
      const moved = eb(remainingIn(eb, current), '+', eb(eb.val(quota), '-', eb.ref('quota')));
      return {
        quota,
        quota_remaining: eb
          .case()
          .when('quota', 'is', null)
          .then(Math.max(0, quota - usedThisMonth))
          .when(moved, '<', 0)
          .then(0)
          .else(moved)
          .end(),
        quota_period: laterPeriod(eb, current),
      };
    })
    .where('id', '=', shopId)
    .execute();
}
