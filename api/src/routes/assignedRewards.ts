/**
 * Assigned rewards (SPEC §4, §7) and their life after assignment: the customer asks to use one,
 * the merchant accepts or refuses, and marks its author as told.
 *
 * Every merchant route is checked against the caller's shop: another shop's reward answers 404,
 * exactly as one that does not exist. The customer's use request is opened by the claim link's
 * token only, never by a merchant session.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  PAGE_SIZE,
  REWARD_STATUSES,
  REWARD_TYPES,
  TEXT_TOO_LONG,
  fitsLimit,
  isWithinValidity,
  type RewardStatus,
  type RewardType,
} from '@merci/domain';
import { hashToken } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';
import { readTally, tallySum } from '../db/tallies.js';
import { conflict, notFound, unauthorized, unprocessable } from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import type { OrderedPageQuery } from '../http/schemas.js';
import { badRequest, createdAtOrder, idParam, ownShop } from '../http/params.js';
import { notifyOwners } from '../notifications/owners.js';
import { useRequestNotice } from '../notifications/subjects.js';
import { discountResource } from '../resources.js';
import { affected } from '../rewards/assignment.js';
import { REWARD_PROBLEMS, shopTimeZone } from '../rewards/requests.js';
import {
  assignedRewardListSchema,
  assignedRewardReadSchema,
  notifiedSchema,
  useRequestDecisionSchema,
  useRequestSchema,
} from './assignedRewards.schemas.js';

type IdParams = { id: string };
type ListQuery = OrderedPageQuery & {
  username?: string;
  status?: RewardStatus;
  type?: RewardType;
};

async function discountWithPermalink(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('discount')
    .leftJoin('social_content', 'social_content.id', 'discount.social_content_id')
    .selectAll('discount')
    .select('social_content.permalink')
    .where('discount.id', '=', id)
    .executeTakeFirst();
  return row ? discountResource(row, row.permalink) : undefined;
}

/** The shop's assigned rewards, one of them, and the use requests' answers. */
export const assignedRewardRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['assigned rewards'];

  app.get<{ Params: { shopId: string }; Querystring: ListQuery }>(
    '/shops/:shopId/discounts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Assigned rewards of the shop, filtered by author username, status or type',
        description:
          '`username` is the exact author username (the author page), `status` one of ' +
          `${REWARD_STATUSES.join(', ')} (e.g. use_requested for the requests waiting for an answer), ` +
          `\`type\` one of ${REWARD_TYPES.join(', ')}; an unknown status or type answers 400.`,
        ...assignedRewardListSchema,
      },
    },
    async (request) => {
      const shopId = ownShop(request, request.params.shopId);
      const page = pagination(request.query, PAGE_SIZE.default);
      const direction = createdAtOrder(request.query);
      const username = request.query.username || undefined;
      if (!fitsLimit(username, 'instagramUsername')) {
        throw badRequest([{ propertyPath: 'username', message: TEXT_TOO_LONG }]);
      }
      const { status, type } = request.query;

      let filtered = ctx.db.selectFrom('discount').where('discount.shop_id', '=', shopId);
      if (username !== undefined) filtered = filtered.where('discount.username', '=', username);
      if (status !== undefined) filtered = filtered.where('discount.status', '=', status);
      if (type !== undefined) filtered = filtered.where('discount.type', '=', type);

      const [rows, count] = await Promise.all([
        filtered
          .leftJoin('social_content', 'social_content.id', 'discount.social_content_id')
          .selectAll('discount')
          .select('social_content.permalink')
          .orderBy('discount.created_at', direction)
          .orderBy('discount.id', direction)
          .limit(page.itemsPerPage)
          .offset(page.offset)
          .execute(),
        // The shop's tally gives any status and type at once (ADR 034); an author's rewards are
        // counted over their own index entries.
        username === undefined
          ? readTally(ctx.db, 'reward', shopId).then((tally) =>
              tallySum(
                tally,
                ([rowStatus, rowType]) =>
                  (status ?? rowStatus) === rowStatus && (type ?? rowType) === rowType,
              ),
            )
          : filtered
              .select((eb) => eb.fn.countAll<string | number>().as('total'))
              .executeTakeFirstOrThrow()
              .then((row) => Number(row.total)),
      ]);
      return hydraCollection(
        request,
        rows.map((row) => discountResource(row, row.permalink)),
        count,
        page,
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/discounts/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'One assigned reward', ...assignedRewardReadSchema },
    },
    async (request) => {
      const id = idParam(request.params.id);
      const owned = await ctx.db
        .selectFrom('discount')
        .select('id')
        .where('id', '=', id)
        .where('shop_id', '=', request.ownShopId())
        .executeTakeFirst();
      const resource = owned && (await discountWithPermalink(ctx.db, id));
      if (!resource) throw notFound();
      return resource;
    },
  );

  app.post<{ Querystring: { token?: string }; Body: { token?: unknown } | null }>(
    '/customer/discounts/use_request',
    {
      schema: {
        tags: ['customer'],
        summary:
          'The customer asks to use a reward, with the token of the claim link ({ token } or ?token=); the shop’s owners are notified',
        ...useRequestSchema,
      },
    },
    async (request) => {
      const token = request.body?.token ?? (request.query.token || undefined);
      if (typeof token !== 'string' || token === '') throw unauthorized();
      // Signed with a claim-link key (or, for a link sent before those keys, the session secret
      // without a kid): a session token, of another purpose, opens no reward.
      const discountId = ctx.claimLinks.verify(token);
      if (discountId === undefined) throw unauthorized();

      const now = ctx.now();
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('discount')
          .selectAll()
          .where('id', '=', discountId)
          .executeTakeFirst();
        if (!row) throw notFound();
        // Only the link issued with the reward opens it.
        if (row.claim_token_hash != null && row.claim_token_hash !== hashToken(token)) throw unauthorized();
        if (row.status !== 'assigned') throw conflict(REWARD_PROBLEMS.status);
        const timeZone = await shopTimeZone(trx, row.shop_id);
        if (!isWithinValidity(now, row.validity_start_at, row.validity_end_at, timeZone)) {
          throw conflict(REWARD_PROBLEMS.validity);
        }
        const result = await trx
          .updateTable('discount')
          .set({ status: 'use_requested', use_requested_at: now.toISOString() })
          .where('id', '=', row.id)
          .where('status', '=', 'assigned')
          .executeTakeFirst();
        if (affected(result) === 0) throw conflict(REWARD_PROBLEMS.status);

        await notifyOwners(trx, row.shop_id, { ...useRequestNotice(row), createdAt: now.toISOString() });
      });
      const resource = await discountWithPermalink(ctx.db, discountId);
      if (!resource) throw notFound();
      return resource;
    },
  );

  const decide = (decision: 'accept' | 'refuse') =>
    async function decideUseRequest(request: FastifyRequest<{ Params: IdParams }>) {
      const id = idParam(request.params.id);
      const shopId = request.ownShopId();
      const now = ctx.now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('discount')
          .select(['id', 'config_discount_id', 'external_discount_id'])
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .executeTakeFirst();
        if (!row) throw notFound();
        const result = await trx
          .updateTable('discount')
          .set(
            decision === 'accept' ? { status: 'used', used_at: now } : { status: 'refused', refused_at: now },
          )
          .where('id', '=', id)
          .where('status', '=', 'use_requested')
          .executeTakeFirst();
        if (affected(result) === 0) throw conflict(REWARD_PROBLEMS.status);
        // A refused reward's single-use code stops in the online store too.
        if (decision === 'refuse' && row.external_discount_id != null) {
          await ctx.commerce.stopDiscountLater(trx, { shopId, externalId: row.external_discount_id });
        }
        if (decision === 'accept' && row.config_discount_id != null) {
          await trx
            .updateTable('config_discount')
            .set((eb) => ({ quantity_used: eb('quantity_used', '+', 1) }))
            .where('id', '=', row.config_discount_id)
            .execute();
        }
      });
      const resource = await discountWithPermalink(ctx.db, id);
      if (!resource) throw notFound();
      return resource;
    };

  app.put<{ Params: IdParams }>(
    '/discounts/:id/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Accept the customer’s use request: the reward is used',
        ...useRequestDecisionSchema,
      },
    },
    decide('accept'),
  );
  app.put<{ Params: IdParams }>(
    '/discounts/:id/refuse',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Refuse the customer’s use request', ...useRequestDecisionSchema },
    },
    decide('refuse'),
  );

  app.put<{ Params: IdParams; Body: { notified?: unknown } | null }>(
    '/discounts/:id/notified',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Mark the reward’s author as told of it (« Prévenu »), or clear the mark (extension of SPEC §7)',
        description:
          'Body `{ "notified": true }` sets notifiedAt to now (kept if already set), `{ "notified": false }` ' +
          'clears it; answers the assigned reward. The merchant sets it: the reward reaches its author ' +
          'outside merci (a comment, a private message). A missing or non-boolean `notified` answers 422 ' +
          'with a violation on notified; another shop’s reward 404.',
        ...notifiedSchema,
      },
    },
    async (request) => {
      const id = idParam(request.params.id);
      const shopId = request.ownShopId();
      const owned = await ctx.db
        .selectFrom('discount')
        .select(['id', 'notified_at'])
        .where('id', '=', id)
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      if (!owned) throw notFound();
      const notified = request.body?.notified;
      if (typeof notified !== 'boolean') {
        throw unprocessable('errors.validation', [
          {
            propertyPath: 'notified',
            message: notified === undefined ? 'errors.required' : 'errors.invalid_type',
          },
        ]);
      }
      // Marking twice keeps the first moment the author was told.
      const notifiedAt = notified ? (owned.notified_at ?? ctx.now().toISOString()) : null;
      await ctx.db
        .updateTable('discount')
        .set({ notified_at: notifiedAt })
        .where('id', '=', id)
        .where('shop_id', '=', shopId)
        .execute();
      const resource = await discountWithPermalink(ctx.db, id);
      if (!resource) throw notFound();
      return resource;
    },
  );
};
