import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import {
  AUTOMATION_ERRORS,
  PAGE_SIZE,
  automationSchema,
  planIncludesAutomation,
  type Automation,
  type AutomationValues,
  type HydraCollection,
} from '@merci/domain';
import { MESSAGE_REASONS } from '../automations/notices.js';
import { cancelForArchive, cancelScheduledMessages, nextDueAt } from '../automations/scheduler.js';
import type { AppContext } from '../context.js';
import type { AutomationRow } from '../db/schema.js';
import {
  forbidden,
  isStructured,
  notFound,
  unprocessable,
  violationsOf,
  type Violation,
} from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import { automationResource } from '../resources.js';
import { acceptJsonPatchTypes } from '../http/jsonPatch.js';
import { createdAtOrder, idOrIri, idParam, ownShop } from '../http/params.js';
import {
  ignoredBody,
  noContent,
  noQuery,
  pathParams,
  problems,
  type OrderedPageQuery,
} from '../http/schemas.js';
import { automationSchema as automationAnswerSchema } from '../resources.schemas.js';
import {
  automationBodySchema,
  automationCollectionSchema,
  automationListQuerySchema,
  automationPatchBodySchema,
} from './automations.schemas.js';

/** SPEC §8 failures of the automation screens, as translation keys. */
export const AUTOMATION_FAILURES = {
  get: 'automation.errors.get',
  create: 'automation.errors.create',
  update: 'automation.errors.update',
  delete: 'automation.errors.delete',
  activation: 'automation.errors.activation',
  archive: 'automation.errors.archive',
  /** 403: the shop's plan does not include the automation (Advanced and Enterprise do). */
  plan: 'automation.errors.plan',
} as const;

const DATE_ERRORS = {
  suspendedAt: 'form.automation_form.suspended_at.error',
  deletedAt: 'form.automation_form.deleted_at.error',
} as const;

/** `yyyy-MM-dd`, optionally followed by a time, naming a real calendar day. */
function isDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return realDay && (match[4] === undefined || !Number.isNaN(Date.parse(value)));
}

type AutomationFields = Pick<AutomationValues, 'featureType' | 'mode' | 'message'> & {
  configDiscount: number | null;
};

/**
 * The POST/PUT body checked against SPEC §5 (automationSchema); `shop`, when given, must be the
 * caller's shop (else 404) and the configured reward must be one of the shop's (else 422).
 */
async function automationFields(
  ctx: AppContext,
  request: FastifyRequest,
  failure: string,
): Promise<{ shopId: number; fields: AutomationFields }> {
  const shopId = request.ownShopId();
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (body.shop != null && body.shop !== '' && idOrIri(body.shop) !== shopId) throw notFound(failure);

  const violations: Violation[] = [];
  const rawReward = body.configDiscount;
  const noReward = rawReward == null || rawReward === '';
  const rewardId = noReward ? undefined : idOrIri(rawReward);
  let values: AutomationValues | undefined;
  try {
    values = await automationSchema.validate(
      {
        featureType: body.featureType,
        mode: body.mode,
        configDiscount: rewardId ?? null,
        message: isStructured(body.message) ? undefined : body.message,
      },
      { abortEarly: false },
    );
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    violations.push(...violationsOf(error));
  }
  // yup's trim throws on an array or an object: such a message is refused as a missing one.
  if (isStructured(body.message) && !violations.some((violation) => violation.propertyPath === 'message')) {
    violations.push({ propertyPath: 'message', message: AUTOMATION_ERRORS.message });
  }
  const rewardViolation = { propertyPath: 'configDiscount', message: AUTOMATION_ERRORS.configDiscount };
  const hasRewardViolation = () =>
    violations.some((violation) => violation.propertyPath === 'configDiscount');
  if (!noReward && rewardId === undefined && !hasRewardViolation()) violations.push(rewardViolation);
  if (rewardId !== undefined) {
    const reward = await ctx.db
      .selectFrom('config_discount')
      .select('id')
      .where('id', '=', rewardId)
      .where('shop_id', '=', shopId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!reward && !hasRewardViolation()) violations.push(rewardViolation);
  }
  if (violations.length > 0 || !values) throw unprocessable(failure, violations);
  return {
    shopId,
    fields: {
      featureType: values.featureType,
      mode: values.mode,
      message: values.message,
      configDiscount: rewardId ?? null,
    },
  };
}

type IdParams = { Params: { id: string } };

