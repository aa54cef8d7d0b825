/**
 * Configured rewards (SPEC §4, §7): the shop's list, and each type's own collection to create,
 * read and update them; a soft delete keeps the rewards already given from one.
 *
 * Every route is checked against the caller's shop: another shop's reward answers 404, exactly as
 * one that does not exist.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  PAGE_SIZE,
  REWARD_ERRORS,
  REWARD_TYPES,
  configRewardSchema,
  isWithinValidity,
  type ContentType,
  type RewardType,
} from '@merci/domain';
import { HttpError, notFound, unprocessable, type Violation } from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import type { OrderedPageQuery } from '../http/schemas.js';
import { createdAtOrder, idParam, ownShop } from '../http/params.js';
import { CONFIG_COLLECTION_BY_TYPE, configRewardResource, parseJsonList } from '../resources.js';
import { affected } from '../rewards/assignment.js';
import {
  REWARD_PROBLEMS,
  assertOwnShopReference,
  checkDates,
  checkInteger,
  rewardTextColumns,
  rewardValueInputs,
  scalar,
  shopDiscountTypes,
  shopTimeZone,
  validated,
  type RewardBody,
} from '../rewards/requests.js';
import {
  configRewardCreateSchema,
  configRewardDeleteSchema,
  configRewardListSchema,
  configRewardReadSchema,
  configRewardUpdateSchema,
} from './configRewards.schemas.js';

type IdParams = { id: string };
type ListQuery = OrderedPageQuery & {
  valid?: string;
  socialContentType?: string;
};

/** A configured reward's body → the columns it sets; 422 with every violation at once. */
async function configRewardColumns(body: RewardBody, type: RewardType, allowedTypes: readonly RewardType[]) {
  const E = REWARD_ERRORS;
  const violations: Violation[] = [];
  if ((body.type != null && body.type !== type) || !allowedTypes.includes(type)) {
    violations.push({ propertyPath: 'type', message: E.type });
  }
  const input = {
    type,
    socialContentTypes: Array.isArray(body.socialContentTypes) ? body.socialContentTypes : undefined,
    place: body.place === null || body.place === '' ? undefined : body.place,
    ...rewardValueInputs(violations, body, {
      startAt: body.validityStartAt ?? body.validity_start_at,
      endAt: body.validityEndAt ?? body.validity_end_at,
    }),
    quantity: scalar(violations, 'quantity', E.quantity, body.quantity),
    // A flag, as JSON sends it: anything else is the option's fault, not a truthy guess.
    uniqueCodes: body.uniqueCodes === undefined || body.uniqueCodes === null ? false : body.uniqueCodes,
    amount: scalar(violations, 'amount', E.amount, body.amount),
  };
  const values = await validated(violations, () =>
    configRewardSchema.validate(input, { abortEarly: false, stripUnknown: true }),
  );
  checkDates(violations, { validityStartAt: input.validityStartAt, validityEndAt: input.validityEndAt });
  if (values) {
    if (type === 'percent') checkInteger(violations, 'percent', E.percent, values.percent);
    checkInteger(violations, 'quantity', E.quantity, values.quantity);
  }
  if (violations.length > 0 || !values) throw unprocessable(REWARD_PROBLEMS.configSave, violations);
  return {
    ...rewardTextColumns(values),
    type,
    social_content_types: JSON.stringify([...new Set(values.socialContentTypes)]),
    place: values.place,
    // A code reward with unique codes takes a percent or an amount off each code (docs/adr/037).
    percent: type === 'percent' || values.uniqueCodes ? (values.percent ?? 0) : 0,
    quantity: values.quantity ?? null,
    unique_codes: values.uniqueCodes ? 1 : 0,
    amount_cents: values.uniqueCodes && values.amount ? Math.round(values.amount * 100) : null,
  };
}

