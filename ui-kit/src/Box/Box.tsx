import type { HTMLAttributes, Ref } from 'react';
import { StyledBox } from './Box.styles';
import type { SpaceStep, BoxElement, BoxBackground } from './Box.types';

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /**
   * Padding on all four sides, as a step of the spacing scale.
   * @default 0
   */
  padding?: SpaceStep;
  /** Padding above and below; overrides `padding` on that axis. */
  paddingBlock?: SpaceStep;
  /** Padding left and right; overrides `padding` on that axis. */
  paddingInline?: SpaceStep;
  /**
   * Surface token painted behind the content, with the text colour that is checked against it.
   * @default 'none'
   */
  background?: BoxBackground;
  /**
   * Element rendered, for semantics (`section`, `aside`, `li`…).
   * @default 'div'
   */
  as?: BoxElement;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** A plain block with padding and a surface from the tokens; the brick the other layouts build on. */
export function Box({
  padding = 0,
  paddingBlock,
  paddingInline,
  background = 'none',
  as = 'div',
  ref,
  ...rest
}: BoxProps) {
  return (
    <StyledBox
      as={as}
      ref={ref}
      $paddingBlock={paddingBlock ?? padding}
      $paddingInline={paddingInline ?? padding}
      $background={background}
      {...rest}
    />
  );
}
