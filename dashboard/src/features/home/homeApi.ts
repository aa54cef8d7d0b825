import useSWR, { useSWRConfig } from 'swr';
import type { AssignedReward, Automation, ConfigReward, HydraCollection, SocialContent } from '@merci/domain';
import { fromHydra } from '../../lib/api/client';
import { endpoints, keyOf, newestFirst } from '../../lib/api/endpoints';
import { isConnected as isAccountConnected, useSocialAccount } from '../../lib/owner/socialAccount';
import { shopKey } from '../../lib/owner/useOwner';
import { useRevalidateRewards } from '../../lib/rewards/assignedRewardsApi';
import { shopTodoKey, waitingUseRequestsKey } from '../../lib/todo/useShopTodo';

/** The home's three lists, each the first page of its resource, newest first (SPEC §2, §9). */
export const HOME_IMAGE_COUNT = 12;
export const HOME_REWARD_COUNT = 2;
export const HOME_RECENT_REWARD_COUNT = 5;

/**
 * The shop's Instagram account and, while it is connected, its latest contents: what the
 * pictures' card shows and what the home reads ahead of drawing it.
 */
export function useCustomerContents(shopId: number | undefined) {
  const account = useSocialAccount(shopId);
  const isConnected = isAccountConnected(account.account);
  const contents = useLatestContents(isConnected ? account.account?.id : undefined);
  return { account, isConnected, contents };
}

function useLatestContents(socialAccountId: number | undefined) {
  const { data, error, isLoading } = useSWR<HydraCollection<SocialContent>>(
    socialAccountId
      ? keyOf(endpoints.socialContents(socialAccountId), newestFirst(1, HOME_IMAGE_COUNT))
      : null,
  );
  return { contents: data ? fromHydra(data).items : undefined, error, isLoading };
}

export function useLatestConfigRewards(shopId: number | undefined) {
  const { data, error, isLoading } = useSWR<HydraCollection<ConfigReward>>(
    shopId ? keyOf(endpoints.configRewards(shopId), newestFirst(1, HOME_REWARD_COUNT)) : null,
  );
  return { rewards: data ? fromHydra(data).items : undefined, error, isLoading };
}

export function useRecentAssignedRewards(shopId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<AssignedReward>>(
    shopId ? keyOf(endpoints.assignedRewards(shopId), newestFirst(1, HOME_RECENT_REWARD_COUNT)) : null,
  );
  return { rewards: data ? fromHydra(data).items : undefined, error, isLoading, retry: () => mutate() };
}

export function useWaitingUseRequests(shopId: number | undefined) {
  const { data, error, mutate } = useSWR<HydraCollection<AssignedReward>>(
    shopId ? waitingUseRequestsKey(shopId) : null,
  );
  /** Takes a request off the list at once, before the list is read again. */
  const drop = (id: number) =>
    mutate(
      (current) =>
        current && {
          ...current,
          'hydra:member': current['hydra:member'].filter((reward) => reward.id !== id),
          'hydra:totalItems': current['hydra:totalItems'] - 1,
        },
      { revalidate: false },
    );
  return { requests: data ? fromHydra(data).items : undefined, error, drop };
}

/**
 * Whether a story automation is live (neither suspended nor archived), read on the automations'
 * first page with the same key as the automations page: when none is, the stories about to
 * expire are better answered by setting one up. Unknown (undefined) while it loads or if it fails.
 */
export function useHasLiveStoryAutomation(shopId: number | undefined, isWanted: boolean) {
  const { data } = useSWR<HydraCollection<Automation>>(
    shopId && isWanted ? keyOf(endpoints.automations(shopId), newestFirst(1)) : null,
  );
  return data
    ? data['hydra:member'].some(
        (automation) => automation.suspendedAt === null && automation.deletedAt === null,
      )
    : undefined;
}

/** After a use request is answered: the to-do, the shop (its counters) and every rewards list. */
export function useRevalidateAfterDecision() {
  const { mutate } = useSWRConfig();
  const revalidateRewards = useRevalidateRewards();
  return (shopId: number) =>
    Promise.all([mutate(shopTodoKey(shopId)), mutate(shopKey(shopId)), revalidateRewards(shopId)]);
}
