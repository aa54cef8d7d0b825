import useSWR from 'swr';
import type { HydraCollection, OwnerUser, Shop, UserNotification } from '@merci/domain';
import { endpoints, keyOf, newestFirst } from '../api/endpoints';
import { useSession } from '../session/useSession';

/** userOwner (SPEC §3): GET /users/me. */
export const currentUserKey = endpoints.currentUser();

/** The signed-in person's account, only with a session (signed out, it could only be refused). */
export function useCurrentUser() {
  const { isSignedIn } = useSession();
  const { data, error, isLoading } = useSWR<OwnerUser>(isSignedIn ? currentUserKey : null);
  return { user: data, error, isLoading };
}

/**
 * shop: GET /shops/{id}, never cached by the API. `isFailed`: the load failed and there is no shop
 * to show, which a screen says with ShopLoadError instead of waiting for it for good.
 */
export const shopKey = endpoints.shop;

export function useShop(shopId: number | undefined) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<Shop>(shopId ? shopKey(shopId) : null);
  const isFailed = data === undefined && error !== undefined;
  return { shop: data, error, isLoading, retry: () => mutate(), isValidating, isFailed };
}

/**
 * The signed-in merchant's shop: its id as the account names it (undefined until the account is
 * read) and the shop once read, as `useShop` gives it.
 */
export function useOwnShop() {
  const { user } = useCurrentUser();
  const shopId = user?.shop?.id;
  return { user, shopId, ...useShop(shopId) };
}

/** The unread count comes from hydra:totalItems of the unread notifications (SPEC §7). */
export const unreadNotificationsKey = (userId: number) =>
  keyOf(endpoints.notifications(userId), { ...newestFirst(1, 1), read: false });

export function useUnreadCount(userId: number | undefined) {
  const { data } = useSWR<HydraCollection<UserNotification>>(userId ? unreadNotificationsKey(userId) : null);
  return data?.['hydra:totalItems'] ?? 0;
}
