import { css } from 'styled-components';

/** A short label on a tinted surface: one line of small bold text, aligned with the text around it. */
export const badgeStyles = css`
  /* base */
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  white-space: nowrap;
  vertical-align: middle;

  /* size */
  padding: ${({ theme }) => `${theme.space[1] / 2}px ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
