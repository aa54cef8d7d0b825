import useSWR from 'swr';
import type { HydraCollection, OnlineStore } from '@merci/domain';
import { fromHydra } from '../api/client';
import { endpoints } from '../api/endpoints';

/** GET /shops/{shopId}/online_stores: 0 or 1 store (docs/adr/037). */
export const onlineStoresKey = (shopId: number) => endpoints.onlineStores(shopId);

/** Whether merci can make unique codes in the store now. */
export const isStoreConnected = (
  store: OnlineStore | null | undefined,
): store is OnlineStore & { status: 'connected' } => store?.status === 'connected';

/**
 * The shop's online store, connected or not any more, else none (null); undefined while it loads.
 * The account tab and the reward form read it under one key.
 */
export function useOnlineStore(shopId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<OnlineStore>>(
    shopId ? onlineStoresKey(shopId) : null,
  );
  return {
    store: data ? (fromHydra(data).items[0] ?? null) : undefined,
    error,
    isLoading,
    retry: () => mutate(),
    /** Shows the store as a write answered it, then reads it again. */
    showStore: (store: OnlineStore) =>
      mutate((current) => current && { ...current, 'hydra:member': [store], 'hydra:totalItems': 1 }, {
        revalidate: true,
      }),
  };
}
