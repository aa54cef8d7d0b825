import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { SkeletonLine, StyledSkeleton } from './Skeleton.styles';
import type { SkeletonVariant } from './Skeleton.types';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * Shape of the placeholder: lines of text, a rectangle (an image, a card) or a circle (an avatar).
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /**
   * Number of text lines; the last of several is shorter, like the end of a paragraph.
   * Only for `text`.
   * @default 1
   */
  lines?: number;
  /**
   * Width: pixels as a number, or any CSS length. For `circle`, also its height.
   * @default '100%' (a circle: 48)
   */
  width?: number | string;
  /**
   * Height of a `rect`: pixels as a number, or any CSS length.
   * @default 64
   */
  height?: number | string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

const toLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder with a shimmer while content loads. It is hidden from assistive technology:
 * mark the loading region with `aria-busy` and give it a name instead.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, style, ...rest }: SkeletonProps) {
  const sizeVariables = {
    '--merci-skeleton-width': toLength(width),
    '--merci-skeleton-height': toLength(height),
  } as CSSProperties;
  const lineCount = variant === 'text' ? Math.max(1, Math.floor(lines)) : 0;
  return (
    <StyledSkeleton aria-hidden="true" $variant={variant} style={{ ...sizeVariables, ...style }} {...rest}>
      {Array.from({ length: lineCount }, (_, index) => (
        <SkeletonLine key={index} />
      ))}
    </StyledSkeleton>
  );
}
