import useSWR from 'swr';
import type { HydraCollection, SocialAccount } from '@merci/domain';
import { apiPath, fromHydra } from '../api/client';

/** shopSocialAccounts: GET /shops/{shopId}/social_accounts?socialId=instagram (SPEC §7). */
export const socialAccountsKey = (shopId: number) =>
  apiPath(`/shops/${shopId}/social_accounts`, { socialId: 'instagram' });

/** The shop's Instagram account: at most one per shop, the first member of the list (SPEC §3). */
export const accountOf = (data: HydraCollection<SocialAccount> | undefined) =>
  data ? (fromHydra(data).items[0] ?? null) : undefined;

/**
 * The shop's Instagram account, else none (null); undefined while it loads. The Instagram
 * screens read it with their own refresh (features/instagram/api/socialAccount.ts), under the
 * same key, so every screen shares one answer.
 */
export function useSocialAccount(shopId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<SocialAccount>>(
    shopId ? socialAccountsKey(shopId) : null,
  );
  return { account: accountOf(data), error, isLoading, mutate };
}
