import useSWR from 'swr';
import type { HydraCollection, SubscriptionOffer } from '@merci/domain';
import { fromHydra } from '../api/client';
import { endpoints } from '../api/endpoints';

/** GET /subscription_offers: the plans, for the merchant's offer tab and the console's plan change. */
export function useSubscriptionOffers() {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<SubscriptionOffer>>(
    endpoints.subscriptionOffers(),
  );
  return { offers: data ? fromHydra(data).items : undefined, error, isLoading, retry: () => mutate() };
}
