import useSWRInfinite from 'swr/infinite';
import type { ConfigReward, ContentType, HydraCollection } from '@merci/domain';
import { fromHydra } from '../../../lib/api/client';
import { endpoints, keyOf, newestFirst } from '../../../lib/api/endpoints';

/**
 * shopConfigRewards for the picker: the valid configured rewards (SPEC §7 `valid=true`) usable on
 * this content type, newest first, 10 a page.
 */
export const validConfigRewardsKey = (shopId: number, contentType: ContentType, page: number) =>
  keyOf(endpoints.configRewards(shopId), {
    ...newestFirst(page),
    valid: true,
    socialContentType: contentType,
  });

/** The pages loaded so far, one after the other; `loadPage(n)` fetches up to page n. */
export function useValidConfigRewards(shopId: number | undefined, contentType: ContentType | undefined) {
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite<
    HydraCollection<ConfigReward>
  >((index) => (shopId && contentType ? validConfigRewardsKey(shopId, contentType, index + 1) : null));
  const pages = (data ?? []).map(fromHydra);
  const rewards = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  return {
    rewards,
    total,
    hasMore: rewards.length < total,
    isLoading,
    isLoadingMore: isValidating && size > pages.length,
    error,
    loadPage: (page: number) => void setSize(page),
  };
}