/** The shop's configured rewards, and each type's collection. */
export const configRewardRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['config rewards'];

  app.get<{ Params: { shopId: string }; Querystring: ListQuery }>(
    '/shops/:shopId/config_discounts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Configured rewards of the shop; valid=true keeps those usable now, socialContentType those allowed for a content type',
        ...configRewardListSchema,
      },
    },
    async (request) => {
      const shopId = ownShop(request, request.params.shopId);
      const page = pagination(request.query, PAGE_SIZE.default);
      const direction = createdAtOrder(request.query);
      const validOnly = request.query.valid === 'true';
      const contentType = request.query.socialContentType || undefined;

      let query = ctx.db
        .selectFrom('config_discount')
        .where('shop_id', '=', shopId)
        .where('deleted_at', 'is', null);
      if (validOnly) {
        query = query.where((eb) =>
          eb.or([eb('quantity', 'is', null), eb('quantity_allocated', '<', eb.ref('quantity'))]),
        );
      }
      const ordered = query.selectAll().orderBy('created_at', direction).orderBy('id', direction);

      if (validOnly || contentType !== undefined) {
        // The validity rule (dates are whole days in the shop's time zone) lives in the domain:
        // filter here.
        const now = ctx.now();
        const timeZone = await shopTimeZone(ctx.db, shopId);
        const rows = (await ordered.execute()).filter(
          (row) =>
            (!validOnly || isWithinValidity(now, row.validity_start_at, row.validity_end_at, timeZone)) &&
            (contentType === undefined ||
              parseJsonList<ContentType>(row.social_content_types).includes(contentType as ContentType)),
        );
        const members = rows.slice(page.offset, page.offset + page.itemsPerPage).map(configRewardResource);
        return hydraCollection(request, members, rows.length, page);
      }
      const [rows, count] = await Promise.all([
        ordered.limit(page.itemsPerPage).offset(page.offset).execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return hydraCollection(request, rows.map(configRewardResource), Number(count.total), page);
    },
  );

  for (const type of REWARD_TYPES) {
    const collection = CONFIG_COLLECTION_BY_TYPE[type];

    app.post<{ Body: RewardBody }>(
      `/${collection}`,
      {
        onRequest: app.authenticate,
        schema: { tags, summary: `Create a configured ${type} reward`, ...configRewardCreateSchema },
      },
      async (request, reply) => {
        const body = request.body;
        const shopId = assertOwnShopReference(request, body.shop, REWARD_PROBLEMS.configSave);
        const columns = await configRewardColumns(body, type, await shopDiscountTypes(ctx.db, shopId));
        const row = await ctx.db
          .insertInto('config_discount')
          .values({
            ...columns,
            shop_id: shopId,
            quantity_allocated: 0,
            quantity_used: 0,
            // The author is the caller, whatever the body says.
            created_by: request.user.id,
            created_at: ctx.now().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.code(201).send(configRewardResource(row));
      },
    );

    app.get<{ Params: IdParams }>(
      `/${collection}/:id`,
      {
        onRequest: app.authenticate,
        schema: { tags, summary: `One configured ${type} reward`, ...configRewardReadSchema },
      },
      async (request) => {
        const row = await ctx.db
          .selectFrom('config_discount')
          .selectAll()
          .where('id', '=', idParam(request.params.id))
          .where('shop_id', '=', request.ownShopId())
          .where('type', '=', type)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) throw notFound(REWARD_PROBLEMS.configGet);
        return configRewardResource(row);
      },
    );

    app.put<{ Params: IdParams; Body: RewardBody }>(
      `/${collection}/:id`,
      {
        onRequest: app.authenticate,
        schema: { tags, summary: `Update a configured ${type} reward`, ...configRewardUpdateSchema },
      },
      async (request) => {
        const id = idParam(request.params.id);
        const body = request.body;
        const shopId = assertOwnShopReference(request, body.shop, REWARD_PROBLEMS.configSave);
        const existing = await ctx.db
          .selectFrom('config_discount')
          .select('id')
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .where('type', '=', type)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!existing) throw notFound(REWARD_PROBLEMS.configSave);
        const columns = await configRewardColumns(body, type, await shopDiscountTypes(ctx.db, shopId));
        // Counters (allocated, used) belong to assignments: never written here.
        const row = await ctx.db
          .updateTable('config_discount')
          .set(columns)
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .where('type', '=', type)
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound(REWARD_PROBLEMS.configSave);
        return configRewardResource(row);
      },
    );
  }

  app.delete<{ Params: IdParams }>(
    '/config_discounts/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Delete a configured reward: it leaves every list, the rewards given from it stay as they are',
        description:
          'A soft delete (ADR 010): the reward disappears from the lists, the picker and its own routes; ' +
          'the rewards already given from it keep their data, their link to it and their life ' +
          '(use request, accept, refuse). 409 config_reward.errors.delete while an automation that is ' +
          'not archived sends it.',
        ...configRewardDeleteSchema,
      },
    },
    async (request, reply) => {
      const id = idParamOr(request.params.id, REWARD_PROBLEMS.configDelete);
      const shopId = request.ownShopId();
      await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('config_discount')
          .select('id')
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) throw notFound(REWARD_PROBLEMS.configDelete);
        // An automation would go on sending a reward the merchant no longer offers.
        const automation = await trx
          .selectFrom('social_automation')
          .select('id')
          .where('config_discount_id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (automation) {
          throw new HttpError(409, REWARD_PROBLEMS.configDelete, [
            { propertyPath: 'automations', message: REWARD_PROBLEMS.configUsedByAutomation },
          ]);
        }
        const result = await trx
          .updateTable('config_discount')
          .set({ deleted_at: ctx.now().toISOString() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (affected(result) === 0) throw notFound(REWARD_PROBLEMS.configDelete);
      });
      return reply.code(204).send();
    },
  );
};

/** The id in the path, or 404 with the route's own message. */
function idParamOr(value: string, message: string): number {
  try {
    return idParam(value);
  } catch {
    throw notFound(message);
  }
}
