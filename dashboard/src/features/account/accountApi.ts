import useSWR from 'swr';
import type { HydraCollection, SocialAccount, SubscriptionOffer } from '@merci/domain';
import { apiPath, apiRequest, fromHydra } from '../../lib/api/client';

/** shopSocialAccounts: at most one per shop, the first member of the list (SPEC §3). */
export const socialAccountsKey = (shopId: number) =>
  apiPath(`/shops/${shopId}/social_accounts`, { socialId: 'instagram' });

export function useSocialAccount(shopId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<SocialAccount>>(
    shopId ? socialAccountsKey(shopId) : null,
  );
  const account = data ? (fromHydra(data).items[0] ?? null) : undefined;
  return { account, error, isLoading, mutate };
}

export function logoutSocialAccount(accountId: number) {
  return apiRequest<SocialAccount>(`/social_accounts/${accountId}/logout`, {
    method: 'PUT',
    errorKey: 'social.errors.logout',
  });
}

export function useSubscriptionOffers() {
  const { data, error, isLoading } = useSWR<HydraCollection<SubscriptionOffer>>('/subscription_offers');
  return { offers: data ? fromHydra(data).items : undefined, error, isLoading };
}

export function changePassword(
  userId: number,
  values: { password: string; newPassword: string; confirmPassword: string },
) {
  return apiRequest<{ ok: true }>(`/v2/users/${userId}/password`, {
    method: 'PUT',
    body: {
      password: values.password,
      newPassword: { first: values.newPassword, second: values.confirmPassword },
    },
  });
}
