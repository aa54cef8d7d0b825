import type { Shop } from '@merci/domain';
import { ApiError } from '../api/client';

/**
 * The message key of a suspended shop (SPEC §8 style): the API answers it (403) to every change the
 * owner tries while merci's team has suspended the shop, and the screens say it near what it blocks.
 */
export const SHOP_SUSPENDED = 'errors.shop_suspended';

/** Whether merci's team has suspended the shop: it reads everything and changes nothing. */
export const isSuspended = (shop: Pick<Shop, 'suspension'> | undefined) => shop?.suspension != null;

/**
 * What a failed change says: the suspension when the API refused it for that (whatever the screen
 * would say otherwise), else the screen's own message key.
 */
export function failureMessageKey(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.messageKey === SHOP_SUSPENDED ? SHOP_SUSPENDED : fallback;
}
