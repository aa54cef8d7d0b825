import { CONFIG_COLLECTION_BY_TYPE, type RewardType } from '@merci/domain';

// Rewards: configured, then given (assigned).
export const configRewards = (shopId: number) => `/shops/${shopId}/config_discounts`;
export const configReward = (id: number) => `/config_discounts/${id}`;
export const configRewardsOfType = (type: RewardType) => `/${CONFIG_COLLECTION_BY_TYPE[type]}`;
export const configRewardOfType = (type: RewardType, id: number) =>
  `/${CONFIG_COLLECTION_BY_TYPE[type]}/${id}`;
export const assignedRewards = (shopId: number) => `/shops/${shopId}/discounts`;
export const useRequestDecision = (id: number, decision: 'accept' | 'refuse') =>
  `/discounts/${id}/${decision}`;
export const rewardNotified = (id: number) => `/discounts/${id}/notified`;
export const products = () => '/products';
export const productApproval = (productId: number) => `/products/${productId}/approve`;
