import styled from 'styled-components';
import type { SpaceStep } from '../Box';
import { alignItemsStyles, flexLayoutStyles } from '../styles/flexLayout';
import type { StackAlign } from './Stack.types';

const alignStyles = alignItemsStyles satisfies Record<StackAlign, unknown>;

export const StyledStack = styled.div<{ $gap: SpaceStep; $align: StackAlign }>`
  /* base */
  ${flexLayoutStyles}
  flex-direction: column;
  ${({ $align }) => alignStyles[$align]}

  /* size */
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
`;
