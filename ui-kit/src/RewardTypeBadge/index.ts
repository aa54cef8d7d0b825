export { RewardTypeBadge } from './RewardTypeBadge';
export { REWARD_TYPE_BADGE_TYPES } from './RewardTypeBadge.types';
export type { RewardTypeBadgeProps } from './RewardTypeBadge';
export type { RewardTypeBadgeType } from './RewardTypeBadge.types';
