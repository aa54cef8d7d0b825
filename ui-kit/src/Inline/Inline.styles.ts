import styled, { css } from 'styled-components';
import type { SpaceStep } from '../Box';
import type { InlineAlign, InlineJustify, InlineWrap } from './Inline';

const alignStyles = {
  start: css`
    align-items: flex-start;
  `,
  center: css`
    align-items: center;
  `,
  end: css`
    align-items: flex-end;
  `,
  baseline: css`
    align-items: baseline;
  `,
  stretch: css`
    align-items: stretch;
  `,
} as const satisfies Record<InlineAlign, unknown>;

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
  display: flex;
  flex-direction: row;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $align }) => alignStyles[$align]}
  ${({ $justify }) => justifyStyles[$justify]}
  ${({ $wrap }) => wrapStyles[$wrap]}

  /* size */
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
`;
