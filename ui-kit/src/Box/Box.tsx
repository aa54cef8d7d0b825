import type { HTMLAttributes, Ref } from 'react';
import { StyledBox } from './Box.styles';

/** Steps of the spacing scale: `4` is `theme.space[4]`, 16 px. Shared by every layout primitive. */
export const SPACE_STEPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type SpaceStep = (typeof SPACE_STEPS)[number];

/** Elements a layout primitive may render, so that a layout can also carry the right semantics. */
export const BOX_ELEMENTS = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
] as const;
export type BoxElement = (typeof BOX_ELEMENTS)[number];

/**
 * Surfaces a Box can paint. Each one also sets the text colour of its pair in `contrastPairs`
 * (textDefault on the light surfaces, textInverse on inverse, textWarning on warning…).
 */
export const BOX_BACKGROUNDS = [
  'none',
  'default',
  'subtle',
  'muted',
  'inverse',
  'success',
  'danger',
  'warning',
  'info',
] as const;
export type BoxBackground = (typeof BOX_BACKGROUNDS)[number];

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
