import styled, { css } from 'styled-components';

/** The status filter keeps a select's width beside the title, and the full width on a phone. */
export const FilterBox = styled.div`
  width: 100%;

  ${({ theme }) => theme.media.up('sm')} {
    width: 16rem;
  }
`;

/**
 * The ambassador of an assigned-reward row, target of the `#discount-{id}` links. The row a
 * notification led to is marked, so that the eye finds it after the scroll.
 */
export const RowAnchor = styled.span<{ $isTarget: boolean }>`
  /* base */
  display: inline-block;
  /* An Instagram name is one word of up to 30 characters: a long one wraps inside the column
     instead of pushing the status and its buttons out of a laptop screen. */
  min-width: 8rem;
  max-width: 12rem;
  overflow-wrap: anywhere;
  white-space: normal;
  border-radius: ${({ theme }) => theme.radius.sm};
  scroll-margin-block: ${({ theme }) => theme.space[8]}px;

  /* states */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  /* colour */
  ${({ $isTarget, theme }) =>
    $isTarget &&
    css`
      padding: 0 ${theme.space[1]}px;
      background: ${theme.color.surfaceWarning};
      box-shadow: 0 0 0 2px ${theme.color.borderWarning};
    `}
`;
