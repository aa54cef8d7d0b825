import styled, { css } from 'styled-components';
import type { TextSize, TextTone, TextWeight } from './Text';

/** Custom property that carries the number of lines of `lineClamp`. */
export const lineClampVariable = '--merci-text-line-clamp';

const sizeStyles = {
  xs: css`
    font-size: ${({ theme }) => theme.font.size.xs};
  `,
  sm: css`
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
} as const satisfies Record<TextSize, unknown>;

const weightStyles = {
  regular: css`
    font-weight: ${({ theme }) => theme.font.weight.regular};
  `,
  medium: css`
    font-weight: ${({ theme }) => theme.font.weight.medium};
  `,
  semibold: css`
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  `,
  bold: css`
    font-weight: ${({ theme }) => theme.font.weight.bold};
  `,
} as const satisfies Record<TextWeight, unknown>;

const toneStyles = {
  default: css`
    color: inherit;
  `,
  muted: css`
    color: ${({ theme }) => theme.color.textMuted};
  `,
  success: css`
    color: ${({ theme }) => theme.color.textSuccess};
  `,
  danger: css`
    color: ${({ theme }) => theme.color.textDanger};
  `,
  warning: css`
    color: ${({ theme }) => theme.color.textWarning};
  `,
  info: css`
    color: ${({ theme }) => theme.color.textInfo};
  `,
} as const satisfies Record<TextTone, unknown>;

const truncated = css`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const clamped = css`
  display: -webkit-box;
  min-width: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: var(${lineClampVariable});
  line-clamp: var(${lineClampVariable});
`;

export const StyledText = styled.span<{
  $tone: TextTone;
  $size: TextSize;
  $weight: TextWeight;
  $isTruncated: boolean;
  $isClamped: boolean;
}>`
  /* base */
  margin: 0;
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  ${({ $weight }) => weightStyles[$weight]}
  ${({ $isTruncated }) => $isTruncated && truncated}
  ${({ $isClamped }) => $isClamped && clamped}

  /* size */
  ${({ $size }) => sizeStyles[$size]}

  /* colour */
  ${({ $tone }) => toneStyles[$tone]}
`;
