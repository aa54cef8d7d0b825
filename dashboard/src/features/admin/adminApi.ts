import useSWR, { useSWRConfig } from 'swr';
import {
  PAGE_SIZE,
  type AdminShopDetail,
  type AdminShopSummary,
  type HydraCollection,
  type ShopPlanPayload,
  type ShopReasonPayload,
} from '@merci/domain';
import { apiRequest, fromHydra } from '../../lib/api/client';
import { endpoints, keyOf, readsOf } from '../../lib/api/endpoints';
import type { AdminShopsQuery } from './adminQuery';

/** GET /admin/shops: one page of the shops, newest first, filtered by status and search. */
export const adminShopsKey = ({ status, q, page }: AdminShopsQuery) =>
  keyOf(endpoints.adminShops(), { status, q, page, itemsPerPage: PAGE_SIZE.default });

export function useAdminShops(query: AdminShopsQuery) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<AdminShopSummary>>(adminShopsKey(query));
  return { page: data ? fromHydra(data) : undefined, error, isLoading, retry: () => void mutate() };
}

/** GET /admin/shops/{id}: the shop as the team sees it, with its latest rewards and audit log. */
export const adminShopKey = endpoints.adminShop;

export function useAdminShop(id: number) {
  const { data, error, isLoading, mutate } = useSWR<AdminShopDetail>(adminShopKey(id));
  return { shop: data, error, isLoading, retry: () => void mutate() };
}

/** What an operator does to a shop; each answers the shop as it now stands. */
export type ShopAction = 'validate' | 'plan' | 'suspend' | 'reinstate';

export function runShopAction(
  id: number,
  action: ShopAction,
  body: ShopPlanPayload | ShopReasonPayload,
): Promise<AdminShopDetail> {
  return apiRequest<AdminShopDetail>(endpoints.adminShopAction(id, action), { method: 'POST', body });
}

/** Subscribes the shop's Instagram Page to merci's webhooks again; answers the shop. */
export function resubscribeShopWebhooks(id: number): Promise<AdminShopDetail> {
  return apiRequest<AdminShopDetail>(endpoints.adminShopWebhookSubscription(id), {
    method: 'POST',
    errorKey: 'instagram.webhooks.errors.resubscribe',
  });
}

/**
 * After an action: the shop's page shows the answer at once, and every page of the list is read
 * again (the shop may have moved between filters).
 */
export function useShowShop() {
  const { mutate } = useSWRConfig();
  return async (shop: AdminShopDetail) => {
    await mutate(adminShopKey(shop.id), shop, { revalidate: false });
    void mutate(readsOf(endpoints.adminShops()));
  };
}
