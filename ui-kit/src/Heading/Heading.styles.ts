import styled, { css } from 'styled-components';
import type { HeadingSize } from './Heading.types';

const sizeStyles = {
  display: css`
    font-size: ${({ theme }) => theme.font.size.display};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  `,
  // A page's title: one step smaller on a phone, where it shares its row with an action.
  xxl: css`
    font-size: ${({ theme }) => theme.font.size.xl};

    ${({ theme }) => theme.media.up('sm')} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  `,
  xl: css`
    font-size: ${({ theme }) => theme.font.size.xl};
  `,
  lg: css`
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
  md: css`
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  sm: css`
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
} as const satisfies Record<HeadingSize, unknown>;

export const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  /* base */
  margin: 0;
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  /* A long @username or shop name breaks rather than widening a phone's page. */
  overflow-wrap: anywhere;

  /* size */
  ${({ $size }) => sizeStyles[$size]}

  /* colour: the surface's text colour (textDefault on the page, textInverse on inverse) */
  color: inherit;
`;
