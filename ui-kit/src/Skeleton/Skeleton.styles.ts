import styled, { css, keyframes } from 'styled-components';
import type { SkeletonVariant } from './Skeleton';

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: -100% 0;
  }
`;

/** The grey fill and its moving highlight; still under `prefers-reduced-motion`. */
const shimmerFill = css`
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.surfaceMuted} 25%,
    ${({ theme }) => theme.color.surfaceDefault} 50%,
    ${({ theme }) => theme.color.surfaceMuted} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ${({ theme }) => theme.easing.standard} infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.color.surfaceMuted};
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
