import styled, { css } from 'styled-components';
import type { SpaceStep } from '../Box';
import { alignItemsStyles, flexLayoutStyles } from '../styles/flexLayout';
import type { InlineAlign, InlineJustify, InlineWrap } from './Inline.types';

const alignStyles = alignItemsStyles satisfies Record<InlineAlign, unknown>;

const justifyStyles = {
  start: css`
    justify-content: flex-start;
  `,
  center: css`
    justify-content: center;
  `,
  end: css`
    justify-content: flex-end;
  `,
  between: css`
    justify-content: space-between;
  `,
} as const satisfies Record<InlineJustify, unknown>;

const wrapStyles = {
  wrap: css`
    flex-wrap: wrap;
  `,
  nowrap: css`
    flex-wrap: nowrap;
  `,
} as const satisfies Record<InlineWrap, unknown>;

export const StyledInline = styled.div<{
  $gap: SpaceStep;
  $align: InlineAlign;
  $justify: InlineJustify;
  $wrap: InlineWrap;
}>`
  /* base */
  ${flexLayoutStyles}
  flex-direction: row;
  ${({ $align }) => alignStyles[$align]}
  ${({ $justify }) => justifyStyles[$justify]}
  ${({ $wrap }) => wrapStyles[$wrap]}

  /* size */
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
`;
