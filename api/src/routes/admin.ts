import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import {
  ADMIN_ERRORS,
  PAGE_SIZE,
  shopPlanSchema,
  shopReasonSchema,
  type AdminShopDetail,
  type AdminShopStatus,
  type AdminShopSummary,
  type HydraCollection,
  type ShopPlanValues,
} from '@merci/domain';
import {
  changePlan,
  reinstateShop,
  resubscribeWebhooks,
  suspendShop,
  validateShop,
  type Operator,
} from '../admin/actions.js';
import { listShops, shopDetail } from '../admin/queries.js';
import {
  adminShopCollectionSchema,
  adminShopDetailSchema,
  shopListQuerySchema,
  shopParamsSchema,
  shopPlanBodySchema,
  shopReasonBodySchema,
} from '../admin/schemas.js';
import type { AppContext } from '../context.js';
import { notFound, unprocessable, validateInput, type Violation } from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import { idParam } from '../http/params.js';
import { ignoredBody, noQuery, problems } from '../http/schemas.js';

/** A plan body checked by the domain's schema: 422 with one violation per field, the form's keys. */
async function planValues(body: unknown): Promise<ShopPlanValues> {
  try {
    return await shopPlanSchema.validate(body ?? {}, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const violations: Violation[] = [];
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      // `discountTypes[2]` is a violation of discountTypes.
      const propertyPath = (issue.path ?? '').replace(/\[\d+\]$/, '');
      if (!violations.some((known) => known.propertyPath === propertyPath))
        violations.push({ propertyPath, message: issue.message });
    }
    throw unprocessable('errors.validation', violations);
  }
}

async function reasonOf(body: unknown): Promise<string> {
  const { reason } = (body ?? {}) as { reason?: unknown };
  return (await validateInput(shopReasonSchema, { reason }, ADMIN_ERRORS)).reason;
}

/** The shop's id from the path, and the operator `requireOperator` let through. */
type ShopParams = { id: string };

function target(request: FastifyRequest<{ Params: ShopParams }>): { shopId: number; operator: Operator } {
  const shopId = idParam(request.params.id);
  if (!request.operator) throw new Error('requireOperator must run before an admin route');
  return { shopId, operator: request.operator };
}

async function detailOrNotFound(ctx: AppContext, shopId: number): Promise<AdminShopDetail> {
  const detail = await shopDetail(ctx.db, shopId, ctx.now());
  if (!detail) throw notFound();
  return detail;
}

