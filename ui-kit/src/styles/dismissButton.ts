import { css } from 'styled-components';

/**
 * The small × that closes an alert, a banner or a toast: borderless, in the colour of the
 * message it sits in, with a tinted square on hover.
 */
export const dismissButtonStyles = css`
  /* base */
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  /* size */
  width: ${({ theme }) => theme.space[7]}px;
  height: ${({ theme }) => theme.space[7]}px;
  margin: ${({ theme }) => `-${theme.space[1]}px -${theme.space[2]}px -${theme.space[1]}px 0`};
  padding: 0;

  /* states */
  &:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }

  /* colour */
  color: inherit;
  background: transparent;

  /* children */
  svg {
    width: ${({ theme }) => theme.space[4]}px;
    height: ${({ theme }) => theme.space[4]}px;
  }
`;
