/** The operator's routes (api/src/routes/admin.ts). */
import { ValidationError } from 'yup';
import {
  ROLE_ADMIN,
  PAGE_SIZE,
  nextMonthStart,
  shopPlanSchema,
  shopReasonSchema,
  type AdminAction,
  type AdminShopDetail,
  type AdminShopStatus,
} from '@merci/domain';
import { FIXED_NOW, type MockSeed } from '../fixtures';
import { adminShopSummary } from '../adminFixtures';
import { hydraPage, pageOf } from '../hydra';
import { Problem, notFound, unprocessable, badRequest, violationsOf } from './problem';
import type { RouteContext, Route } from './store';
import { json, bodyOf, idParam, query, byCreatedAt, nextId, nowIso } from './http';

/** The operator's routes answer merci's team only: an owner is refused (api `requireOperator`). */
export function operatorOnly({ state }: RouteContext): string {
  if (!state.user.roles.includes(ROLE_ADMIN)) throw new Problem(403, 'errors.forbidden');
  return state.user.email;
}

export const ADMIN_STATUSES: readonly AdminShopStatus[] = ['pending', 'validated', 'suspended'];

/** Where a shop stands for the team: a suspension first, then its validation. */
export const adminStatusOf = (shop: AdminShopDetail): AdminShopStatus =>
  shop.suspended ? 'suspended' : shop.validated ? 'validated' : 'pending';

export function adminShopOf(state: MockSeed, id: string | undefined): AdminShopDetail {
  const shopId = idParam(id);
  const shop = state.adminShops.find((candidate) => candidate.id === shopId);
  if (!shop) throw notFound();
  return shop;
}

/** A plan's body checked with the domain schema, then against the offer chosen (api `planOf`). */
export async function adminPlanOf(state: MockSeed, body: Record<string, unknown>) {
  let values;
  try {
    values = await shopPlanSchema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw unprocessable('errors.validation', violationsOf(error));
  }
  const offer = state.offers.find((candidate) => candidate.type === values.offerType);
  if (!offer) {
    throw unprocessable('errors.validation', [
      { propertyPath: 'offerType', message: 'admin.form.offer_type.error' },
    ]);
  }
  if (offer.rewardTypeLimit !== null && values.discountTypes.length > offer.rewardTypeLimit) {
    throw unprocessable('errors.validation', [
      { propertyPath: 'discountTypes', message: 'admin.form.discount_types.too_many' },
    ]);
  }
  return { ...values, quota: offer.loyaltyQuota };
}

export async function adminReasonOf(request: Request): Promise<string> {
  try {
    return (await shopReasonSchema.validate(await bodyOf(request), { abortEarly: false })).reason;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw unprocessable('errors.validation', violationsOf(error));
  }
}

/** Writes an operator's action at the top of the shop's audit log (newest first). */
export function audit(
  shop: AdminShopDetail,
  operator: string,
  action: AdminAction,
  fields: { before: Record<string, unknown>; after: Record<string, unknown>; reason?: string },
) {
  const id = nextId(shop.audit);
  shop.audit.unshift({
    '@id': `/admin/shops/${shop.id}/audit/${id}`,
    '@type': 'AuditEntry',
    id,
    operator,
    action,
    before: fields.before,
    after: fields.after,
    reason: fields.reason ?? null,
    createdAt: nowIso(),
  });
}

