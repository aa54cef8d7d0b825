import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import {
  STORY_LIFETIME_MS,
  monthStart,
  type AutomationMessageStatus,
  type RewardStatistics,
  type ShopTodo,
  type StatisticsPeriod,
} from '@merci/domain';
import type { AppContext } from '../context.js';
import { readTally, tallySum } from '../db/tallies.js';
import { HttpError, notFound } from '../http/errors.js';
import { shopResource, socialAccountResource } from '../resources.js';
import { rewardStatistics } from './rewardStatistics.js';
import { ownShop } from '../http/params.js';
import { rewardStatisticsRouteSchema, shopReadSchema, todoRouteSchema } from './shops.schemas.js';

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

/** A story's messages that answer its author: sent, or still to be sent. */
const ANSWERING_MESSAGE_STATUSES = [
  'scheduled',
  'sending',
  'sent',
] as const satisfies readonly AutomationMessageStatus[];

/** What the merchant has left to do (domain `ShopTodo`), from the shop's connected account. */
export async function shopTodo(ctx: AppContext, shopId: number): Promise<ShopTodo> {
  const now = ctx.now();
  const [account, rewardTally] = await Promise.all([
    // As GET …/social_accounts: the newest connected account.
    ctx.db
      .selectFrom('social_account')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('disconnected_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    readTally(ctx.db, 'reward', shopId),
  ]);
  const todo: ShopTodo = {
    contentsToReward: 0,
    useRequests: tallySum(rewardTally, ([status]) => status === 'use_requested'),
    expiringStories: 0,
    nextStoryExpiresAt: null,
    connection: 'not_connected',
  };
  if (!account) return todo;
  const { has_account_token_expired: expired } = socialAccountResource(account, now);
  todo.connection = expired ? 'to_reconnect' : 'connected';
  const toReward = ctx.db
    .selectFrom('social_content')
    .where('social_content.social_account_id', '=', account.id)
    .where('social_content.rewarded', '=', 0);
  const [tally, stories] = await Promise.all([
    readTally(ctx.db, 'content', account.id),
    // A story lives a day from its publication: the range keeps the search to the last day's contents.
    toReward
      .where('social_content.created_at', '>', new Date(now.getTime() - STORY_LIFETIME_MS).toISOString())
      .where('social_content.type', '=', 'story')
      .where('social_content.expires_at', '>', now.toISOString())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('automation_message')
              .select('automation_message.id')
              .whereRef('automation_message.social_content_id', '=', 'social_content.id')
              .where('automation_message.status', 'in', ANSWERING_MESSAGE_STATUSES),
          ),
        ),
      )
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.min('social_content.expires_at').as('next'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  todo.contentsToReward = tallySum(tally, ([, rewarded]) => rewarded === '0');
  todo.expiringStories = Number(stories.total);
  todo.nextStoryExpiresAt = stories.next ?? null;
  return todo;
}

type ShopParams = { shopId: string };

export const shopRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  app.get<{ Params: ShopParams }>(
    '/shops/:shopId',
    {
      onRequest: app.authenticate,
      schema: { tags: ['shop'], summary: 'The shop (never cached)', ...shopReadSchema },
    },
    async (request, reply) => {
      const shopId = ownShop(request, request.params.shopId);
      const shop = await ctx.db.selectFrom('shop').selectAll().where('id', '=', shopId).executeTakeFirst();
      if (!shop) throw notFound();
      reply.header('cache-control', 'no-store');
      return shopResource(shop, await shopCounters(ctx, shopId, shop.time_zone), ctx.now());
    },
  );

  app.get<{ Params: ShopParams }>(
    '/shops/:shopId/todo',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shop'],
        security: [{ bearer: [] }],
        summary:
          'What the merchant has left to do: contents to reward, use requests, stories expiring unanswered, the connection (extension of SPEC §7)',
        description:
          'Extension of SPEC §7, read by the home’s to-do and the navigation’s count. Figures of the ' +
          'moment, never cached.',
        ...todoRouteSchema,
      },
    },
    async (request, reply): Promise<ShopTodo> => {
      const shopId = ownShop(request, request.params.shopId);
      reply.header('cache-control', 'no-store');
      return shopTodo(ctx, shopId);
    },
  );

  /** Analytics and home counters (domain `RewardStatistics`). */
  app.get<{ Params: ShopParams; Querystring: { months: StatisticsPeriod } }>(
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
        ...rewardStatisticsRouteSchema,
      },
    },
    async (request): Promise<RewardStatistics> => {
      const shopId = ownShop(request, request.params.shopId);
      if (request.validationError) {
        throw new HttpError(400, 'errors.bad_request', [
          { propertyPath: 'months', message: 'errors.invalid_choice' },
        ]);
      }
      return rewardStatistics(ctx, shopId, request.query.months);
    },
  );
};
