import styled, { css } from 'styled-components';

/** One pixel, clipped away: still in the accessibility tree, unlike `display: none`. */
export const visuallyHiddenStyle = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const StyledVisuallyHidden = styled.span<{ $isFocusable: boolean }>`
  /* base */
  ${({ $isFocusable }) => !$isFocusable && visuallyHiddenStyle}

  /* states */
  ${({ $isFocusable }) =>
    $isFocusable &&
    css`
      &:not(:focus):not(:focus-within) {
        ${visuallyHiddenStyle}
      }
    `}
`;
