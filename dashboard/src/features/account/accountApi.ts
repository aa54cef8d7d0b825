import useSWR from 'swr';
import type { HydraCollection, SocialAccount, SubscriptionOffer } from '@merci/domain';
import { apiRequest, fromHydra } from '../../lib/api/client';
import { endpoints } from '../../lib/api/endpoints';

export function logoutSocialAccount(accountId: number) {
  return apiRequest<SocialAccount>(endpoints.socialAccountLogout(accountId), {
    method: 'PUT',
    errorKey: 'social.errors.logout',
  });
}

export function useSubscriptionOffers() {
  const { data, error, isLoading } = useSWR<HydraCollection<SubscriptionOffer>>(
    endpoints.subscriptionOffers(),
  );
  return { offers: data ? fromHydra(data).items : undefined, error, isLoading };
}

export function changePassword(
  userId: number,
  values: { password: string; newPassword: string; confirmPassword: string },
) {
  return apiRequest<{ ok: true }>(endpoints.password(userId), {
    method: 'PUT',
    body: {
      password: values.password,
      newPassword: { first: values.newPassword, second: values.confirmPassword },
    },
  });
}
