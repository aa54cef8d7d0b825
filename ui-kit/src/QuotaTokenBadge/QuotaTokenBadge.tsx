import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '../Icon';
import {
  QuotaTokenIcon,
  QuotaTokenLabel,
  QuotaTokenMeter,
  QuotaTokenMeterFill,
  QuotaTokenRenewal,
  QuotaTokenValue,
  StyledQuotaTokenBadge,
  quotaTokenFillVariable,
} from './QuotaTokenBadge.styles';

/** What `formatCount` and `valueLabel` receive: the quota as the badge shows it. */
export interface QuotaTokenCount {
  /** Rewards still available this period. */
  remaining: number;
  /** Rewards of the whole quota, when known. */
  total: number | null;
}

export interface QuotaTokenBadgeProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Rewards still available (the shop's `quotaRemaining`); `null` when the shop has no quota: nothing renders. */
  remaining: number | null;
  /** Size of the quota (the shop's `quota`); with it the badge writes 'n / total' and draws a meter. */
  total?: number | null;
  /** What the count is, shown before it and naming the meter (e.g. 'Récompenses restantes'). */
  label: string;
  /** Shown instead of `label` when nothing remains (e.g. 'Quota atteint'). */
  emptyLabel: string;
  /**
   * Writes the count; by default the numbers in `locale`, as 'n' or 'n / total'.
   * @default ({ remaining, total }) => 'remaining / total' in `locale`
   */
  formatCount?: (count: QuotaTokenCount) => string;
  /**
   * The count in words for screen readers, as the meter's `aria-valuetext`
   * (e.g. ({ remaining, total }) => `${remaining} sur ${total}`); without it they hear the numbers.
   */
  valueLabel?: (count: QuotaTokenCount) => string;
  /**
   * Only the icon, the count and the meter are shown, for a narrow row (a phone's header); the
   * label is still read by screen readers. Give the renewal next to the badge, not in it.
   * @default false
   */
  isCompact?: boolean;
  /** When the quota is whole again, shown after the count (e.g. 'Renouvellement le 1er décembre'). */
  renewalLabel?: string;
  /**
   * Locale of the default number format.
   * @default 'fr'
   */
  locale?: string;
  /**
   * Leading icon, e.g. `<Icon name="gift" />`.
   * @default <Icon name="gift" />
   */
  icon?: ReactNode;
}

/**
 * The token badge of the social layout header: how many rewards the shop may still give. It is
 * not rendered when the shop has no quota (`remaining` null), turns to a danger tone with
 * `emptyLabel` at 0, with a `total` writes 'n / total' above a meter (`role="meter"`), and with a
 * `renewalLabel` says when the quota renews.
 */
export function QuotaTokenBadge({
  remaining,
  total = null,
  label,
  emptyLabel,
  formatCount,
  valueLabel,
  isCompact = false,
  renewalLabel,
  locale = 'fr',
  icon = <Icon name="gift" />,
  style,
  ...rest
}: QuotaTokenBadgeProps) {
  const labelId = useId();
  if (remaining === null) return null;

  const isEmpty = remaining <= 0;
  const hasTotal = total !== null && total > 0;
  const count: QuotaTokenCount = { remaining: Math.max(remaining, 0), total: hasTotal ? total : null };
  const numbers = new Intl.NumberFormat(locale);
  const text = formatCount
    ? formatCount(count)
    : count.total === null
      ? numbers.format(count.remaining)
      : `${numbers.format(count.remaining)} / ${numbers.format(count.total)}`;
  const fill = count.total === null ? 0 : Math.min(count.remaining / count.total, 1) * 100;

  return (
    <StyledQuotaTokenBadge
      $isEmpty={isEmpty}
      data-state={isEmpty ? 'empty' : 'available'}
      style={
        count.total === null ? style : ({ [quotaTokenFillVariable]: `${fill}%`, ...style } as CSSProperties)
      }
      {...rest}
    >
      <QuotaTokenIcon aria-hidden="true">{icon}</QuotaTokenIcon>
      <QuotaTokenLabel id={labelId} $isCompact={isCompact}>
        {isEmpty ? emptyLabel : label}
      </QuotaTokenLabel>
      <QuotaTokenValue>{text}</QuotaTokenValue>
      {count.total !== null && (
        <QuotaTokenMeter
          $isCompact={isCompact}
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={count.total}
          aria-valuenow={Math.min(count.remaining, count.total)}
          aria-valuetext={valueLabel?.(count)}
        >
          <QuotaTokenMeterFill />
        </QuotaTokenMeter>
      )}
      {renewalLabel ? <QuotaTokenRenewal>{renewalLabel}</QuotaTokenRenewal> : null}
    </StyledQuotaTokenBadge>
  );
}
