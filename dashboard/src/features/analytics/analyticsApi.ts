import useSWR from 'swr';
import type { RewardStatistics, SalesStatistics, StatisticsPeriod } from '@merci/domain';
import { endpoints, keyOf } from '../../lib/api/endpoints';

/** GET /shops/{id}/reward_statistics?months=3|6|12: the rewards given, counted every way /analytics shows. */
export const rewardStatisticsKey = (shopId: number, months: StatisticsPeriod) =>
  keyOf(endpoints.rewardStatistics(shopId), { months });

export function useRewardStatistics(shopId: number | undefined, months: StatisticsPeriod) {
  const { data, error, isLoading, isValidating } = useSWR<RewardStatistics>(
    shopId ? rewardStatisticsKey(shopId, months) : null,
    // The figures of the previous period stay while the next ones load: no flash of skeletons.
    { keepPreviousData: true },
  );
  return { statistics: data, error, isLoading, isUpdating: isValidating && data?.months !== months };
}

/**
 * GET /shops/{id}/sales_statistics?period=3|6|12: the online store's orders that used a merci
 * code (docs/adr/037), over the same period as the rewards.
 */
export const salesStatisticsKey = (shopId: number, period: StatisticsPeriod) =>
  keyOf(endpoints.salesStatistics(shopId), { period });

export function useSalesStatistics(shopId: number | undefined, period: StatisticsPeriod) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<SalesStatistics>(
    shopId ? salesStatisticsKey(shopId, period) : null,
    { keepPreviousData: true },
  );
  return {
    sales: data,
    error,
    isLoading,
    retry: () => mutate(),
    isUpdating: isValidating && data?.period !== period,
  };
}
