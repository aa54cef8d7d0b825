import styled, { css } from 'styled-components';

export const StyledPagination = styled.nav`
  /* base */
  display: flex;
  justify-content: center;
`;

export const PaginationList = styled.ul`
  /* base */
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** First and last give way below `sm`, where the page list already holds the first and last pages. */
export const PaginationEdgeItem = styled.li<{ $isFirstOrLast: boolean }>`
  /* base */
  display: flex;

  ${({ $isFirstOrLast, theme }) =>
    $isFirstOrLast &&
    css`
      ${theme.media.down('sm')} {
        display: none;
      }
    `}
`;

/** Square cell shared by the page buttons, the arrows and the ellipsis: 44 px (a thumb's target), 40 px from `md`. */
const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme }) => theme.media.up('md')} {
    min-width: 40px;
    height: 40px;
  }
`;

export const PaginationButton = styled.button`
  /* base */
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};

  /* size */
  ${cell}
  padding: 0 ${({ theme }) => theme.space[2]}px;

  /* states */
  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.color.surfaceSubtle};
  }

  &:active:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: transparent;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.textOnBrand};
    background: ${({ theme }) => theme.color.brandPrimary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: default;
  }

  /* children */
  svg {
    display: block;
    width: ${({ theme }) => theme.space[4]}px;
    height: ${({ theme }) => theme.space[4]}px;
  }
`;

export const PaginationEllipsis = styled.span`
  /* base */
  user-select: none;

  /* size: narrow on a phone, where the row is tight; nothing to tap */
  ${cell}

  ${({ theme }) => theme.media.down('sm')} {
    min-width: ${({ theme }) => theme.space[4]}px;
  }

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
`;
