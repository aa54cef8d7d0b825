import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ShopTodo } from '@merci/domain';

/**
 * The SWR key of the shop's to-do (GET /shops/{shopId}/todo): the navigation's count and the
 * home's « À traiter » read the same cache entry.
 */
export const shopTodoKey = (shopId: number) => `/shops/${shopId}/todo`;

const isShopTodoKey = (key: unknown) => typeof key === 'string' && /^\/shops\/\d+\/todo$/.test(key);

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
