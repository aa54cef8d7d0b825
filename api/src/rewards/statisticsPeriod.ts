/**
 * The period of a shop's statistics (the rewards', the sales'): calendar months in the shop's time
 * zone, as the monthly quota counts them (ADR 023), with their bounds written into the SQL.
 */
import { sql, type RawBuilder } from 'kysely';
import { monthKey, monthStartOffset, periodMonths, type StatisticsPeriod } from '@merci/domain';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';

/**
 * The `yyyy-MM` month of a date column of the period, in SQL: the first month it is before the end
 * of, else the current one. The bounds are written into the statement (they are ours, never the
 * caller's) so that the same text can be both selected and grouped by on PostgreSQL.
 */
export function monthOf(
  column: 'discount.created_at' | 'discount.used_at',
  months: ReturnType<typeof periodMonths>,
  current: string,
): RawBuilder<string> {
  const ref = sql.ref(column);
  const whens = months
    .slice(0, -1)
    .map((month) => sql`when ${ref} < ${sql.lit(month.end)} then ${sql.lit(month.key)}`);
  return sql<string>`case ${sql.join(whens, sql` `)} else ${sql.lit(current)} end`;
}

/**
 * The shop's statistics period of `months` months, the current one included, in its time zone:
 * the months, their first instant and the first instant after them. 404 for a shop that is gone.
 */
export async function shopPeriod(
  ctx: Pick<AppContext, 'db' | 'now'>,
  shopId: number,
  months: StatisticsPeriod,
) {
  const now = ctx.now();
  const shop = await ctx.db
    .selectFrom('shop')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!shop) throw notFound();
  const timeZone = shop.time_zone;
  return {
    now,
    timeZone,
    months: periodMonths(now, months, timeZone),
    current: monthKey(now, timeZone),
    start: monthStartOffset(now, -(months - 1), timeZone).toISOString(),
    // The period ends with the current month: a later date (none is ever written) stays out, so
    // that the months always add up to the period's figures.
    end: monthStartOffset(now, 1, timeZone).toISOString(),
  };
}
