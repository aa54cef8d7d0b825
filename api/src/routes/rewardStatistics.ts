/**
 * Rewards given by a shop, for /analytics and the home counters (domain `RewardStatistics`).
 *
 * Everything is counted by the database (COUNT … GROUP BY): the work and the answer stay the same
 * size whatever the number of rewards. Months and years are calendar ones in the shop's time zone,
 * as the monthly quota counts them (ADR 023): their first instants are computed here, and dates are
 * ISO-8601 text in UTC on both dialects, so ISO strings compare as the instants they name.
 */
import { sql, type RawBuilder } from 'kysely';
import {
  CONTENT_TYPES,
  PLACES,
  REWARD_STATUSES,
  REWARD_TYPES,
  STATISTICS_PERIODS,
  TOP_AMBASSADORS,
  monthKey,
  monthStart,
  monthStartOffset,
  periodMonths,
  zonedParts,
  zonedTimeToInstant,
  type RewardStatistics,
  type StatisticsPeriod,
} from '@merci/domain';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';

export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 12;

// The ranking's length and the period's months are shared with the mock API.
export { TOP_AMBASSADORS, periodMonths };

/**
 * The `yyyy-MM` month of a reward of the period, in SQL: the first month it is before the end of,
 * else the current one. The bounds are written into the statement (they are ours, never the
 * caller's) so that the same text can be both selected and grouped by on PostgreSQL.
 */
function monthOfReward(months: ReturnType<typeof periodMonths>, current: string): RawBuilder<string> {
  const column = sql.ref('discount.created_at');
  const whens = months
    .slice(0, -1)
    .map((month) => sql`when ${column} < ${sql.lit(month.end)} then ${sql.lit(month.key)}`);
  return sql<string>`case ${sql.join(whens, sql` `)} else ${sql.lit(current)} end`;
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** Adds `count` under `key` when the key is one the record knows (unknown values are not counted). */
function add<K extends string>(record: Record<K, number>, key: string, count: number) {
  if (Object.hasOwn(record, key)) record[key as K] += count;
}

export async function rewardStatistics(
  ctx: AppContext,
  shopId: number,
  months: StatisticsPeriod,
): Promise<RewardStatistics> {
  const now = ctx.now();
  const shop = await ctx.db
    .selectFrom('shop')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!shop) throw notFound();
  const timeZone = shop.time_zone;
  const period = periodMonths(now, months, timeZone);
  const thisMonthStart = monthStart(now, timeZone).toISOString();
  const yearStart = zonedTimeToInstant(timeZone, zonedParts(now, timeZone).year, 1, 1).toISOString();
  const periodStart = monthStartOffset(now, -(months - 1), timeZone).toISOString();
  // The period ends with the current month: a later date (none is ever written) stays out, so that
  // the months of `byMonth` always add up to the period's figures.
  const periodEnd = monthStartOffset(now, 1, timeZone).toISOString();
  const monthOf = monthOfReward(period, monthKey(now, timeZone));
  // Ties in the ranking go by username in byte order on both dialects (PostgreSQL would otherwise
  // use the database's locale, which ignores dots and underscores).
  const username =
    ctx.dialect === 'postgres'
      ? sql`${sql.ref('discount.username')} collate "C"`
      : sql.ref('discount.username');

  const inPeriod = ctx.db
    .selectFrom('discount')
    .where('discount.shop_id', '=', shopId)
    .where('discount.created_at', '>=', periodStart)
    .where('discount.created_at', '<', periodEnd);

  const [totals, groups, top] = await Promise.all([
    ctx.db
      .selectFrom('discount')
      .where('shop_id', '=', shopId)
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn
          .sum<string | number | null>(sql`case when created_at >= ${thisMonthStart} then 1 else 0 end`)
          .as('thisMonth'),
        eb.fn
          .sum<string | number | null>(sql`case when created_at >= ${yearStart} then 1 else 0 end`)
          .as('thisYear'),
      ])
      .executeTakeFirstOrThrow(),
    // One pass over the period: one row per combination present, at most
    // months × types × statuses × places × content types rows, however many rewards there are.
    // The content type is the rewarded publication's (a reward is deleted with its publication).
    inPeriod
      .innerJoin('social_content', 'social_content.id', 'discount.social_content_id')
      .select((eb) => [
        monthOf.as('month'),
        'discount.type as type',
        'discount.status as status',
        'discount.place as place',
        'social_content.type as contentType',
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy([monthOf, 'discount.type', 'discount.status', 'discount.place', 'social_content.type'])
      .execute(),
    inPeriod
      .select((eb) => ['discount.username as username', eb.fn.countAll<string | number>().as('count')])
      .groupBy('discount.username')
      .orderBy('count', 'desc')
      .orderBy(username)
      .limit(TOP_AMBASSADORS)
      .execute(),
  ]);

  const byMonth = new Map(
    period.map(({ key }) => [key, { month: key, count: 0, byType: zeros(REWARD_TYPES) }]),
  );
  const byType = zeros(REWARD_TYPES);
  const byStatus = zeros(REWARD_STATUSES);
  const byPlace = zeros(PLACES);
  const byContentType = zeros(CONTENT_TYPES);
  let given = 0;
  for (const group of groups) {
    const count = Number(group.count);
    given += count;
    const entry = byMonth.get(group.month);
    if (entry) {
      entry.count += count;
      add(entry.byType, group.type, count);
    }
    add(byType, group.type, count);
    add(byStatus, group.status, count);
    add(byPlace, group.place, count);
    add(byContentType, group.contentType, count);
  }

  return {
    months,
    total: Number(totals.total),
    thisMonth: Number(totals.thisMonth ?? 0),
    thisYear: Number(totals.thisYear ?? 0),
    byMonth: [...byMonth.values()],
    byType,
    byStatus,
    byPlace,
    byContentType,
    useRate: given === 0 ? null : byStatus.used / given,
    topAmbassadors: top.map((row) => ({ username: row.username, count: Number(row.count) })),
  };
}

