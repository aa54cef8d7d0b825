import type { ComponentPropsWithRef } from 'react';
import { StyledRewardTypeBadge } from './RewardTypeBadge.styles';
import type { RewardTypeBadgeType } from './RewardTypeBadge.types';

export interface RewardTypeBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The reward type, which picks the colour: percent green, code blue, voucher pink, other yellow. */
  type: RewardTypeBadgeType;
  /** The visible name of the type, supplied by the caller (e.g. 'Réduction', 'Code Promo'). */
  label: string;
}

/**
 * The coloured pill that names a reward type in the rewards tables: percent 'Réduction' (green),
 * code 'Code Promo' (blue), voucher "Bon d'achat" (pink), other 'Autre' (yellow).
 */
export function RewardTypeBadge({ type, label, ...rest }: RewardTypeBadgeProps) {
  return (
    <StyledRewardTypeBadge $type={type} data-type={type} {...rest}>
      {label}
    </StyledRewardTypeBadge>
  );
}
