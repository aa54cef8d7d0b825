import styled, { css } from 'styled-components';
import type { SpaceStep } from '../Box';
import type { CardElevation } from './Card.types';

const elevationStyles = {
  raised: css`
    box-shadow: ${({ theme }) => theme.shadow.sm};
  `,
  flat: css`
    box-shadow: none;
  `,
} as const satisfies Record<CardElevation, unknown>;

export const StyledCard = styled.div<{ $padding: SpaceStep; $elevation: CardElevation }>`
  /* base */
  display: block;
  min-width: 0;
  margin: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ $elevation }) => elevationStyles[$elevation]}

  /* size */
  padding: ${({ theme, $padding }) => theme.space[$padding]}px;

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceDefault};
`;
