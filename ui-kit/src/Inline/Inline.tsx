import type { HTMLAttributes, Ref } from 'react';
import type { BoxElement, SpaceStep } from '../Box';
import { StyledInline } from './Inline.styles';
import type { InlineAlign, InlineJustify, InlineWrap } from './Inline.types';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space between two children, as a step of the spacing scale (`2` is 8 px).
   * @default 2
   */
  gap?: SpaceStep;
  /**
   * Vertical alignment of the children.
   * @default 'center'
   */
  align?: InlineAlign;
  /**
   * Horizontal distribution of the children.
   * @default 'start'
   */
  justify?: InlineJustify;
  /**
   * `wrap` moves children to the next line on a narrow screen; `nowrap` keeps one line.
   * @default 'wrap'
   */
  wrap?: InlineWrap;
  /**
   * Element rendered: `ul` or `ol` (with `li` children) for a list of items.
   * @default 'div'
   */
  as?: BoxElement;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Lays its children out side by side, with a gap from the spacing scale, wrapping by default. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = 'wrap',
  as = 'div',
  ref,
  ...rest
}: InlineProps) {
  return (
    <StyledInline as={as} ref={ref} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />
  );
}
