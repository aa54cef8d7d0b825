import styled, { css, keyframes } from 'styled-components';
import type { SkeletonVariant } from './Skeleton.types';

const shimmer = keyframes`
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(100%);
  }
`;

/**
 * The grey fill and a highlight passing over it; still under `prefers-reduced-motion`. The
 * highlight is a layer moved by `transform`, which the browser's compositor animates on its own:
 * a moving background had the page repaint every skeleton on every frame, on the thread that
 * answers the merchant (most of a loading screen's blocking time on a slow phone).
 */
const shimmerFill = css`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      ${({ theme }) => theme.color.surfaceDefault} 50%,
      transparent 100%
    );
    transform: translateX(-100%);
    animation: ${shimmer} 1.6s ${({ theme }) => theme.easing.standard} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      content: none;
    }
  }
`;

const variantStyles = {
  text: css`
    display: flex;
    flex-direction: column;
    /* Lines 1em high, 0.5em apart: the rhythm of body text (line height 1.5). */
    gap: 0.5em;
    width: var(--merci-skeleton-width, 100%);
  `,
  rect: css`
    width: var(--merci-skeleton-width, 100%);
    height: var(--merci-skeleton-height, ${({ theme }) => theme.space[9]}px);
    border-radius: ${({ theme }) => theme.radius.md};
    ${shimmerFill}
  `,
  circle: css`
    flex: none;
    width: var(--merci-skeleton-width, ${({ theme }) => theme.space[8]}px);
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radius.pill};
    ${shimmerFill}
  `,
} as const satisfies Record<SkeletonVariant, unknown>;

export const StyledSkeleton = styled.div<{ $variant: SkeletonVariant }>`
  /* base */
  display: block;
  max-width: 100%;

  /* size and colour of each shape */
  ${({ $variant }) => variantStyles[$variant]}
`;

export const SkeletonLine = styled.span`
  /* base */
  display: block;
  border-radius: ${({ theme }) => theme.radius.sm};

  /* size: one line of text; the last of several ends early, like a paragraph */
  height: 1em;
  width: 100%;

  &:last-child:not(:first-child) {
    width: 60%;
  }

  /* colour */
  ${shimmerFill}
`;
