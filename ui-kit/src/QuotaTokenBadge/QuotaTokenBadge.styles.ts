import styled, { css } from 'styled-components';
import { visuallyHiddenStyle } from '../VisuallyHidden/VisuallyHidden.styles';

/** Custom property that carries how full the meter is, as a percentage. */
export const quotaTokenFillVariable = '--merci-quota-token-fill';

export const StyledQuotaTokenBadge = styled.div<{ $isEmpty: boolean }>`
  /* base */
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]}px;
  row-gap: ${({ theme }) => theme.space[1]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  white-space: nowrap;

  /* size */
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  ${({ $isEmpty }) =>
    $isEmpty
      ? css`
          color: ${({ theme }) => theme.color.textDanger};
          background: ${({ theme }) => theme.color.surfaceDanger};
          border-color: ${({ theme }) => theme.color.borderDanger};
        `
      : css`
          color: ${({ theme }) => theme.color.brandPrimary};
          background: ${({ theme }) => theme.color.brandSubtle};
          border-color: ${({ theme }) => theme.color.brandPrimary};
        `}
`;

export const QuotaTokenIcon = styled.span`
  display: inline-flex;
  flex: none;

  & > svg {
    width: ${({ theme }) => theme.space[4]}px;
    height: ${({ theme }) => theme.space[4]}px;
  }
`;

/** Compact, the label is heard, not shown: it still names the meter. */
export const QuotaTokenLabel = styled.span<{ $isCompact: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${({ $isCompact }) => $isCompact && visuallyHiddenStyle}
`;

export const QuotaTokenValue = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

/** The track: the colour of the text at low opacity, so it follows the tone. */
export const QuotaTokenMeter = styled.span<{ $isCompact: boolean }>`
  position: relative;
  display: block;
  flex: ${({ $isCompact, theme }) => ($isCompact ? `0 0 ${theme.space[7]}px` : `1 0 ${theme.space[8]}px`)};
  height: ${({ theme }) => theme.space[1] + theme.space[1] / 2}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, currentColor 20%, transparent);
`;

export const QuotaTokenMeterFill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  width: var(${quotaTokenFillVariable}, 0%);
  border-radius: inherit;
  background: currentColor;
`;

/** When the quota renews: a lighter line of the badge, set off from the count by a rule. */
export const QuotaTokenRenewal = styled.span`
  padding-left: ${({ theme }) => theme.space[2]}px;
  border-left: 1px solid color-mix(in srgb, currentColor 30%, transparent);
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
