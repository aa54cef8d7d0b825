import styled, { css } from 'styled-components';
import type { RewardTypeBadgeType } from './RewardTypeBadge';

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
  /* base */
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  white-space: nowrap;
  vertical-align: middle;

  /* size */
  padding: ${({ theme }) => `${theme.space[1] / 2}px ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.font.size.xs};

  /* colour */
  ${({ $type }) => typeStyles[$type]}
`;
