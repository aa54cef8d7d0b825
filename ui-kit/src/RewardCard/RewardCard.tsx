import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { REWARD_CARD_DESCRIPTION_MAX_LENGTH, truncate, type RewardType } from '@merci/domain';
import { Icon } from '../Icon';
import { RewardTypeBadge } from '../RewardTypeBadge';
import { VisuallyHidden } from '../VisuallyHidden';
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
   * The reward's description, cut at 15 characters (`REWARD_CARD_DESCRIPTION_MAX_LENGTH`) with an
   * ellipsis; the full text shows on hover and is what screen readers read.
   */
  description?: string | null;
  /** The validity period, formatted by the caller (e.g. 'Du 01/11/2026 au 30/11/2026'). */
  validityText?: string;
  /** Where the reward stands, beside its type, e.g. a StatusBadge 'Expirée'. */
  status?: ReactNode;
  /** The quantity left, formatted by the caller (e.g. '12 restantes'). */
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
 * One configured reward to choose when rewarding a content: its type badge, value, short
 * description, validity and remaining quantity. Presentational: RewardPicker makes it a radio.
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
  const shortDescription = description ? truncate(description, REWARD_CARD_DESCRIPTION_MAX_LENGTH) : '';
  const isCut = Boolean(description) && shortDescription !== description;
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
      {description && (
        <RewardCardDescription title={isCut ? description : undefined}>
          {isCut ? (
            <>
              <span aria-hidden="true">{shortDescription}</span>
              <VisuallyHidden>{description}</VisuallyHidden>
            </>
          ) : (
            description
          )}
        </RewardCardDescription>
      )}
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
