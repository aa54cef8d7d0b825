import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { StyledText, lineClampVariable } from './Text.styles';

/**
 * Colours of the text. `default` inherits the surface's colour. Checked pairs (tokens
 * `contrastPairs`): muted on the default and subtle surfaces, success and danger on the default
 * surface or their own, warning and info only on their own surfaces (`<Box background="warning">`).
 */
export const TEXT_TONES = ['default', 'muted', 'success', 'danger', 'warning', 'info'] as const;
export type TextTone = (typeof TEXT_TONES)[number];

/** Sizes from the type scale: `xs` 12 px, `sm` 14, `md` 16, `lg` 18. */
export const TEXT_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_WEIGHTS = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof TEXT_WEIGHTS)[number];

/** Elements the text may render as. */
export const TEXT_ELEMENTS = ['span', 'p', 'div', 'strong', 'em', 'small', 'li', 'dt', 'dd'] as const;
export type TextElement = (typeof TEXT_ELEMENTS)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /**
   * Colour; see `TEXT_TONES` for the surfaces each one is checked on.
   * @default 'default'
   */
  tone?: TextTone;
  /**
   * Font size.
   * @default 'md'
   */
  size?: TextSize;
  /**
   * Font weight.
   * @default 'regular'
   */
  weight?: TextWeight;
  /**
   * Element rendered.
   * @default 'span'
   */
  as?: TextElement;
  /**
   * Keeps the text on one line and ends it with an ellipsis when it is too long. A string child
   * also becomes the `title`, so the full text shows on hover.
   * @default false
   */
  isTruncated?: boolean;
  /**
   * Cuts the text after this many lines, with an ellipsis (ignored when `isTruncated`). A string
   * child also becomes the `title`.
   */
  lineClamp?: number;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Running text in the merci type scale, with a tone, size and weight from the tokens. */
export function Text({
  tone = 'default',
  size = 'md',
  weight = 'regular',
  as = 'span',
  isTruncated = false,
  lineClamp,
  title,
  style,
  children,
  ref,
  ...rest
}: TextProps) {
  const isClamped = !isTruncated && lineClamp !== undefined;
  const isCut = isTruncated || isClamped;
  return (
    <StyledText
      as={as}
      ref={ref}
      title={title ?? (isCut && typeof children === 'string' ? children : undefined)}
      style={isClamped ? ({ [lineClampVariable]: String(lineClamp), ...style } as CSSProperties) : style}
      $tone={tone}
      $size={size}
      $weight={weight}
      $isTruncated={isTruncated}
      $isClamped={isClamped}
      {...rest}
    >
      {children}
    </StyledText>
  );
}
