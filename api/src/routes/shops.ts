import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { monthStart, type RewardStatistics, type StatisticsPeriod } from '@merci/domain';
import type { AppContext } from '../context.js';
import { HttpError, notFound, problemSchema } from '../http/errors.js';
import { shopResource } from '../resources.js';
import { rewardStatistics, rewardStatisticsQuerySchema, rewardStatisticsSchema } from './rewardStatistics.js';
import { ownShop } from './shared.js';

/**
 * Rewards given by a shop, in total and since the first instant of the current month in the shop's
 * time zone: the month the quota counts (ADR 023).
 */
export async function shopCounters(ctx: AppContext, shopId: number, timeZone: string) {
  const since = monthStart(ctx.now(), timeZone).toISOString();
  const row = await ctx.db
    .selectFrom('discount')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.sum<string | number | null>(sql`case when created_at >= ${since} then 1 else 0 end`).as('month'),
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
      return shopResource(shop, await shopCounters(ctx, shopId, shop.time_zone), ctx.now());
    },
  );

  /** Analytics and home counters (domain `RewardStatistics`). */
  app.get(
    '/shops/:shopId/reward_statistics',
    {
      onRequest: app.authenticate,
      // The handler answers a bad `months` itself, after the shop check, with the usual problem body.
      attachValidation: true,
      schema: {
        tags: ['shop'],
        security: [{ bearer: [] }],
        summary: 'Rewards given: all-time counters, and per month, type, status, place and content type',
        description:
          'total, thisMonth and thisYear count every reward ever given; the other figures cover the ' +
          '`months` last months (3, 6 or 12, the current one included; 12 by default). Any other ' +
          '`months` answers 400 with a violation on months.',
        params: { type: 'object', properties: { shopId: { type: 'string' } }, required: ['shopId'] },
        querystring: rewardStatisticsQuerySchema,
        response: {
          200: rewardStatisticsSchema,
          400: { description: 'months is not 3, 6 or 12', ...problemSchema },
          401: { description: 'No valid session', ...problemSchema },
          404: { description: 'Not the caller’s shop', ...problemSchema },
        },
      },
    },
    async (request): Promise<RewardStatistics> => {
      const shopId = ownShop(request, (request.params as { shopId: string }).shopId);
      if (request.validationError) {
        throw new HttpError(400, 'errors.bad_request', [
          { propertyPath: 'months', message: 'errors.invalid_choice' },
        ]);
      }
      const { months } = request.query as { months: StatisticsPeriod };
      return rewardStatistics(ctx, shopId, months);
    },
  );
};
