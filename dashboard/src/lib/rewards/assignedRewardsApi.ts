import useSWR, { useSWRConfig } from 'swr';
import type { AssignedReward, HydraCollection, RewardStatus } from '@merci/domain';
import { apiRequest, fromHydra } from '../api/client';
import { endpoints, keyOf, newestFirst, readsOf } from '../api/endpoints';

/** The statuses the assigned-rewards filter offers, after 'all' (the requests to answer first). */
export const STATUS_FILTERS = [
  'use_requested',
  'used',
  'refused',
  'assigned',
] as const satisfies readonly RewardStatus[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface AssignedRewardsQuery {
  page: number;
  /** Only the rewards in this status; every status when absent. */
  status?: RewardStatus | null;
  /** Only the rewards of this ambassador (the author page); everyone's when absent. */
  username?: string | null;
}

/** shopRewards: newest first, 10 a page, optionally of one status or one ambassador. */
export const assignedRewardsKey = (shopId: number, { page, status, username }: AssignedRewardsQuery) =>
  keyOf(endpoints.assignedRewards(shopId), { ...newestFirst(page), status, username });

export function useAssignedRewards(shopId: number | undefined, query: AssignedRewardsQuery) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<AssignedReward>>(
    shopId ? assignedRewardsKey(shopId, query) : null,
    { keepPreviousData: true },
  );
  return { page: data ? fromHydra(data) : undefined, error, isLoading, retry: () => mutate() };
}

/** The merchant's answer to a customer's use request: PUT /discounts/{id}/accept | refuse. */
export const decideUseRequest = (id: number, decision: 'accept' | 'refuse') =>
  apiRequest<AssignedReward>(endpoints.useRequestDecision(id, decision), { method: 'PUT' });

/** The « Prévenu » mark: the merchant told the author of the reward (or takes it back). */
export const markRewardNotified = (id: number, notified: boolean) =>
  apiRequest<AssignedReward>(endpoints.rewardNotified(id), { method: 'PUT', body: { notified } });

/**
 * Revalidates every cached page of the shop's configured and assigned rewards, whatever their
 * query (a page, a status, an ambassador, the home's latest).
 */
export function useRevalidateRewards() {
  const { mutate } = useSWRConfig();
  return (shopId: number) =>
    mutate(readsOf(endpoints.configRewards(shopId), endpoints.assignedRewards(shopId)));
}
