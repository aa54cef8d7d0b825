import type { HTMLAttributes, Ref } from 'react';
import { StyledHeading } from './Heading.styles';
import { HEADING_DEFAULT_SIZES, type HeadingLevel, type HeadingSize } from './Heading.types';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Level in the document outline, rendered as `h1`…`h6`. */
  level: HeadingLevel;
  /**
   * Visual size, when it must differ from the level (a card title that is an `h2` but small).
   * @default the size of the level: 1 display, 2 xxl, 3 xl, 4 lg, 5 md, 6 sm
   */
  size?: HeadingSize;
  /** Forwarded to the heading element. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A title of the page outline. The level gives the semantics and the size the look, so that a
 * screen keeps a correct outline whatever its design. The colour is inherited from the surface.
 */
export function Heading({ level, size, ref, ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} ref={ref} $size={size ?? HEADING_DEFAULT_SIZES[level]} {...rest} />;
}
