import { css } from 'styled-components';

/** The text sizes of the type scale a component may pick by name (Text's `size`, a link button's). */
export const fontSizeStyles = {
  xs: css`
    font-size: ${({ theme }) => theme.font.size.xs};
  `,
  sm: css`
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
} as const;
