import styled, { css } from 'styled-components';
import { badgeStyles } from '../styles/badge';
import type { RewardTypeBadgeType } from './RewardTypeBadge.types';

/** Text on surface pairs checked in `contrastPairs` (tokens). */
const typeStyles = {
  percent: css`
    color: ${({ theme }) => theme.color.textRewardPercent};
    background: ${({ theme }) => theme.color.surfaceRewardPercent};
  `,
  code: css`
    color: ${({ theme }) => theme.color.textRewardCode};
    background: ${({ theme }) => theme.color.surfaceRewardCode};
  `,
  voucher: css`
    color: ${({ theme }) => theme.color.textRewardVoucher};
    background: ${({ theme }) => theme.color.surfaceRewardVoucher};
  `,
  other: css`
    color: ${({ theme }) => theme.color.textRewardOther};
    background: ${({ theme }) => theme.color.surfaceRewardOther};
  `,
} as const satisfies Record<RewardTypeBadgeType, unknown>;

export const StyledRewardTypeBadge = styled.span<{ $type: RewardTypeBadgeType }>`
  ${badgeStyles}
  border-radius: ${({ theme }) => theme.radius.sm};

  /* colour */
  ${({ $type }) => typeStyles[$type]}
`;
