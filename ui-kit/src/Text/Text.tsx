import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { StyledText, lineClampVariable } from './Text.styles';
import type { TextElement, TextSize, TextTone, TextWeight } from './Text.types';

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
