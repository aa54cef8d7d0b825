export { REWARD_TYPE_BADGE_TYPES, RewardTypeBadge } from './RewardTypeBadge';
export type { RewardTypeBadgeProps, RewardTypeBadgeType } from './RewardTypeBadge';
