import type { ConfigReward } from '../types.js';
import { DEFAULT_SHOP_TIME_ZONE, dayBounds } from './calendar.js';

/** Where a configured reward stands: can still be given, past its validity, or out of stock. */
export const CONFIG_REWARD_STATUSES = ['active', 'expired', 'sold_out'] as const;
export type ConfigRewardStatus = (typeof CONFIG_REWARD_STATUSES)[number];

/**
 * A configured reward is expired once its validity's last day has ended in the shop's time zone,
 * sold out when a limited quantity has none left, active otherwise (an open validity never
 * expires; an unlimited one never sells out). Expired wins over sold out: no new stock would
 * bring it back.
 */
export function configRewardStatus(
  reward: Pick<ConfigReward, 'validity_end_at' | 'quantityRemaining'>,
  now: Date,
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
): ConfigRewardStatus {
  const end = reward.validity_end_at ? dayBounds(reward.validity_end_at, timeZone) : undefined;
  if (end && now.getTime() > end.end.getTime()) return 'expired';
  if (reward.quantityRemaining !== null && reward.quantityRemaining <= 0) return 'sold_out';
  return 'active';
}
