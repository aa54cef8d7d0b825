/**
 * What an operator does to a shop: validate it with a plan, change its plan, suspend it, reinstate
 * it. Each action runs in one transaction that checks the shop's state, changes it, writes its
 * audit entry and the owner's notification; the e-mail leaves after the commit. Nothing is ever
 * deleted, and no code path updates or deletes an audit entry.
 */
import {
  ADMIN_ERRORS,
  type AdminAction,
  type RewardType,
  type ShopPlanValues,
  type SubscriptionInterval,
} from '@merci/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database, ShopRow } from '../db/schema.js';
import { conflict, notFound, unprocessable } from '../http/errors.js';
import { connectedInstagramAccount } from '../instagram/service.js';
import type { Mail } from '../mail/mailer.js';
import { parseJsonList } from '../resources.js';
import { changeQuota, quotaRemainingNow } from '../rewards/quota.js';
import { notifyOwners, type ShopOwner } from '../notifications/owners.js';
import { rewardsThisMonth } from './queries.js';

/** Problems of the actions (the body's own violations carry ADMIN_ERRORS keys). */
export const ADMIN_PROBLEMS = {
  alreadyValidated: 'admin.errors.already_validated',
  notValidated: 'admin.errors.not_validated',
  alreadySuspended: 'admin.errors.already_suspended',
  notSuspended: 'admin.errors.not_suspended',
  /** The shop has no connected Instagram account whose Page could subscribe. */
  instagramNotConnected: 'instagram.errors.not_connected',
  /** Violation on discountTypes: more types than the offer allows. */
  tooManyTypes: 'admin.form.discount_types.too_many',
} as const;

export interface Operator {
  id: number;
  email: string;
}

type Trx = Transaction<Database>;

/** French names of the plans and reward types, as the dashboard shows them. */
const OFFER_NAMES: Record<string, string> = {
  basic: 'Basic',
  pro: 'Pro',
  advanced: 'Advanced',
  enterprise: 'Entreprise',
};
const INTERVAL_NAMES: Record<SubscriptionInterval, string> = { monthly: 'mensuelle', annual: 'annuelle' };
const TYPE_NAMES: Record<RewardType, string> = {
  percent: 'Réduction',
  code: 'Code Promo',
  voucher: 'Bon d’achat',
  other: 'Autre',
};

/** The shop, locked until the transaction ends on PostgreSQL (SQLite writes one at a time). */
async function lockShop(ctx: AppContext, trx: Trx, shopId: number): Promise<ShopRow> {
  const shop = await trx
    .selectFrom('shop')
    .selectAll()
    .where('id', '=', shopId)
    .$if(ctx.dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!shop) throw notFound();
  return shop;
}

/** The chosen offer, which must exist and allow that many reward types. */
async function offerFor(trx: Trx, plan: ShopPlanValues) {
  const offer = await trx
    .selectFrom('subscription_offer')
    .selectAll()
    .where('type', '=', plan.offerType)
    .executeTakeFirst();
  if (!offer) {
    throw unprocessable('errors.validation', [
      { propertyPath: 'offerType', message: ADMIN_ERRORS.offerType },
    ]);
  }
  if (offer.reward_type_limit != null && plan.discountTypes.length > offer.reward_type_limit) {
    throw unprocessable('errors.validation', [
      { propertyPath: 'discountTypes', message: ADMIN_PROBLEMS.tooManyTypes },
    ]);
  }
  return offer;
}

/** The plan as the audit log keeps it. */
function planState(shop: ShopRow, now: Date) {
  return {
    offerType: shop.subscription_offer_type,
    subscriptionType: shop.subscription_type,
    discountTypes: parseJsonList<RewardType>(shop.discount_types),
    quota: shop.quota,
    quotaRemaining: quotaRemainingNow(shop, now),
  };
}

/** Sets the plan's offer, interval, price, reward types and quota; returns the shop as it is then. */
async function applyPlan(trx: Trx, shop: ShopRow, plan: ShopPlanValues, now: Date, extra: Partial<ShopRow>) {
  const offer = await offerFor(trx, plan);
  await trx
    .updateTable('shop')
    .set({
      ...extra,
      subscription_offer_type: offer.type,
      subscription_type: plan.subscriptionType,
      subscription_amount: plan.subscriptionType === 'annual' ? offer.annual_amount : offer.monthly_amount,
      discount_types: JSON.stringify(plan.discountTypes),
    })
    .where('id', '=', shop.id)
    .execute();
  // Without a quota until now, what the shop rewarded this month counts against the new one.
  await changeQuota(trx, shop.id, offer.loyalty_quota, now, await rewardsThisMonth(trx, shop, now));
  return trx.selectFrom('shop').selectAll().where('id', '=', shop.id).executeTakeFirstOrThrow();
}

