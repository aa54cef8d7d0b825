import { useIntl } from 'react-intl';
import type { AssignedReward, ConfigReward, RewardStatus, RewardType } from '@merci/domain';

type RewardValue = Pick<ConfigReward, 'type' | 'code' | 'description'> & { percent: number | null };

/**
 * How a reward reads on every screen (home, rewards, authors, assignment): the type badge's
 * label, its value (percent, code, or the description for vouchers and other rewards), its
 * validity and its status — one place, so the same reward never reads two ways.
 */
export function useRewardText() {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });

  const valueText = (reward: RewardValue) => {
    if (reward.type === 'percent')
      return intl.formatNumber((reward.percent ?? 0) / 100, { style: 'percent' });
    if (reward.type === 'code') return reward.code ?? '';
    return reward.description ?? '';
  };

  return {
    typeLabel: (type: RewardType) => intl.formatMessage({ id: `reward.type.${type}` }),
    statusLabel: (status: RewardStatus) => intl.formatMessage({ id: `reward.status.${status}` }),
    valueText,
    validityText: (start: string | null, end: string | null) =>
      start && end
        ? intl.formatMessage({ id: 'reward.validity.range' }, { start: date(start), end: date(end) })
        : intl.formatMessage({ id: 'reward.validity.none' }),
    remainingText: (remaining: number | null) =>
      remaining === null
        ? intl.formatMessage({ id: 'reward.remaining.unlimited' })
        : intl.formatMessage({ id: 'reward.remaining.count' }, { count: remaining }),
    /** Assigned rewards carry the percent as amount_in_percent on the wire. */
    assignedValueText: (reward: AssignedReward) =>
      valueText({ ...reward, percent: reward.amount_in_percent }),
    /** 'nov. 26' style: month and two-digit year (SPEC §2 rewards table). */
    monthText: (iso: string) => intl.formatDate(iso, { month: 'short', year: '2-digit' }),
  };
}
