import styled, { css } from 'styled-components';
import { toneSurfaceStyles } from '../styles/statusTone';
import type { BoxBackground, SpaceStep } from './Box.types';

const backgroundStyles = {
  none: css`
    background: transparent;
  `,
  default: css`
    color: ${({ theme }) => theme.color.textDefault};
    background: ${({ theme }) => theme.color.surfaceDefault};
  `,
  subtle: css`
    color: ${({ theme }) => theme.color.textDefault};
    background: ${({ theme }) => theme.color.surfaceSubtle};
  `,
  muted: css`
    color: ${({ theme }) => theme.color.textDefault};
    background: ${({ theme }) => theme.color.surfaceMuted};
  `,
  inverse: css`
    color: ${({ theme }) => theme.color.textInverse};
    background: ${({ theme }) => theme.color.surfaceInverse};
  `,
  ...toneSurfaceStyles,
} as const satisfies Record<BoxBackground, unknown>;

export const StyledBox = styled.div<{
  $paddingBlock: SpaceStep;
  $paddingInline: SpaceStep;
  $background: BoxBackground;
}>`
  /* base */
  display: block;
  min-width: 0;
  margin: 0;
  list-style: none;

  /* size */
  padding-block: ${({ theme, $paddingBlock }) => theme.space[$paddingBlock]}px;
  padding-inline: ${({ theme, $paddingInline }) => theme.space[$paddingInline]}px;

  /* colour */
  ${({ $background }) => backgroundStyles[$background]}
`;
