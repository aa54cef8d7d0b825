import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../lib/api/client';
import { endpoints, readsOf } from '../../../lib/api/endpoints';
import { socialAccountsKey } from '../../../lib/owner/socialAccount';

/** PUT /social_account_instagrams/{id}/pull_contents, then the account is read again to follow the pull. */
export function usePullContents(shopId: number | undefined) {
  const { mutate } = useSWRConfig();
  return async (accountId: number) => {
    await apiRequest(endpoints.pullContents(accountId), { method: 'PUT' });
    if (shopId) await mutate(socialAccountsKey(shopId));
  };
}

/** Reads every contents list of the account again, whatever its filters (a pull has ended). */
export function useRefreshContents(accountId: number) {
  const { mutate } = useSWRConfig();
  return () => mutate(readsOf(endpoints.socialContents(accountId)));
}
