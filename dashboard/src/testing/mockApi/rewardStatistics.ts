/** The rewards statistics (api/src/routes/rewardStatistics.ts). */
import {
  CONTENT_TYPES,
  PLACES,
  REWARD_STATUSES,
  REWARD_TYPES,
  TOP_AMBASSADORS,
  monthKey,
  monthStartOffset,
  periodMonths,
  zonedParts,
  zonedTimeToInstant,
  type RewardStatistics,
  type StatisticsPeriod,
} from '@merci/domain';
import { FIXED_NOW, type MockSeed } from '../fixtures';

export const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** GET /shops/{id}/reward_statistics?months= (api/src/routes/rewardStatistics.ts). */
export function rewardStatistics(state: MockSeed, months: StatisticsPeriod): RewardStatistics {
  const { timeZone } = state.shop;
  const monthAt = (offset: number) => monthStartOffset(FIXED_NOW, offset, timeZone);
  const periodStart = monthAt(-(months - 1)).getTime();
  const periodEnd = monthAt(1).getTime();
  const byMonth = new Map<string, RewardStatistics['byMonth'][number]>(
    periodMonths(FIXED_NOW, months, timeZone).map(({ key }) => [
      key,
      { month: key, count: 0, byType: zeros(REWARD_TYPES) },
    ]),
  );
  const byType = zeros(REWARD_TYPES);
  const byStatus = zeros(REWARD_STATUSES);
  const byPlace = zeros(PLACES);
  const byContentType = zeros(CONTENT_TYPES);
  const perAmbassador = new Map<string, number>();
  let given = 0;
  for (const reward of state.assignedRewards) {
    const createdAt = Date.parse(reward.createdAt);
    if (createdAt < periodStart || createdAt >= periodEnd) continue;
    perAmbassador.set(reward.username, (perAmbassador.get(reward.username) ?? 0) + 1);
    // As the API's inner join: a reward counts in the groups only with its publication.
    const content = state.socialContents.find((candidate) => candidate.id === reward.mediaId);
    if (!content) continue;
    given += 1;
    const entry = byMonth.get(monthKey(new Date(reward.createdAt), timeZone));
    if (entry) {
      entry.count += 1;
      entry.byType[reward.type] += 1;
    }
    byType[reward.type] += 1;
    byStatus[reward.status] += 1;
    byPlace[reward.place] += 1;
    byContentType[content.type] += 1;
  }
  const since = (start: Date) =>
    state.assignedRewards.filter((reward) => Date.parse(reward.createdAt) >= start.getTime()).length;
  return {
    months,
    total: state.assignedRewards.length,
    thisMonth: since(monthAt(0)),
    thisYear: since(zonedTimeToInstant(timeZone, zonedParts(FIXED_NOW, timeZone).year, 1, 1)),
    byMonth: [...byMonth.values()],
    byType,
    byStatus,
    byPlace,
    byContentType,
    useRate: given === 0 ? null : byStatus.used / given,
    // Most rewarded first, ties by username in byte order (as the API sorts on both databases).
    topAmbassadors: [...perAmbassador]
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, TOP_AMBASSADORS)
      .map(([username, count]) => ({ username, count })),
  };
}
