import { useId, type ReactNode, type Ref } from 'react';
import { Card, type CardProps } from '../Card';
import { VisuallyHidden } from '../VisuallyHidden';
import { StatCardHeader, StatCardHint, StatCardIcon, StatCardLabel, StatCardValue } from './StatCard.styles';

export interface StatCardProps extends Omit<CardProps, 'children'> {
  /** What is counted (e.g. 'Récompenses ce mois-ci'). */
  label: string;
  /** The count; 0 (or `null`, not known) shows `zeroValue` instead of a number (SPEC §2 home counters). */
  value: number | null;
  /**
   * Writes the value; by default `Intl.NumberFormat` in `locale` (1 234 in French).
   * @default ({ value }) => new Intl.NumberFormat(locale).format(value)
   */
  formatValue?: (params: { value: number; locale: string }) => string;
  /**
   * Locale of the default number format.
   * @default 'fr'
   */
  locale?: string;
  /**
   * What stands for a count of 0.
   * @default '-'
   */
  zeroValue?: string;
  /** What screen readers hear instead of `zeroValue` (e.g. 'Aucune'); without it they read `zeroValue`. */
  zeroValueLabel?: string;
  /** Decorative icon beside the label, e.g. `<Icon name="gift" />`. */
  icon?: ReactNode;
  /** A line of context under the value (e.g. 'Depuis votre inscription'). */
  hint?: ReactNode;
  /** Forwarded to the card element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A counter on a card: a label, a big number and an optional hint (the home reward counters, total
 * and this month). A count of 0 shows '-'. The label names the group the card forms.
 */
export function StatCard({
  label,
  value,
  formatValue,
  locale = 'fr',
  zeroValue = '-',
  zeroValueLabel,
  icon,
  hint,
  ...rest
}: StatCardProps) {
  const labelId = useId();
  const isZero = value === null || value === 0;
  const text = isZero
    ? zeroValue
    : formatValue
      ? formatValue({ value, locale })
      : new Intl.NumberFormat(locale).format(value);
  return (
    <Card role="group" aria-labelledby={labelId} {...rest}>
      <StatCardHeader>
        {icon && <StatCardIcon aria-hidden="true">{icon}</StatCardIcon>}
        <StatCardLabel id={labelId}>{label}</StatCardLabel>
      </StatCardHeader>
      <StatCardValue>
        {isZero && zeroValueLabel ? (
          <>
            <span aria-hidden="true">{text}</span>
            <VisuallyHidden>{zeroValueLabel}</VisuallyHidden>
          </>
        ) : (
          text
        )}
      </StatCardValue>
      {hint && <StatCardHint>{hint}</StatCardHint>}
    </Card>
  );
}
