/**
 * What the ambassadors' codes brought (docs/adr/037): the online store's orders that used a merci
 * code, by month, ambassador and configured reward. One code has one use, so the rewards table is
 * the orders table: the database sums it (GROUP BY), whatever the number of rewards, as the reward
 * statistics do (ADR 034). Months are calendar ones in the shop's time zone.
 */
import { sql } from 'kysely';
import {
  STATISTICS_PERIODS,
  TOP_AMBASSADORS,
  rewardName,
  type SalesStatistics,
  type StatisticsPeriod,
} from '@merci/domain';
import type { AppContext } from '../context.js';
import { monthOf, shopPeriod } from '../rewards/statisticsPeriod.js';

export async function salesStatistics(
  ctx: Pick<AppContext, 'db' | 'now'>,
  shopId: number,
  period: StatisticsPeriod,
): Promise<SalesStatistics> {
  const { months, current, start, end } = await shopPeriod(ctx, shopId, period);
  const orders = ctx.db
    .selectFrom('discount')
    .where('discount.shop_id', '=', shopId)
    .where('discount.order_total_cents', 'is not', null)
    .where('discount.used_at', '>=', start)
    .where('discount.used_at', '<', end);

  // A store sells in one currency; should it have changed, the latest order's is the one summed.
  const latest = await orders
    .select('discount.order_currency')
    .orderBy('discount.used_at', 'desc')
    .orderBy('discount.id', 'desc')
    .executeTakeFirst();
  const currency = latest?.order_currency ?? null;
  const empty: SalesStatistics = {
    period,
    currency,
    totals: { orders: 0, revenueCents: 0 },
    months: months.map(({ key }) => ({ month: key, orders: 0, revenueCents: 0 })),
    ambassadors: [],
    rewards: [],
  };
  // Stryker disable next-line ConditionalExpression: without it, `order_currency = null` matches no order: the same empty answer
  if (currency === null) return empty;

  const inCurrency = orders.where('discount.order_currency', '=', currency);
  const monthOfOrder = monthOf('discount.used_at', months, current);
  const orderCount = sql<string | number>`count(*)`.as('orders');
  const revenue = sql<string | number | null>`sum(${sql.ref('discount.order_total_cents')})`.as('revenue');

  const [byMonth, byAmbassador, byReward] = await Promise.all([
    inCurrency
      .select([monthOfOrder.as('month'), orderCount, revenue])
      .groupBy(monthOfOrder)
      .execute(),
    inCurrency
      .select(['discount.username as username', orderCount, revenue])
      .groupBy('discount.username')
      .orderBy('revenue', 'desc')
      .orderBy('discount.username')
      .limit(TOP_AMBASSADORS)
      .execute(),
    inCurrency
      .leftJoin('config_discount', 'config_discount.id', 'discount.config_discount_id')
      .select((eb) => [
        'discount.config_discount_id as configDiscountId',
        // Stryker disable next-line MethodExpression: grouped by configured reward, a group has one config_discount row, whose max is its min
        eb.fn.max('config_discount.type').as('type'),
        // Stryker disable next-line MethodExpression: grouped by configured reward, a group has one config_discount row, whose max is its min
        eb.fn.max('config_discount.percent').as('percent'),
        // Stryker disable next-line MethodExpression: grouped by configured reward, a group has one config_discount row, whose max is its min
        eb.fn.max('config_discount.code').as('code'),
        // Stryker disable next-line MethodExpression: grouped by configured reward, a group has one config_discount row, whose max is its min
        eb.fn.max('config_discount.description').as('description'),
        orderCount,
        revenue,
      ])
      .groupBy('discount.config_discount_id')
      .orderBy('revenue', 'desc')
      .execute(),
  ]);

  const figuresOf = (row: { orders: string | number; revenue: string | number | null }) => ({
    orders: Number(row.orders),
    revenueCents: Number(row.revenue ?? 0),
  });
  const monthly = new Map(empty.months.map((month) => [month.month, month]));
  for (const row of byMonth) {
    const month = monthly.get(row.month);
    // Stryker disable next-line ConditionalExpression: the query keeps the period's orders, and monthOf names each by a month of it
    if (month) Object.assign(month, figuresOf(row));
  }
  const totals = [...monthly.values()].reduce(
    (sum, month) => ({
      orders: sum.orders + month.orders,
      revenueCents: sum.revenueCents + month.revenueCents,
    }),
    { orders: 0, revenueCents: 0 },
  );
  return {
    ...empty,
    totals,
    months: [...monthly.values()],
    ambassadors: byAmbassador.map((row) => ({ username: row.username, ...figuresOf(row) })),
    rewards: byReward.map((row) => ({
      configDiscountId: row.configDiscountId,
      label:
        (row.type &&
          rewardName({
            type: row.type as never,
            // Stryker disable next-line ConditionalExpression: config_discount.percent is NOT NULL, so it is null only without a configured reward, whose type is null too
            percent: row.percent == null ? null : Number(row.percent),
            code: row.code == null ? null : String(row.code),
            description: row.description == null ? null : String(row.description),
          })) ||
        'Récompense ponctuelle',
      ...figuresOf(row),
    })),
  };
}

const figuresSchema = {
  orders: { type: 'integer', minimum: 0 },
  revenueCents: { type: 'integer', minimum: 0, description: 'In cents of `currency`' },
} as const;

export const salesStatisticsQuerySchema = {
  type: 'object',
  properties: {
    period: {
      type: 'integer',
      enum: [...STATISTICS_PERIODS],
      default: 12,
      description: 'How many months, the current one included',
    },
  },
} as const;

export const salesStatisticsSchema = {
  type: 'object',
  properties: {
    period: { type: 'integer', enum: [...STATISTICS_PERIODS] },
    currency: { type: ['string', 'null'], description: 'ISO 4217; null when no order used a merci code' },
    totals: { type: 'object', properties: figuresSchema },
    months: {
      type: 'array',
      description: 'Each month of the period, oldest first, zero-filled',
      items: { type: 'object', properties: { month: { type: 'string' }, ...figuresSchema } },
    },
    ambassadors: {
      type: 'array',
      maxItems: TOP_AMBASSADORS,
      description: 'Most revenue first',
      items: { type: 'object', properties: { username: { type: 'string' }, ...figuresSchema } },
    },
    rewards: {
      type: 'array',
      description: 'By configured reward, most revenue first; configDiscountId null for one-off rewards',
      items: {
        type: 'object',
        properties: {
          configDiscountId: { type: ['integer', 'null'] },
          label: { type: 'string' },
          ...figuresSchema,
        },
      },
    },
  },
} as const;
