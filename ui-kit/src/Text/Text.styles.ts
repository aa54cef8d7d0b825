import styled, { css } from 'styled-components';
import { fontSizeStyles } from '../styles/fontSize';
import { toneTextStyles } from '../styles/statusTone';
import type { TextSize, TextTone, TextWeight } from './Text.types';

/** Custom property that carries the number of lines of `lineClamp`. */
export const lineClampVariable = '--merci-text-line-clamp';

const sizeStyles = fontSizeStyles satisfies Record<TextSize, unknown>;

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
  ...toneTextStyles,
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
