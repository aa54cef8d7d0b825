import useSWR, { useSWRConfig } from 'swr';
import type { HydraCollection, IsoDate, SocialAccount } from '@merci/domain';
import { apiRequest } from '../../../lib/api/client';
import { accountOf, socialAccountsKey } from '../../../lib/owner/socialAccount';

/**
 * Where a pull of the latest contents stands (SPEC §2): idle, pending, done with its date, or
 * failed — the API puts a failed pull back to idle with the message key of its error.
 */
export type PullStatus = 'idle' | 'pending' | 'done' | 'failed';

/** How often the account is read again while a pull runs. */
export const PULL_POLL_INTERVAL_MS = 2000;

/** The pull fields of the account; missing ones mean that no pull has run. */
export function pullStateOf(account: Partial<SocialAccount> | null | undefined): {
  status: PullStatus;
  lastPulledAt: IsoDate | null;
  errorKey: string | null;
} {
  const errorKey = account?.pullError ?? null;
  const status = account?.pullStatus ?? 'idle';
  return {
    status: errorKey && status !== 'pending' ? 'failed' : status,
    lastPulledAt: account?.lastPulledAt ?? null,
    errorKey,
  };
}

/** A connected account whose token has expired counts as not connected (SPEC §4). */
export const isConnected = (account: SocialAccount | null | undefined): account is SocialAccount =>
  Boolean(account) && !account?.has_account_token_expired;

/**
 * The shop's Instagram account: the first member of the list, else none (null). While a pull of
 * the latest contents is pending, it is read again every two seconds until the pull ends.
 */
export function useSocialAccount(shopId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<SocialAccount>>(
    shopId ? socialAccountsKey(shopId) : null,
    {
      refreshInterval: (latest) =>
        pullStateOf(accountOf(latest)).status === 'pending' ? PULL_POLL_INTERVAL_MS : 0,
    },
  );
  return { account: accountOf(data), error, isLoading, mutate };
}

/** PUT /social_account_instagrams/{id}/pull_contents, then the account is read again to follow the pull. */
export function usePullContents(shopId: number | undefined) {
  const { mutate } = useSWRConfig();
  return async (accountId: number) => {
    await apiRequest(`/social_account_instagrams/${accountId}/pull_contents`, { method: 'PUT' });
    if (shopId) await mutate(socialAccountsKey(shopId));
  };
}
