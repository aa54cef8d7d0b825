import styled, { css } from 'styled-components';
import type { SpaceStep } from '../Box';
import type { StackAlign } from './Stack';

const alignStyles = {
  stretch: css`
    align-items: stretch;
  `,
  start: css`
    align-items: flex-start;
  `,
  center: css`
    align-items: center;
  `,
  end: css`
    align-items: flex-end;
  `,
} as const satisfies Record<StackAlign, unknown>;

export const StyledStack = styled.div<{ $gap: SpaceStep; $align: StackAlign }>`
  /* base */
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $align }) => alignStyles[$align]}

  /* size */
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
`;
