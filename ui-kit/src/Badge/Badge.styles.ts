import styled, { css } from 'styled-components';
import { badgeStyles } from '../styles/badge';
import { toneSurfaceStyles } from '../styles/statusTone';
import type { BadgeTone } from './Badge.types';

/** Text on surface pairs checked in `contrastPairs` (tokens). */
const toneStyles = {
  ...toneSurfaceStyles,
  neutral: css`
    color: ${({ theme }) => theme.color.textDefault};
    background: ${({ theme }) => theme.color.surfaceMuted};
  `,
} as const satisfies Record<BadgeTone, unknown>;

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  ${badgeStyles}
  gap: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.pill};

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
