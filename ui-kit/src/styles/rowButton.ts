import { css } from 'styled-components';

/**
 * The end of a full-width row button (an accordion's trigger, a navigation item): the focus ring
 * inside its edges, where the next row cannot cover it, default text on no surface, and an icon
 * that keeps its size.
 */
export const rowButtonEnd = css`
  &:focus-visible {
    outline-offset: -2px;
  }

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: transparent;

  /* children */
  & > svg {
    flex-shrink: 0;
  }
`;
