import useSWR from 'swr';
import type { HydraCollection, IsoDate, SocialAccount } from '@merci/domain';
import { fromHydra } from '../api/client';
import { endpoints, keyOf } from '../api/endpoints';

/** shopSocialAccounts: GET /shops/{shopId}/social_accounts?socialId=instagram (SPEC §7). */
export const socialAccountsKey = (shopId: number) =>
  keyOf(endpoints.socialAccounts(shopId), { socialId: 'instagram' });

/** The shop's Instagram account: at most one per shop, the first member of the list (SPEC §3). */
export const accountOf = (data: HydraCollection<SocialAccount> | undefined) =>
  data ? (fromHydra(data).items[0] ?? null) : undefined;

/** A connected account whose token has expired counts as not connected (SPEC §4). */
export const isConnected = (account: SocialAccount | null | undefined): account is SocialAccount =>
  Boolean(account) && !account?.has_account_token_expired;

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

export interface SocialAccountOptions {
  /**
   * Reads the account again every two seconds while a pull of its contents is pending, until the
   * pull ends (the Instagram screens, which show the pull).
   * @default false
   */
  isFollowingPull?: boolean;
}

/**
 * The shop's Instagram account, else none (null); undefined while it loads. Every screen reads it
 * under one key, so they share one answer.
 */
export function useSocialAccount(
  shopId: number | undefined,
  { isFollowingPull = false }: SocialAccountOptions = {},
) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<SocialAccount>>(
    shopId ? socialAccountsKey(shopId) : null,
    isFollowingPull
      ? {
          refreshInterval: (latest) =>
            pullStateOf(accountOf(latest)).status === 'pending' ? PULL_POLL_INTERVAL_MS : 0,
        }
      : undefined,
  );
  return { account: accountOf(data), error, isLoading, retry: () => mutate() };
}
