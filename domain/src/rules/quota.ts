/** What the quota rules need to know of a shop. */
export interface QuotaState {
  quota: number | null;
  quotaRemaining: number | null;
  /** Set while merci's team has suspended the shop: it rewards nothing until reinstated. */
  suspension?: { since: string; reason: string } | null;
}

/** Why retaining is not possible, or null when it is. */
export type RetainBlocker = 'suspended' | 'no_quota' | 'quota_exhausted' | 'not_permitted';

/**
 * SPEC §2: retain is disabled when the shop has no quota, when quotaRemaining is 0 or less,
 * or when the permission flag is false; and while the shop is suspended, which says most.
 */
export function retainBlocker(shop: QuotaState | null | undefined, isPermitted = true): RetainBlocker | null {
  if (shop?.suspension) return 'suspended';
  if (!isPermitted) return 'not_permitted';
  if (!shop || shop.quota == null) return 'no_quota';
  // Stryker disable next-line ConditionalExpression: null <= 0 is true as well, the null check only reads better
  if (shop.quotaRemaining == null || shop.quotaRemaining <= 0) return 'quota_exhausted';
  return null;
}

export function canRetain(shop: QuotaState | null | undefined, isPermitted = true): boolean {
  return retainBlocker(shop, isPermitted) === null;
}

/** SPEC §2: with a quota and nothing left, the assign page sends the merchant back to the list. */
export function mustLeaveAssignPage(shop: QuotaState | null | undefined): boolean {
  return shop != null && shop.quota != null && (shop.quotaRemaining ?? 0) <= 0;
}
