import type { HTMLAttributes, Ref } from 'react';
import type { BoxElement, SpaceStep } from '../Box';
import { StyledStack } from './Stack.styles';
import type { StackAlign } from './Stack.types';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space between two children, as a step of the spacing scale (`4` is 16 px).
   * @default 4
   */
  gap?: SpaceStep;
  /**
   * Horizontal alignment of the children.
   * @default 'stretch'
   */
  align?: StackAlign;
  /**
   * Element rendered: `ul` or `ol` (with `li` children) for a list of items.
   * @default 'div'
   */
  as?: BoxElement;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Lays its children out one above the other, with a gap from the spacing scale. */
export function Stack({ gap = 4, align = 'stretch', as = 'div', ref, ...rest }: StackProps) {
  return <StyledStack as={as} ref={ref} $gap={gap} $align={align} {...rest} />;
}
