import useSWR from 'swr';
import type { RewardStatistics, StatisticsPeriod } from '@merci/domain';
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
