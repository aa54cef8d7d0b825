import { useIntl } from 'react-intl';
import {
  configRewardStatus,
  type AssignedReward,
  type ConfigReward,
  type ContentType,
  type MediaType,
  type Place,
  type RewardStatus,
  type RewardType,
} from '@merci/domain';

type RewardValue = Pick<ConfigReward, 'type' | 'code' | 'description'> & { percent: number | null };

/**
 * How a reward reads on every screen (home, rewards, authors, assignment): the type badge's
 * label, its value (percent, code, or the description for vouchers and other rewards), its
 * validity and its status — one place, so the same reward never reads two ways.
 */
export function useRewardText() {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });
  // A bare `yyyy-MM-dd` is a calendar day: read in UTC so that no time zone moves it a day back.
  const day = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? intl.formatDate(`${value}T00:00:00Z`, {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'UTC',
        })
      : date(value);

  const valueText = (reward: RewardValue) => {
    if (reward.type === 'percent')
      return intl.formatNumber((reward.percent ?? 0) / 100, { style: 'percent' });
    if (reward.type === 'code') return reward.code ?? '';
    return reward.description ?? '';
  };
  const typeLabel = (type: RewardType) => intl.formatMessage({ id: `reward.type.${type}` });
  const validityText = (start: string | null, end: string | null) =>
    start && end
      ? intl.formatMessage({ id: 'reward.validity.range' }, { start: day(start), end: day(end) })
      : intl.formatMessage({ id: 'reward.validity.none' });
  const remainingText = (remaining: number | null) =>
    remaining === null
      ? intl.formatMessage({ id: 'reward.remaining.unlimited' })
      : intl.formatMessage({ id: 'reward.remaining.count' }, { count: remaining });
  /**
   * Assigned rewards carry the percent as amount_in_percent on the wire. A percent's unique code
   * (docs/adr/037) follows it: the ambassador types it at checkout.
   */
  const assignedValueText = (reward: AssignedReward) => {
    const value = valueText({ ...reward, percent: reward.amount_in_percent });
    return reward.type === 'percent' && reward.uniqueCode && reward.code
      ? `${value} · ${reward.code}`
      : value;
  };
  const statusLabel = (status: RewardStatus) => intl.formatMessage({ id: `reward.status.${status}` });
  // A card shows the description on its own line: the value line is for a percent or a code.
  const cardValueText = (reward: RewardValue) =>
    reward.type === 'percent' || reward.type === 'code' ? valueText(reward) : undefined;

  /** What a reward card (RewardCard, RewardPicker) shows of a configured reward. */
  const configRewardCard = (reward: ConfigReward) => ({
    type: reward.type,
    typeLabel: typeLabel(reward.type),
    valueText: cardValueText(reward),
    description: reward.description,
    validityText: validityText(reward.validity_start_at, reward.validity_end_at),
    remainingText: remainingText(reward.quantityRemaining),
  });

  return {
    typeLabel,
    statusLabel,
    /** The order that used a reward's code, and its total: 'Commande #1042 · 59,90 €'; null before. */
    orderText: (reward: AssignedReward) =>
      reward.status === 'used' && reward.order
        ? intl.formatMessage(
            { id: 'rewards.assigned.order' },
            {
              order: reward.order.name,
              total: intl.formatNumber(reward.order.totalCents / 100, {
                style: 'currency',
                currency: reward.order.currency,
              }),
            },
          )
        : null,
    valueText,
    validityText,
    remainingText,
    assignedValueText,
    configRewardCard,
    /** What a reward picker offers of a configured reward: its card, and a badge for unique codes. */
    configRewardOption: (reward: ConfigReward) => ({
      id: reward.id,
      ...configRewardCard(reward),
      hasUniqueCodes: reward.uniqueCodes === true,
    }),
    /** What a reward card shows of a reward given: the same, without a quantity left. */
    assignedRewardCard: (reward: AssignedReward) => ({
      type: reward.type,
      typeLabel: typeLabel(reward.type),
      valueText: reward.type === 'percent' || reward.type === 'code' ? assignedValueText(reward) : undefined,
      description: reward.description,
      validityText: validityText(reward.validity_start_at, reward.validity_end_at),
    }),
    /** A statistics month (`yyyy-MM`, the shop's calendar month) in the 'mars 26' style. */
    statisticsMonthText: (month: string) =>
      intl.formatDate(`${month}-01T00:00:00Z`, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
    /** Where a configured reward stands now (active, expired, sold out) and its badge's label. */
    configStatus: (reward: ConfigReward, timeZone?: string) => {
      const status = configRewardStatus(reward, new Date(), timeZone);
      return { status, label: intl.formatMessage({ id: `reward.config_status.${status}` }) };
    },
    /** The compact validity of a table cell, '01/11/2026 – 30/11/2026', or 'Sans limite de date'. */
    validityRangeText: (start: string | null, end: string | null) =>
      start && end
        ? intl.formatMessage({ id: 'reward.validity.short' }, { start: day(start), end: day(end) })
        : intl.formatMessage({ id: 'reward.validity.none' }),
    placeLabel: (place: Place) => intl.formatMessage({ id: `reward.place.${place}` }),
    // Content and media types are the network's words, shared with the contents screens.
    contentTypeLabel: (type: ContentType) => intl.formatMessage({ id: `social.content_type.${type}` }),
    mediaTypeLabel: (type: MediaType) => intl.formatMessage({ id: `social.media_type.${type}` }),
  };
}
