import styled, { css } from 'styled-components';
import type { BadgeTone } from './Badge';

/** Text on surface pairs checked in `contrastPairs` (tokens). */
const toneStyles = {
  success: css`
    color: ${({ theme }) => theme.color.textSuccess};
    background: ${({ theme }) => theme.color.surfaceSuccess};
  `,
  danger: css`
    color: ${({ theme }) => theme.color.textDanger};
    background: ${({ theme }) => theme.color.surfaceDanger};
  `,
  warning: css`
    color: ${({ theme }) => theme.color.textWarning};
    background: ${({ theme }) => theme.color.surfaceWarning};
  `,
  info: css`
    color: ${({ theme }) => theme.color.textInfo};
    background: ${({ theme }) => theme.color.surfaceInfo};
  `,
  neutral: css`
    color: ${({ theme }) => theme.color.textDefault};
    background: ${({ theme }) => theme.color.surfaceMuted};
  `,
} as const satisfies Record<BadgeTone, unknown>;

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  /* base */
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  white-space: nowrap;
  vertical-align: middle;

  /* size */
  padding: ${({ theme }) => `${theme.space[1] / 2}px ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.font.size.xs};

  /* colour */
  ${({ $tone }) => toneStyles[$tone]}
`;

/** A dot in the text colour of the tone. */
export const BadgeDot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[2]}px;
  height: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: currentColor;
`;

export const BadgeIcon = styled.span`
  display: inline-flex;
  flex: none;

  & > svg {
    width: ${({ theme }) => theme.space[3]}px;
    height: ${({ theme }) => theme.space[3]}px;
  }
`;