/** The plan's fields as the audit log keeps them. */
export const planFields = (shop: AdminShopDetail) => ({
  offerType: shop.plan,
  subscriptionType: shop.subscriptionType,
  discountTypes: [...shop.discountTypes],
  quota: shop.quota,
  quotaRemaining: shop.quotaRemaining,
});
/** merci's team only. */
export const adminRoutes: Route[] = [
  {
    method: 'get',
    path: '/admin/shops',
    resolve: (context) => {
      operatorOnly(context);
      const { url, state } = context;
      const status = query(url, 'status');
      if (status !== undefined && !(ADMIN_STATUSES as readonly string[]).includes(status)) {
        throw badRequest([{ propertyPath: 'status', message: 'errors.invalid_choice' }]);
      }
      const search = query(url, 'q')?.trim().toLowerCase();
      const shops = byCreatedAt(state.adminShops, 'desc').filter(
        (shop) =>
          (status === undefined || adminStatusOf(shop) === status) &&
          (!search ||
            shop.name.toLowerCase().includes(search) ||
            (shop.ownerEmail ?? '').toLowerCase().includes(search)),
      );
      return json(hydraPage(url, shops.map(adminShopSummary), pageOf(url, PAGE_SIZE.default)));
    },
  },
  {
    method: 'get',
    path: '/admin/shops/:id',
    resolve: (context) => {
      operatorOnly(context);
      return json(adminShopOf(context.state, context.params.id));
    },
  },
  {
    method: 'post',
    path: '/admin/shops/:id/validate',
    resolve: async (context) => {
      const operator = operatorOnly(context);
      const shop = adminShopOf(context.state, context.params.id);
      if (shop.validated) throw new Problem(409, 'admin.errors.already_validated');
      const plan = await adminPlanOf(context.state, await bodyOf(context.request));
      const before = { validated: false, ...planFields(shop) };
      Object.assign(shop, {
        validated: true,
        validatedAt: nowIso(),
        plan: plan.offerType,
        subscriptionType: plan.subscriptionType,
        discountTypes: plan.discountTypes,
        quota: plan.quota,
        quotaRemaining: plan.quota === null ? null : Math.max(0, plan.quota - shop.quotaUsed),
        quotaRenewsAt: plan.quota === null ? null : nextMonthStart(FIXED_NOW, shop.timeZone).toISOString(),
      });
      audit(shop, operator, 'validate', { before, after: { validated: true, ...planFields(shop) } });
      return json(shop);
    },
  },
  {
    method: 'post',
    path: '/admin/shops/:id/plan',
    resolve: async (context) => {
      const operator = operatorOnly(context);
      const shop = adminShopOf(context.state, context.params.id);
      if (!shop.validated) throw new Problem(409, 'admin.errors.not_validated');
      const plan = await adminPlanOf(context.state, await bodyOf(context.request));
      const before = planFields(shop);
      // At once: this month's remaining quota moves by the difference, never below 0.
      const remaining =
        plan.quota === null
          ? null
          : shop.quota === null || shop.quotaRemaining === null
            ? plan.quota - shop.quotaUsed
            : shop.quotaRemaining + plan.quota - shop.quota;
      Object.assign(shop, {
        plan: plan.offerType,
        subscriptionType: plan.subscriptionType,
        discountTypes: plan.discountTypes,
        quota: plan.quota,
        quotaRemaining: remaining === null ? null : Math.max(0, remaining),
        quotaRenewsAt: plan.quota === null ? null : nextMonthStart(FIXED_NOW, shop.timeZone).toISOString(),
      });
      audit(shop, operator, 'change_plan', { before, after: planFields(shop) });
      return json(shop);
    },
  },
  {
    method: 'post',
    path: '/admin/shops/:id/suspend',
    resolve: async (context) => {
      const operator = operatorOnly(context);
      const shop = adminShopOf(context.state, context.params.id);
      if (shop.suspended) throw new Problem(409, 'admin.errors.already_suspended');
      const reason = await adminReasonOf(context.request);
      Object.assign(shop, { suspended: true, suspendedAt: nowIso(), suspensionReason: reason });
      audit(shop, operator, 'suspend', {
        before: { suspended: false },
        after: { suspended: true },
        reason,
      });
      return json(shop);
    },
  },
  {
    method: 'post',
    path: '/admin/shops/:id/reinstate',
    resolve: async (context) => {
      const operator = operatorOnly(context);
      const shop = adminShopOf(context.state, context.params.id);
      if (!shop.suspended) throw new Problem(409, 'admin.errors.not_suspended');
      const reason = await adminReasonOf(context.request);
      const before = { suspended: true, suspensionReason: shop.suspensionReason };
      Object.assign(shop, { suspended: false, suspendedAt: null, suspensionReason: null });
      audit(shop, operator, 'reinstate', {
        before,
        after: { suspended: false },
        reason,
      });
      return json(shop);
    },
  },
  {
    method: 'post',
    path: '/admin/shops/:id/instagram/webhook_subscription',
    resolve: (context) => {
      const operator = operatorOnly(context);
      const shop = adminShopOf(context.state, context.params.id);
      const account = shop.instagramAccountDetail;
      if (!account) throw new Problem(409, 'instagram.errors.not_connected');
      if (account.health === 'needs_reconnect') throw new Problem(409, 'instagram.errors.token_expired');
      const before = {
        account: account.accountName,
        webhooks: account.webhooks,
        ...(account.webhookError ? { webhookError: account.webhookError } : {}),
      };
      Object.assign(account, { webhooks: 'subscribed', webhookError: null, webhooksCheckedAt: nowIso() });
      audit(shop, operator, 'resubscribe_webhooks', {
        before,
        after: { account: account.accountName, webhooks: 'subscribed' },
      });
      return json(shop);
    },
  },
];
