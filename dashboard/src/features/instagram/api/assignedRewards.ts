import useSWR from 'swr';
import { PAGE_SIZE, type AssignedReward, type HydraCollection } from '@merci/domain';
import { apiPath, fromHydra } from '../../../lib/api/client';

/** shopRewards filtered by the author's username: GET /shops/{id}/discounts (SPEC §7). */
export const authorRewardsKey = (shopId: number, username: string, page: number) =>
  apiPath(`/shops/${shopId}/discounts`, {
    'order[createdAt]': 'desc',
    itemsPerPage: PAGE_SIZE.default,
    page,
    username,
  });

export function useAuthorRewards(shopId: number | undefined, username: string, page: number) {
  const { data, error, isLoading } = useSWR<HydraCollection<AssignedReward>>(
    shopId ? authorRewardsKey(shopId, username, page) : null,
    { keepPreviousData: true },
  );
  return { page: data ? fromHydra(data) : undefined, error, isLoading };
}