interface ActionRecord {
  action: AdminAction;
  before: object | null;
  after: object | null;
  reason?: string | null;
  /** What the owners read in their notifications, stored in French as every notification; none for a repair. */
  notification: { title: string; message: string } | null;
  /** The e-mail each owner gets after the commit, if any. */
  mail?: (owner: ShopOwner) => Omit<Mail, 'to'>;
}

/** The audit entry and the owners' notifications, in the action's transaction. */
async function record(trx: Trx, operator: Operator, shopId: number, at: string, entry: ActionRecord) {
  await trx
    .insertInto('admin_audit_log')
    .values({
      shop_id: shopId,
      operator_id: operator.id,
      operator_email: operator.email,
      action: entry.action,
      before_state: entry.before == null ? null : JSON.stringify(entry.before),
      after_state: entry.after == null ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      created_at: at,
    })
    .execute();
  if (!entry.notification) return [];
  const people = await notifyOwners(trx, shopId, { ...entry.notification, link: '/', createdAt: at });
  const { mail } = entry;
  return mail ? people.map((owner): Mail => ({ to: owner.email, ...mail(owner) })) : [];
}

/**
 * Runs an action in a transaction, then sends its e-mails. The change is made whatever the mail
 * server says: a mail that fails is logged, and the owner has the notification anyway.
 */
async function act(
  ctx: AppContext,
  log: FastifyBaseLogger,
  operator: Operator,
  shopId: number,
  change: (trx: Trx, shop: ShopRow, now: Date) => Promise<ActionRecord>,
): Promise<void> {
  const now = ctx.now();
  const mails = await ctx.db.transaction().execute(async (trx) => {
    const shop = await lockShop(ctx, trx, shopId);
    return record(trx, operator, shopId, now.toISOString(), await change(trx, shop, now));
  });
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      log.error({ err: error, shopId }, 'The e-mail of an operator action could not be sent');
    }
  }
}

function planText(shop: ShopRow): string {
  const types = parseJsonList<RewardType>(shop.discount_types)
    .map((type) => TYPE_NAMES[type] ?? type)
    .join(', ');
  const quota =
    shop.quota == null
      ? 'des contenus récompensés sans limite'
      : `jusqu’à ${shop.quota} contenus récompensés par mois`;
  const interval = INTERVAL_NAMES[shop.subscription_type as SubscriptionInterval] ?? shop.subscription_type;
  return `l’offre ${OFFER_NAMES[shop.subscription_offer_type ?? ''] ?? shop.subscription_offer_type} (${interval}), ${quota}, avec les récompenses ${types}`;
}

export function validateShop(
  ctx: AppContext,
  log: FastifyBaseLogger,
  operator: Operator,
  shopId: number,
  plan: ShopPlanValues,
) {
  return act(ctx, log, operator, shopId, async (trx, shop, now) => {
    if (shop.validated === 1) throw conflict(ADMIN_PROBLEMS.alreadyValidated);
    const before = { validated: false, ...planState(shop, now) };
    const updated = await applyPlan(trx, shop, plan, now, {
      validated: 1,
      validated_at: now.toISOString(),
    });
    const text = planText(updated);
    return {
      action: 'validate',
      before,
      after: { validated: true, ...planState(updated, now) },
      notification: {
        title: 'Votre boutique est validée',
        message: `L’équipe merci a validé votre boutique avec ${text}. Vous pouvez maintenant récompenser vos ambassadeurs.`,
      },
      mail: (owner) => ({
        subject: 'Votre boutique merci est validée',
        text:
          `Bonjour ${owner.name},\n\nBonne nouvelle : l’équipe merci a validé votre boutique « ${updated.name} » ` +
          `avec ${text}.\n\nConnectez-vous pour récompenser vos ambassadeurs :\n${ctx.publicUrl}/\n\nL’équipe merci`,
      }),
    };
  });
}

