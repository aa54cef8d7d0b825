import { REWARD_TYPES, type RewardType } from '@merci/domain';

/** The reward types a badge can show, one colour each (SPEC §2): the domain's `REWARD_TYPES`. */
export const REWARD_TYPE_BADGE_TYPES = REWARD_TYPES;
export type RewardTypeBadgeType = RewardType;
