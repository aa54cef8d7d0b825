import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ShopTodo } from '@merci/domain';
import { endpoints, keyOf, newestFirst, readsOfEvery } from '../api/endpoints';

/**
 * The SWR key of the shop's to-do (GET /shops/{shopId}/todo): the navigation's count and the
 * home's « À traiter » read the same cache entry.
 */
export const shopTodoKey = endpoints.shopTodo;

/** The use requests the home's to-do shows in place; the others are on /rewards. */
const TODO_USE_REQUEST_COUNT = 3;

/**
 * The use requests waiting for an answer, newest first: the few the home's to-do answers in place
 * (its largest paint, so read as soon as the account names its shop: see the home's route).
 */
export const waitingUseRequestsKey = (shopId: number) =>
  keyOf(endpoints.assignedRewards(shopId), {
    ...newestFirst(1, TODO_USE_REQUEST_COUNT),
    status: 'use_requested',
  });

const isShopTodoKey = readsOfEvery(endpoints.shopTodo);

/** The shop's to-do: what is left to reward and to answer. Nothing is asked without a shop. */
export function useShopTodo(shopId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR<ShopTodo>(shopId ? shopTodoKey(shopId) : null);
  return { todo: data, error, isLoading, retry: () => void mutate() };
}

/**
 * Asks the shop's to-do again, wherever it is shown: to call once something on it was done (a
 * reward assigned, a use request answered).
 */
export function useRefreshShopTodo() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isShopTodoKey), [mutate]);
}
