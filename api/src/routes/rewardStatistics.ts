/**
 * Rewards given by a shop, for /analytics and the home counters (domain `RewardStatistics`).
 *
 * Everything is counted by the database (COUNT … GROUP BY): the work and the answer stay the same
 * size whatever the number of rewards. Months and years are calendar ones in the shop's time zone,
 * as the monthly quota counts them (ADR 023): their first instants are computed here, and dates are
 * ISO-8601 text in UTC on both dialects, so ISO strings compare as the instants they name.
 */
import { sql } from 'kysely';
import {
  CONTENT_TYPES,
  PLACES,
  REWARD_STATUSES,
  REWARD_TYPES,
  STATISTICS_PERIODS,
  TOP_AMBASSADORS,
  monthStart,
  periodMonths,
  zonedParts,
  zonedTimeToInstant,
  type RewardStatistics,
  type StatisticsPeriod,
} from '@merci/domain';
import type { AppContext } from '../context.js';
import { monthOf, shopPeriod } from '../rewards/statisticsPeriod.js';

export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 12;

// The ranking's length and the period's months are shared with the mock API.
export { TOP_AMBASSADORS, periodMonths };

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** Adds `count` under `key` when the key is one the record knows (unknown values are not counted). */
function add<K extends string>(record: Record<K, number>, key: string, count: number) {
  // Stryker disable next-line ConditionalExpression: an unknown key added would be NaN, and the response schema (additionalProperties: false) drops it
  if (Object.hasOwn(record, key)) record[key as K] += count;
}

export async function rewardStatistics(
  ctx: AppContext,
  shopId: number,
  months: StatisticsPeriod,
): Promise<RewardStatistics> {
  const {
    now,
    timeZone,
    months: period,
    current,
    start: periodStart,
    end: periodEnd,
  } = await shopPeriod(ctx, shopId, months);
  const thisMonthStart = monthStart(now, timeZone).toISOString();
  const yearStart = zonedTimeToInstant(timeZone, zonedParts(now, timeZone).year, 1, 1).toISOString();
  const monthOfReward = monthOf('discount.created_at', period, current);
  // Ties in the ranking go by username in byte order on both dialects (PostgreSQL would otherwise
  // use the database's locale, which ignores dots and underscores).
  // Stryker disable ConditionalExpression,StringLiteral: only PostgreSQL reads this, and mutation runs are on SQLite: rewardStatistics.postgres.test.ts catches these changes
  const username =
    ctx.dialect === 'postgres'
      ? sql`${sql.ref('discount.username')} collate "C"`
      : sql.ref('discount.username');
  // Stryker restore ConditionalExpression,StringLiteral

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
        monthOfReward.as('month'),
        'discount.type as type',
        'discount.status as status',
        'discount.place as place',
        'social_content.type as contentType',
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy([monthOfReward, 'discount.type', 'discount.status', 'discount.place', 'social_content.type'])
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
    // Stryker disable next-line ConditionalExpression: the query keeps the period's rewards, and monthOf names each by a month of it
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
