import styled, { css } from 'styled-components';
import type { DividerOrientation } from './Divider.types';

const orientationStyles = {
  horizontal: css`
    align-self: stretch;
    width: auto;
    height: 0;
    border-block-start: 1px solid ${({ theme }) => theme.color.borderDefault};
  `,
  vertical: css`
    align-self: stretch;
    width: 0;
    height: auto;
    min-height: 1em;
    border-inline-start: 1px solid ${({ theme }) => theme.color.borderDefault};
  `,
} as const satisfies Record<DividerOrientation, unknown>;

export const StyledDivider = styled.hr<{ $orientation: DividerOrientation }>`
  /* base */
  flex-shrink: 0;
  margin: 0;
  border: 0;

  /* size, with the colour of the line */
  ${({ $orientation }) => orientationStyles[$orientation]}
`;