export function changePlan(
  ctx: AppContext,
  log: FastifyBaseLogger,
  operator: Operator,
  shopId: number,
  plan: ShopPlanValues,
) {
  return act(ctx, log, operator, shopId, async (trx, shop, now) => {
    if (shop.validated !== 1) throw conflict(ADMIN_PROBLEMS.notValidated);
    const before = planState(shop, now);
    const updated = await applyPlan(trx, shop, plan, now, {});
    const after = planState(updated, now);
    const left =
      after.quotaRemaining == null
        ? ''
        : ` Il vous reste ${after.quotaRemaining} contenu${after.quotaRemaining > 1 ? 's' : ''} à récompenser ce mois-ci.`;
    return {
      action: 'change_plan',
      before,
      after,
      notification: {
        title: 'Votre offre a changé',
        message: `Votre boutique passe à ${planText(updated)}, dès maintenant.${left}`,
      },
    };
  });
}

export function suspendShop(
  ctx: AppContext,
  log: FastifyBaseLogger,
  operator: Operator,
  shopId: number,
  reason: string,
) {
  return act(ctx, log, operator, shopId, async (trx, shop, now) => {
    if (shop.suspended_at != null) throw conflict(ADMIN_PROBLEMS.alreadySuspended);
    await trx
      .updateTable('shop')
      .set({ suspended_at: now.toISOString(), suspension_reason: reason })
      .where('id', '=', shop.id)
      .execute();
    const consequence =
      'Vous pouvez toujours vous connecter et consulter vos données, mais plus récompenser, créer ni modifier.';
    return {
      action: 'suspend',
      before: { suspended: false },
      after: { suspended: true },
      reason,
      notification: {
        title: 'Votre boutique est suspendue',
        message: `L’équipe merci a suspendu votre boutique : « ${reason} ». ${consequence}`,
      },
      mail: (owner) => ({
        subject: 'Votre boutique merci est suspendue',
        text:
          `Bonjour ${owner.name},\n\nL’équipe merci a suspendu votre boutique « ${shop.name} » pour la raison suivante :\n` +
          `« ${reason} »\n\n${consequence} Rien n’est supprimé.\n\n${ctx.publicUrl}/\n\nL’équipe merci`,
      }),
    };
  });
}

export function reinstateShop(
  ctx: AppContext,
  log: FastifyBaseLogger,
  operator: Operator,
  shopId: number,
  reason: string,
) {
  return act(ctx, log, operator, shopId, async (trx, shop) => {
    if (shop.suspended_at == null) throw conflict(ADMIN_PROBLEMS.notSuspended);
    await trx
      .updateTable('shop')
      .set({ suspended_at: null, suspension_reason: null })
      .where('id', '=', shop.id)
      .execute();
    return {
      action: 'reinstate',
      before: { suspended: true, suspensionReason: shop.suspension_reason },
      after: { suspended: false },
      reason,
      notification: {
        title: 'Votre boutique est rétablie',
        message: `L’équipe merci a rétabli votre boutique : « ${reason} ». Vous pouvez de nouveau récompenser, créer et modifier.`,
      },
    };
  });
}

/**
 * Subscribes the shop's Instagram Page to merci's webhooks again (the shop's connected account),
 * then writes the audit entry with the status before and after. The call to Meta runs outside the
 * transaction: a slow Graph API never holds the database. The owner is not notified: nothing
 * changes for them but mentions arriving again.
 */
export async function resubscribeWebhooks(
  ctx: AppContext,
  log: FastifyBaseLogger,
  operator: Operator,
  shopId: number,
): Promise<void> {
  const shop = await ctx.db.selectFrom('shop').select('id').where('id', '=', shopId).executeTakeFirst();
  if (!shop) throw notFound();
  const account = await connectedInstagramAccount(ctx.db, shopId);
  if (!account) throw conflict(ADMIN_PROBLEMS.instagramNotConnected);
  const updated = await ctx.instagram.resubscribe(account);
  const state = (row: typeof account) => ({
    account: row.account_name,
    webhooks: row.webhook_subscription,
    ...(row.webhook_error ? { webhookError: row.webhook_error } : {}),
  });
  await ctx.db.transaction().execute((trx) =>
    record(trx, operator, shopId, ctx.now().toISOString(), {
      action: 'resubscribe_webhooks',
      before: state(account),
      after: state(updated),
      notification: null,
    }),
  );
  log.info(
    { shopId, webhooks: updated.webhook_subscription },
    'Operator subscribed the Instagram Page again',
  );
}