/** Creating or reactivating an automation needs a plan that includes it (SPEC §1), else 403. */
async function assertPlanIncludesAutomation(ctx: AppContext, shopId: number): Promise<void> {
  const shop = await ctx.db
    .selectFrom('shop')
    .select('subscription_offer_type')
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!planIncludesAutomation(shop?.subscription_offer_type)) throw forbidden(AUTOMATION_FAILURES.plan);
}

/** The resource with its next due message. */
async function withNextDue(ctx: AppContext, row: AutomationRow): Promise<Automation> {
  const next = await nextDueAt(ctx.db, [row.id], ctx.now());
  return automationResource(row, next.get(row.id) ?? null);
}

/** The caller's automation, not archived, or 404 with the failure key of the screen. */
async function ownAutomation(
  ctx: AppContext,
  request: FastifyRequest,
  failure: string,
  { archived = false } = {},
): Promise<AutomationRow> {
  const id = idParam((request.params as IdParams['Params']).id);
  const row = await ctx.db
    .selectFrom('social_automation')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', request.ownShopId())
    .$if(!archived, (query) => query.where('deleted_at', 'is', null))
    .executeTakeFirst();
  if (!row) throw notFound(failure);
  return row;
}

/** Story private-message automations of the shop (SPEC §2, §4): list, CRUD, suspend, archive. */
export const automationRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['automations'];
  const security = [{ bearer: [] }];
  acceptJsonPatchTypes(app);
  /** The schema of a route on one automation; `body` routes also answer 422 with the screen's key. */
  const idRoute = (summary: string, failure: string, extra: { body?: object; description?: string } = {}) => {
    const answers: Record<number, string> = {
      401: 'No valid session',
      404: `Not an automation of the caller’s shop (${failure})`,
    };
    if (extra.body) answers[422] = `${failure} with a violation per field`;
    return {
      tags,
      security,
      summary,
      params: pathParams('id'),
      querystring: noQuery,
      ...extra,
      response: { 200: automationAnswerSchema, ...problems(answers) },
    };
  };

  app.get<{ Params: { shopId: string }; Querystring: OrderedPageQuery }>(
    '/shops/:shopId/social_automations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The shop's automations, newest first, archived ones left out",
        params: pathParams('shopId'),
        querystring: automationListQuerySchema,
        response: {
          200: automationCollectionSchema,
          ...problems({
            400: 'order[createdAt] out of its choices (errors.invalid_choice)',
            401: 'No valid session',
            404: 'Not the caller’s shop',
          }),
        },
      },
    },
    async (request): Promise<HydraCollection<Automation>> => {
      const shopId = ownShop(request, request.params.shopId);
      const order = createdAtOrder(request.query);
      const page = pagination(request.query, PAGE_SIZE.default);
      const live = ctx.db
        .selectFrom('social_automation')
        .where('shop_id', '=', shopId)
        .where('deleted_at', 'is', null);
      const [total, rows] = await Promise.all([
        live.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
        live
          .selectAll()
          .orderBy('created_at', order)
          .orderBy('id', order)
          .limit(page.itemsPerPage)
          .offset(page.offset)
          .execute(),
      ]);
      const next = await nextDueAt(
        ctx.db,
        rows.map((row) => row.id),
        ctx.now(),
      );
      return hydraCollection(
        request,
        rows.map((row) => automationResource(row, next.get(row.id) ?? null)),
        Number(total.total),
        page,
      );
    },
  );

  app.post(
    '/social_automations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Create an automation {featureType, mode, configDiscount, message, shop}',
        description:
          '403 automation.errors.plan when the shop’s plan does not include the automation (Advanced and Enterprise do).',
        querystring: noQuery,
        body: automationBodySchema,
        response: {
          201: automationAnswerSchema,
          ...problems({
            401: 'No valid session',
            403: 'automation.errors.plan, or the shop is suspended',
            404: 'shop names another shop (automation.errors.create)',
            422: 'automation.errors.create with a violation per field',
          }),
        },
      },
    },
    async (request, reply) => {
      await assertPlanIncludesAutomation(ctx, request.ownShopId());
      const { shopId, fields } = await automationFields(ctx, request, AUTOMATION_FAILURES.create);
      const row = await ctx.db
        .insertInto('social_automation')
        .values({
          shop_id: shopId,
          feature_type: fields.featureType,
          mode: fields.mode,
          config_discount_id: fields.configDiscount,
          message: fields.message,
          suspended_at: null,
          deleted_at: null,
          created_at: ctx.now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(automationResource(row));
    },
  );

  app.get<IdParams>(
    '/social_automations/:id',
    { onRequest: app.authenticate, schema: idRoute('One automation', AUTOMATION_FAILURES.get) },
    async (request): Promise<Automation> =>
      withNextDue(ctx, await ownAutomation(ctx, request, AUTOMATION_FAILURES.get)),
  );

  app.put<IdParams>(
    '/social_automations/:id',
    {
      onRequest: app.authenticate,
      schema: idRoute('Replace an automation (same body as create)', AUTOMATION_FAILURES.update, {
        body: automationBodySchema,
      }),
    },
    async (request): Promise<Automation> => {
      const existing = await ownAutomation(ctx, request, AUTOMATION_FAILURES.update);
      const { fields } = await automationFields(ctx, request, AUTOMATION_FAILURES.update);
      const row = await ctx.db
        .updateTable('social_automation')
        .set({
          feature_type: fields.featureType,
          mode: fields.mode,
          config_discount_id: fields.configDiscount,
          message: fields.message,
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return withNextDue(ctx, row);
    },
  );

  app.patch<IdParams>(
    '/social_automations/:id',
    {
      onRequest: app.authenticate,
      schema: idRoute(
        'Suspend {suspendedAt: date}, reactivate {suspendedAt: null} or archive {deletedAt: date}',
        `${AUTOMATION_FAILURES.activation} or ${AUTOMATION_FAILURES.archive}`,
        {
          description:
            'Suspending holds the pending story messages; reactivating sends those whose story is still within ' +
            'its 24-hour window and drops the others (403 automation.errors.plan without a plan that includes ' +
            'the automation); archiving cancels them.',
          body: automationPatchBodySchema,
        },
      ),
    },
    async (request): Promise<Automation> => {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const archiving = 'deletedAt' in body;
      const failure = archiving ? AUTOMATION_FAILURES.archive : AUTOMATION_FAILURES.activation;
      const existing = await ownAutomation(ctx, request, failure);
      const changes: { suspended_at?: string | null; deleted_at?: string } = {};
      const violations: Violation[] = [];
      if ('suspendedAt' in body) {
        if (body.suspendedAt === null || isDate(body.suspendedAt)) changes.suspended_at = body.suspendedAt;
        else violations.push({ propertyPath: 'suspendedAt', message: DATE_ERRORS.suspendedAt });
      }
      if (archiving) {
        if (isDate(body.deletedAt)) changes.deleted_at = body.deletedAt;
        else violations.push({ propertyPath: 'deletedAt', message: DATE_ERRORS.deletedAt });
      }
      if (!archiving && !('suspendedAt' in body))
        violations.push({ propertyPath: 'suspendedAt', message: DATE_ERRORS.suspendedAt });
      if (violations.length > 0) throw unprocessable(failure, violations);
      const reactivating = changes.suspended_at === null && changes.deleted_at === undefined;
      if (reactivating) await assertPlanIncludesAutomation(ctx, existing.shop_id);
      const row = await ctx.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('social_automation')
          .set(changes)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (updated.deleted_at !== null) await cancelForArchive(trx, existing.id);
        // Stories whose window closed while it was suspended are over; the others go now.
        else if (reactivating) {
          await cancelScheduledMessages(trx, existing.id, MESSAGE_REASONS.suspended, {
            windowClosedBy: ctx.now(),
          });
        }
        return updated;
      });
      return withNextDue(ctx, row);
    },
  );

  app.delete<IdParams>(
    '/social_automations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete an automation',
        params: pathParams('id'),
        querystring: noQuery,
        body: ignoredBody,
        response: {
          204: noContent('Deleted, with its pending messages'),
          ...problems({
            401: 'No valid session',
            404: `Not an automation of the caller’s shop (${AUTOMATION_FAILURES.delete})`,
          }),
        },
      },
    },
    async (request, reply) => {
      // An archived automation can still be deleted for good.
      const existing = await ownAutomation(ctx, request, AUTOMATION_FAILURES.delete, { archived: true });
      await ctx.db.transaction().execute(async (trx) => {
        // Rewards held by pending loyalty messages go back before the messages go with it.
        await cancelForArchive(trx, existing.id);
        await trx.deleteFrom('social_automation').where('id', '=', existing.id).execute();
      });
      return reply.code(204).send();
    },
  );
};
