import useSWR from 'swr';
import type { AssignedReward, ConfigReward, HydraCollection, SocialContent } from '@merci/domain';
import { apiPath, fromHydra } from '../../lib/api/client';

/** The home's three lists, each the first page of its resource, newest first (SPEC §2, §9). */
export const HOME_IMAGE_COUNT = 12;
export const HOME_REWARD_COUNT = 2;
export const HOME_RECENT_REWARD_COUNT = 5;

const newestFirst = (itemsPerPage: number) => ({ 'order[createdAt]': 'desc', itemsPerPage, page: 1 });

export function useLatestContents(socialAccountId: number | undefined) {
  const { data, error, isLoading } = useSWR<HydraCollection<SocialContent>>(
    socialAccountId
      ? apiPath(
          `/social_account_instagrams/${socialAccountId}/social_contents`,
          newestFirst(HOME_IMAGE_COUNT),
        )
      : null,
  );
  return { contents: data ? fromHydra(data).items : undefined, error, isLoading };
}

export function useLatestConfigRewards(shopId: number | undefined) {
  const { data, error, isLoading } = useSWR<HydraCollection<ConfigReward>>(
    shopId ? apiPath(`/shops/${shopId}/config_discounts`, newestFirst(HOME_REWARD_COUNT)) : null,
  );
  return { rewards: data ? fromHydra(data).items : undefined, error, isLoading };
}

export function useRecentAssignedRewards(shopId: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<AssignedReward>>(
    shopId ? apiPath(`/shops/${shopId}/discounts`, newestFirst(HOME_RECENT_REWARD_COUNT)) : null,
  );
  return { rewards: data ? fromHydra(data).items : undefined, error, isLoading, retry: () => mutate() };
}