/* ---------------------------------------------------------------- OpenAPI */

const counts = (keys: readonly string[]) => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((key) => [key, { type: 'integer', minimum: 0 }])),
  required: [...keys],
  additionalProperties: false,
});

export const rewardStatisticsQuerySchema = {
  type: 'object',
  properties: {
    months: {
      type: 'integer',
      enum: [...STATISTICS_PERIODS],
      default: DEFAULT_STATISTICS_PERIOD,
      description: 'How many months, the current one included, the breakdowns cover',
    },
  },
} as const;

export const rewardStatisticsSchema = {
  type: 'object',
  description:
    'total, thisMonth and thisYear count every reward ever given; the other figures cover the period',
  properties: {
    months: { type: 'integer', enum: [...STATISTICS_PERIODS] },
    total: { type: 'integer', minimum: 0 },
    thisMonth: { type: 'integer', minimum: 0 },
    thisYear: { type: 'integer', minimum: 0 },
    byMonth: {
      type: 'array',
      description: 'Each month of the period, oldest first, zero-filled',
      items: {
        type: 'object',
        properties: {
          month: {
            type: 'string',
            pattern: '^\\d{4}-\\d{2}$',
            description: 'yyyy-MM in the shop’s time zone',
          },
          count: { type: 'integer', minimum: 0 },
          byType: counts(REWARD_TYPES),
        },
        required: ['month', 'count', 'byType'],
      },
    },
    byType: counts(REWARD_TYPES),
    byStatus: counts(REWARD_STATUSES),
    byPlace: counts(PLACES),
    byContentType: counts(CONTENT_TYPES),
    useRate: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 1,
      description: 'Used rewards over rewards given in the period; null when none was given',
    },
    topAmbassadors: {
      type: 'array',
      maxItems: TOP_AMBASSADORS,
      description: 'Most rewarded first, ties by username',
      items: {
        type: 'object',
        properties: { username: { type: 'string' }, count: { type: 'integer', minimum: 1 } },
        required: ['username', 'count'],
      },
    },
  },
  required: [
    'months',
    'total',
    'thisMonth',
    'thisYear',
    'byMonth',
    'byType',
    'byStatus',
    'byPlace',
    'byContentType',
    'useRate',
    'topAmbassadors',
  ],
} as const;
