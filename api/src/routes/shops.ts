import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { REWARD_STATUSES, REWARD_TYPES, type RewardStatistics } from '@merci/domain';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { shopResource } from '../resources.js';
import { monthStart, ownShop } from './shared.js';

/** Rewards given by a shop, in total and since the first day of the current month. */
export async function shopCounters(ctx: AppContext, shopId: number) {
  const row = await ctx.db
    .selectFrom('discount')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn
        .sum<string | number | null>(sql`case when created_at >= ${monthStart(ctx.now())} then 1 else 0 end`)
        .as('month'),
    ])
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { discountCount: Number(row.total), discountMonthCount: Number(row.month ?? 0) };
}

export const shopRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  app.get(
    '/shops/:shopId',
    { onRequest: app.authenticate, schema: { tags: ['shop'], summary: 'The shop (never cached)' } },
    async (request, reply) => {
      const shopId = ownShop(request, (request.params as { shopId: string }).shopId);
      const shop = await ctx.db.selectFrom('shop').selectAll().where('id', '=', shopId).executeTakeFirst();
      if (!shop) throw notFound();
      reply.header('cache-control', 'no-store');
      return shopResource(shop, await shopCounters(ctx, shopId));
    },
  );

  /** Analytics and home counters: rewards per month over the last 12 months, by type and status. */
  app.get(
    '/shops/:shopId/reward_statistics',
    {
      onRequest: app.authenticate,
      schema: { tags: ['shop'], summary: 'Rewards given per month, by type and by status' },
    },
    async (request): Promise<RewardStatistics> => {
      const shopId = ownShop(request, (request.params as { shopId: string }).shopId);
      const now = ctx.now();
      const months = Array.from({ length: 12 }, (_, index) => {
        const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
        return date.toISOString().slice(0, 7);
      });
      const rows = await ctx.db
        .selectFrom('discount')
        .select(['created_at', 'type', 'status'])
        .where('shop_id', '=', shopId)
        .execute();
      const byMonth = new Map(months.map((month) => [month, 0]));
      const byType = Object.fromEntries(REWARD_TYPES.map((type) => [type, 0])) as RewardStatistics['byType'];
      const byStatus = Object.fromEntries(
        REWARD_STATUSES.map((status) => [status, 0]),
      ) as RewardStatistics['byStatus'];
      const thisMonth = months[months.length - 1];
      let monthCount = 0;
      for (const row of rows) {
        const month = row.created_at.slice(0, 7);
        if (byMonth.has(month)) byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
        if (month === thisMonth) monthCount += 1;
        if (row.type in byType) byType[row.type as keyof typeof byType] += 1;
        if (row.status in byStatus) byStatus[row.status as keyof typeof byStatus] += 1;
      }
      return {
        total: rows.length,
        thisMonth: monthCount,
        byMonth: [...byMonth].map(([month, count]) => ({ month, count })),
        byType,
        byStatus,
      };
    },
  );
};