/**
 * merci's team (ROLE_ADMIN): the shops, one shop in full, and the actions on a shop. Every route
 * answers 401 without a session and 403 to anyone but an operator (docs/adr/021). An action
 * answers the shop as the detail shows it, so the screen shows its effect without another call.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  // Every route of this plugin, whatever is added later.
  app.addHook('onRequest', app.requireOperator);

  app.get<{
    Querystring: { status?: AdminShopStatus; q?: string; page?: number; itemsPerPage?: number };
  }>(
    '/admin/shops',
    {
      schema: {
        tags,
        security,
        summary: 'The shops, newest first, filtered by status and searched by name or owner e-mail',
        querystring: shopListQuerySchema,
        response: {
          200: adminShopCollectionSchema,
          ...problems({
            400: 'A query value out of its range (violation on the field)',
            401: 'No valid session',
            403: 'Not an operator',
          }),
        },
      },
    },
    async (request): Promise<HydraCollection<AdminShopSummary>> => {
      const { status, q } = request.query;
      const page = pagination(request.query, PAGE_SIZE.default);
      const { members, total } = await listShops(ctx.db, { status, q: q?.trim() }, page, ctx.now());
      return hydraCollection(request, members, total, page);
    },
  );

  app.get<{ Params: ShopParams }>(
    '/admin/shops/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One shop in full: owner, contact, plan, quota, Instagram, last rewards, audit log',
        params: shopParamsSchema,
        querystring: noQuery,
        response: {
          200: adminShopDetailSchema,
          ...problems({ 401: 'No valid session', 403: 'Not an operator', 404: 'No such shop' }),
        },
      },
    },
    async (request) => detailOrNotFound(ctx, target(request).shopId),
  );

  const action = (summary: string, description: string, body: object, conflict: string) => ({
    schema: {
      tags,
      security,
      summary,
      description,
      params: shopParamsSchema,
      body,
      response: {
        200: adminShopDetailSchema,
        ...problems({
          400: 'A body that is not an object, or a field of the wrong type',
          401: 'No valid session',
          403: 'Not an operator',
          404: 'No such shop',
          409: conflict,
          422: 'errors.validation with a violation per field (admin.form.* keys)',
        }),
      },
    },
  });

  app.post<{ Params: ShopParams; Body: unknown }>(
    '/admin/shops/:id/validate',
    action(
      'Validate a shop with a plan; the owner gets an e-mail and a notification',
      'Sets the offer, its interval and price, the allowed reward types and the monthly quota (what the ' +
        'shop rewarded this month counts against it). 422 when the offer does not exist or allows fewer ' +
        'reward types (admin.form.discount_types.too_many).',
      shopPlanBodySchema,
      'admin.errors.already_validated',
    ),
    async (request) => {
      const { shopId, operator } = target(request);
      await validateShop(ctx, request.log, operator, shopId, await planValues(request.body));
      return detailOrNotFound(ctx, shopId);
    },
  );

  app.post<{ Params: ShopParams; Body: unknown }>(
    '/admin/shops/:id/plan',
    action(
      'Change the plan of a validated shop, at once; the owner gets a notification',
      'This month’s remaining quota moves by the difference between the two quotas and never goes below 0.',
      shopPlanBodySchema,
      'admin.errors.not_validated',
    ),
    async (request) => {
      const { shopId, operator } = target(request);
      await changePlan(ctx, request.log, operator, shopId, await planValues(request.body));
      return detailOrNotFound(ctx, shopId);
    },
  );

  app.post<{ Params: ShopParams; Body: unknown }>(
    '/admin/shops/:id/suspend',
    action(
      'Suspend a shop with a reason; the owner gets an e-mail and a notification',
      'The owner still signs in and reads everything; every change answers 403 errors.shop_suspended.',
      shopReasonBodySchema,
      'admin.errors.already_suspended',
    ),
    async (request) => {
      const { shopId, operator } = target(request);
      await suspendShop(ctx, request.log, operator, shopId, await reasonOf(request.body));
      return detailOrNotFound(ctx, shopId);
    },
  );

  app.post<{ Params: ShopParams; Body: unknown }>(
    '/admin/shops/:id/reinstate',
    action(
      'Reinstate a suspended shop with a reason; the owner gets a notification',
      'Nothing was deleted while it was suspended: the shop carries on where it stopped.',
      shopReasonBodySchema,
      'admin.errors.not_suspended',
    ),
    async (request) => {
      const { shopId, operator } = target(request);
      await reinstateShop(ctx, request.log, operator, shopId, await reasonOf(request.body));
      return detailOrNotFound(ctx, shopId);
    },
  );

  app.post<{ Params: ShopParams }>(
    '/admin/shops/:id/instagram/webhook_subscription',
    {
      schema: {
        tags,
        security,
        summary: 'Subscribe the shop’s Instagram Page to merci’s webhooks again; written to the audit log',
        description:
          'For a shop whose Instagram connection shows webhooks "missing" or "failed": subscribes the Page of ' +
          'its connected account (`POST /{page-id}/subscribed_apps`) and answers the shop, the outcome in ' +
          '`instagramAccountDetail.webhooks`. 409 instagram.errors.not_connected without a connected account ' +
          'and instagram.errors.token_expired when its token no longer works; 502 ' +
          'instagram.errors.graph_unavailable when Meta could not be reached (nothing changed, nothing audited).',
        params: shopParamsSchema,
        querystring: noQuery,
        body: ignoredBody,
        response: {
          200: adminShopDetailSchema,
          ...problems({
            401: 'No valid session',
            403: 'Not an operator',
            404: 'No such shop',
            409: 'No connected Instagram account, or its token no longer works',
            502: 'The Graph API could not be reached',
          }),
        },
      },
    },
    async (request) => {
      const { shopId, operator } = target(request);
      await resubscribeWebhooks(ctx, request.log, operator, shopId);
      return detailOrNotFound(ctx, shopId);
    },
  );
};
