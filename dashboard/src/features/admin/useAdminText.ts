import { useIntl } from 'react-intl';
import type {
  AdminAction,
  AdminShopStatus,
  AdminShopSummary,
  InstagramHealth,
  InstagramWebhookStatus,
  SubscriptionInterval,
  SubscriptionOfferType,
} from '@merci/domain';
import type { BadgeTone } from '@merci/ui-kit';
import { webhooksBadge } from '../../lib/owner/webhooks';
import { useRewardText } from '../../lib/rewards/useRewardText';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

export const adminStatusOf = (shop: Pick<AdminShopSummary, 'validated' | 'suspended'>): AdminShopStatus =>
  shop.suspended ? 'suspended' : shop.validated ? 'validated' : 'pending';

const STATUS_TONES: Record<AdminShopStatus, BadgeTone> = {
  pending: 'warning',
  validated: 'success',
  suspended: 'danger',
};

const HEALTH_TONES: Record<InstagramHealth, BadgeTone> = {
  connected: 'success',
  needs_reconnect: 'warning',
  not_connected: 'neutral',
};

/** The audit log's fields this console words; any other is shown under its own name. */
const AUDIT_FIELDS = [
  'validated',
  'suspended',
  'suspensionReason',
  'offerType',
  'subscriptionType',
  'discountTypes',
  'quota',
  'quotaRemaining',
  'account',
  'webhooks',
  'webhookError',
];

/**
 * How the operator's console words a shop: its dates (in the shop's time zone when known), plan,
 * quota, states as badges, and the audit log's before → after.
 */
export function useAdminText() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rewardText = useRewardText();

  // The app's formats: day/month/year in both languages (SPEC §9 `dd/MM/yyyy`).
  const date = (iso: string, timeZone?: string) => intl.formatDate(new Date(iso), { ...DAY, timeZone });
  const dateTime = (iso: string, timeZone?: string) =>
    intl.formatDate(new Date(iso), { ...DAY, hour: '2-digit', minute: '2-digit', timeZone });

  const planLabel = (plan: SubscriptionOfferType | null) =>
    plan ? t(`admin.plan.${plan}`) : t('admin.plan.none');
  const intervalLabel = (interval: SubscriptionInterval) => t(`admin.interval.${interval}`);
  const { typeLabel } = rewardText;
  const yesNo = (value: boolean) => t(value ? 'admin.common.yes' : 'admin.common.no');

  /** '3 / 10', '4 / illimité'; nothing to count before a plan. */
  const quotaText = (shop: Pick<AdminShopSummary, 'plan' | 'quota' | 'quotaUsed'>) => {
    if (!shop.plan) return t('admin.common.empty');
    return shop.quota === null
      ? t('admin.quota.used_unlimited', { used: shop.quotaUsed })
      : t('admin.quota.used', { used: shop.quotaUsed, quota: shop.quota });
  };

  /** One value of the audit log, in words; `state` is the record it belongs to (before or after). */
  const auditValue = (field: string, value: unknown, state: Record<string, unknown>): string => {
    // No quota under a plan is an unlimited one; without a plan, there is none.
    if ((field === 'quota' || field === 'quotaRemaining') && value === null && state.offerType)
      return t('admin.audit.value.unlimited');
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0))
      return t('admin.audit.value.none');
    if (field === 'offerType') return planLabel(value as SubscriptionOfferType);
    if (field === 'webhooks' && typeof value === 'string') return t(`instagram.webhooks.${value}`);
    if (field === 'subscriptionType') return intervalLabel(value as SubscriptionInterval);
    if (field === 'discountTypes' && Array.isArray(value))
      return value.map((type) => typeLabel(type)).join(', ');
    if (typeof value === 'boolean') return yesNo(value);
    if (typeof value === 'number') return intl.formatNumber(value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };

  /** 'Offre : Pro → Advanced', one line per field the action changed. */
  const auditChanges = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
    const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort(
      (a, b) => rank(a) - rank(b),
    );
    const worded = (state: Record<string, unknown> | null, field: string) =>
      state && field in state ? auditValue(field, state[field], state) : t('admin.audit.value.none');
    return fields.flatMap((field) => {
      const [from, to] = [worded(before, field), worded(after, field)];
      // A field written unchanged (the quota kept by a new plan) says nothing.
      if (from === to) return [];
      const label = AUDIT_FIELDS.includes(field) ? t(`admin.audit.field.${field}`) : field;
      return [t('admin.audit.change', { field: label, before: from, after: to })];
    });
  };

  return {
    /** What a cell or fact shows when there is nothing to show. */
    empty: t('admin.common.empty'),
    retryLabel: t('admin.common.retry'),
    date,
    dateTime,
    planLabel,
    intervalLabel,
    typeLabel,
    yesNo,
    quotaText,
    auditChanges,
    actionLabel: (action: AdminAction) => t(`admin.audit.action.${action}`),
    statusBadge: (status: AdminShopStatus) => ({
      tone: STATUS_TONES[status],
      label: t(`admin.status.${status}`),
    }),
    webhooksBadge: (status: InstagramWebhookStatus) => {
      const { tone, labelKey } = webhooksBadge(status);
      return { tone, label: t(labelKey) };
    },
    healthBadge: (health: InstagramHealth) => ({
      tone: HEALTH_TONES[health],
      label: t(`admin.instagram.${health}`),
    }),
  };
}

const rank = (field: string) => {
  const index = AUDIT_FIELDS.indexOf(field);
  return index === -1 ? AUDIT_FIELDS.length : index;
};
