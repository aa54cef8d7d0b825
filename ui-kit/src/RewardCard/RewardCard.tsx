import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { RewardType } from '@merci/domain';
import { Icon } from '../Icon';
import { RewardTypeBadge } from '../RewardTypeBadge';
import {
  RewardCardDescription,
  RewardCardDetail,
  RewardCardDetails,
  RewardCardHeader,
  RewardCardIndicator,
  RewardCardValue,
  StyledRewardCard,
} from './RewardCard.styles';

export interface RewardCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The reward type, which colours the badge: percent green, code blue, voucher pink, other yellow. */
  type: RewardType;
  /** The badge's text, supplied by the caller (e.g. 'Réduction', 'Code Promo', 'Bon d’achat', 'Autre'). */
  typeLabel: string;
  /**
   * What the reward is worth, formatted by the caller: '15 %' for a percent, 'MERCI10' for a code
   * (drawn in the monospace font). Leave undefined when the description says it all.
   */
  valueText?: string;
  /**
   * The reward's description, shown whole and wrapped: it is often the reward's name ('Un café
   * offert'), which a cut would hide when choosing.
   */
  description?: string | null;
  /** The validity period, formatted by the caller (e.g. 'Du 01/11/2026 au 30/11/2026'). */
  validityText?: string;
  /** Where the reward stands, beside its type, e.g. a StatusBadge 'Expirée'. */
  status?: ReactNode;
  /** The stock left, formatted by the caller (e.g. '12 en stock'). */
  remainingText?: string;
  /**
   * Draws the card as the chosen one: a brand border and a checked mark. The ARIA state is the
   * caller's (RewardPicker sets `role="radio"` and `aria-checked`).
   * @default false
   */
  isSelected?: boolean;
  /**
   * Draws the empty or checked mark of a choice (RewardPicker); a card that only shows a reward
   * (the home) has none, so it does not look clickable.
   * @default false
   */
  isSelectable?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One configured reward to choose when rewarding a content: its type badge, value, description, validity and remaining quantity. Presentational: RewardPicker makes it a radio.
 */
export function RewardCard({
  type,
  typeLabel,
  valueText,
  description,
  validityText,
  remainingText,
  status,
  isSelected = false,
  isSelectable = false,
  ...rest
}: RewardCardProps) {
  return (
    <StyledRewardCard $isSelected={isSelected} data-type={type} {...rest}>
      <RewardCardHeader>
        <RewardTypeBadge type={type} label={typeLabel} />
        {status}
        {isSelectable && (
          <RewardCardIndicator $isSelected={isSelected} aria-hidden="true">
            {isSelected && <Icon name="check" size={14} strokeWidth={3} />}
          </RewardCardIndicator>
        )}
      </RewardCardHeader>
      {valueText && <RewardCardValue $isCode={type === 'code'}>{valueText}</RewardCardValue>}
      {description && <RewardCardDescription>{description}</RewardCardDescription>}
      {(validityText || remainingText) && (
        <RewardCardDetails>
          {validityText && (
            <RewardCardDetail>
              <Icon name="clock" size={14} />
              {validityText}
            </RewardCardDetail>
          )}
          {remainingText && (
            <RewardCardDetail>
              <Icon name="gift" size={14} />
              {remainingText}
            </RewardCardDetail>
          )}
        </RewardCardDetails>
      )}
    </StyledRewardCard>
  );
}
