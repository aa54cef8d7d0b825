import type { Shop } from '@merci/domain';

/**
 * SPEC §2 leaves the source of the permission flag open: here a shop may reward once the team has
 * validated it (the same flag that unlocks the social login).
 */
export const canShopReward = (shop: Shop) => shop.validated;
