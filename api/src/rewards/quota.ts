/**
 * The monthly quota (SPEC §1, §9: rewarded contents per month). `quota_remaining` counts for the
 * month named by `quota_period` (`yyyy-MM` in the shop's time zone); in any other month the whole
 * quota is there again. Every write compares the period in the same statement as it changes the
 * count, so the renewal happens exactly once, on the first write of the month, whatever the
 * server did over the boundary (stopped, restarted, several processes): no timer involved.
 */
import type { Expression, ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { monthKey, nextMonthStart } from '@merci/domain';
import type { Database, ShopRow } from '../db/schema.js';

type Executor = Transaction<Database> | Kysely<Database>;
type ShopQuota = Pick<ShopRow, 'quota' | 'quota_remaining' | 'quota_period' | 'time_zone'>;

/** What is left this month: the stored count in its own month, the whole quota in another. */
export function quotaRemainingNow(shop: ShopQuota, now: Date): number | null {
  if (shop.quota == null) return null;
  if (shop.quota_period !== monthKey(now, shop.time_zone)) return shop.quota;
  return shop.quota_remaining ?? shop.quota;
}

/** Rewarded contents counted against this month's quota. */
export function quotaUsedNow(shop: ShopQuota, now: Date): number | null {
  const remaining = quotaRemainingNow(shop, now);
  return shop.quota == null || remaining == null ? null : Math.max(0, shop.quota - remaining);
}

/** When the quota is whole again: the first instant of next month where the shop is. */
export function quotaRenewsAt(shop: Pick<ShopRow, 'quota' | 'time_zone'>, now: Date): string | null {
  return shop.quota == null ? null : nextMonthStart(now, shop.time_zone).toISOString();
}

/** `quota_remaining` as it stands this month, in SQL: the stored count only if it is this month's. */
function remainingThisMonth(eb: ExpressionBuilder<Database, 'shop'>, period: string): Expression<number> {
  return eb
    .case()
    .when('quota_period', '=', period)
    .then(eb.fn.coalesce('quota_remaining', 'quota'))
    .else(eb.ref('quota'))
    .end() as Expression<number>;
}

/**
 * Takes one unit of this month's quota (a shop without quota is never limited). False when this
 * month's quota is used up. Called inside the assignment's transaction: on PostgreSQL the row
 * lock and the re-checked condition keep concurrent approvals within the quota.
 */
export async function takeQuotaUnit(trx: Executor, shopId: number, now: Date): Promise<boolean> {
  const shop = await trx.selectFrom('shop').select('time_zone').where('id', '=', shopId).executeTakeFirst();
  if (!shop) return false;
  const current = monthKey(now, shop.time_zone);
  const result = await trx
    .updateTable('shop')
    .set((eb) => ({
      quota_remaining: eb(remainingThisMonth(eb, current), '-', 1),
      quota_period: current,
    }))
    .where('id', '=', shopId)
    .where('quota', 'is not', null)
    .where((eb) => eb(remainingThisMonth(eb, current), '>', 0))
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
 * Gives back the unit a reward took, to the month it was given in only: a reward of last month
 * cancelled today leaves this month's quota as it is. Never above the quota.
 */
export async function giveBackQuotaUnit(trx: Executor, shopId: number, rewardedAt: Date) {
  const shop = await trx
    .selectFrom('shop')
    .select(['time_zone', 'quota_period'])
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!shop || shop.quota_period == null) return;
  if (monthKey(rewardedAt, shop.time_zone) !== shop.quota_period) return;
  await trx
    .updateTable('shop')
    .set((eb) => ({ quota_remaining: eb('quota_remaining', '+', 1) }))
    .where('id', '=', shopId)
    .where('quota', 'is not', null)
    .where('quota_period', '=', shop.quota_period)
    .where((eb) => eb('quota_remaining', '<', eb.ref('quota')))
    .execute();
}

/**
 * A new quota from now on (a plan change): this month's remaining count moves by the difference
 * between the two quotas and never goes below 0; without a quota before, what the shop already
 * rewarded this month (`usedThisMonth`) is counted against the new one.
 */
export async function changeQuota(
  trx: Executor,
  shopId: number,
  quota: number | null,
  now: Date,
  usedThisMonth: number,
): Promise<void> {
  const shop = await trx
    .selectFrom('shop')
    .select(['quota', 'quota_remaining', 'quota_period', 'time_zone'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  const period = monthKey(now, shop.time_zone);
  if (quota == null) {
    await trx
      .updateTable('shop')
      .set({ quota: null, quota_remaining: null, quota_period: period })
      .where('id', '=', shopId)
      .execute();
    return;
  }
  const before = quotaRemainingNow(shop, now);
  const remaining =
    shop.quota == null || before == null
      ? Math.max(0, quota - usedThisMonth)
      : Math.max(0, before + (quota - shop.quota));
  await trx
    .updateTable('shop')
    .set({ quota, quota_remaining: remaining, quota_period: period })
    .where('id', '=', shopId)
    .execute();
}
