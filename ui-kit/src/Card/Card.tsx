import type { HTMLAttributes, Ref } from 'react';
import type { SpaceStep } from '../Box';
import { StyledCard } from './Card.styles';
import type { CardElement, CardElevation } from './Card.types';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Padding inside the card, as a step of the spacing scale (`5` is 20 px).
   * @default 5
   */
  padding?: SpaceStep;
  /**
   * Shadow under the card.
   * @default 'raised'
   */
  elevation?: CardElevation;
  /**
   * Element rendered, for semantics: `section` or `article` for a titled block, `li` in a list.
   * @default 'div'
   */
  as?: CardElement;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** A white surface with a hairline border, rounded corners and a light shadow that groups content. */
export function Card({ padding = 5, elevation = 'raised', as = 'div', ref, ...rest }: CardProps) {
  return <StyledCard as={as} ref={ref} $padding={padding} $elevation={elevation} {...rest} />;
}
