import { mention } from '@merci/domain';
import type { DiscountRow } from '../db/schema.js';

/** The title of the owners' notification of a customer's use request. */
export const USE_REQUEST_TITLE = 'Demande d’utilisation';

/**
 * Where a notification about an object takes the merchant in the dashboard: the notifications
 * list shows its message as a link there.
 */
export const notificationLinks = {
  /** The use request's row on /rewards, filtered to the requests waiting. */
  useRequest: (discountId: number) => `/rewards?status=use_requested#discount-${discountId}`,
  /** A used reward's row on /rewards. */
  usedReward: (discountId: number) => `/rewards?status=used#discount-${discountId}`,
  /** A given reward's row on /rewards, not used yet. */
  givenReward: (discountId: number) => `/rewards?status=assigned#discount-${discountId}`,
  /** A publication's page, where it is rewarded. */
  content: (contentId: number) => `/instagram/contents/${contentId}`,
  /** The stories of the contents list. */
  stories: () => '/instagram/contents?type=story',
};

/** What a notification calls a given reward: `-15 %`, `code MERCI10`, or its description. */
export function rewardLabel(
  reward: Pick<DiscountRow, 'type' | 'amount_in_percent' | 'code' | 'description'>,
) {
  if (reward.type === 'percent' && reward.amount_in_percent != null) return `-${reward.amount_in_percent} %`;
  if (reward.type === 'code' && reward.code) return `code ${reward.code}`;
  return reward.description ?? reward.code ?? reward.type;
}

/** The owners' notification of a customer's use request. */
export const useRequestNotice = (
  reward: Pick<DiscountRow, 'id' | 'username'> & Parameters<typeof rewardLabel>[0],
) => ({
  title: USE_REQUEST_TITLE,
  message: `${mention(reward.username)} souhaite utiliser sa récompense « ${rewardLabel(reward)} ».`,
  link: notificationLinks.useRequest(reward.id),
});
