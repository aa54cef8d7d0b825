import styled, { css, keyframes } from 'styled-components';
import type { SpinnerSize } from './Spinner.types';

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const sizeStyles = {
  sm: css`
    width: ${({ theme }) => theme.space[4]}px;
    height: ${({ theme }) => theme.space[4]}px;
  `,
  md: css`
    width: ${({ theme }) => theme.space[6]}px;
    height: ${({ theme }) => theme.space[6]}px;
  `,
  lg: css`
    width: ${({ theme }) => theme.space[7]}px;
    height: ${({ theme }) => theme.space[7]}px;
  `,
} as const satisfies Record<SpinnerSize, unknown>;

export const StyledSpinner = styled.span<{ $size: SpinnerSize }>`
  /* base */
  display: inline-flex;
  flex-shrink: 0;
  vertical-align: middle;

  /* size */
  ${({ $size }) => sizeStyles[$size]}
`;

export const SpinnerSvg = styled.svg`
  /* base */
  width: 100%;
  height: 100%;
  animation: ${turn} 800ms linear infinite;

  /* states */
  @media (prefers-reduced-motion: reduce) {
    /* A still arc rather than the global 0.01 ms duration, which would make it flicker. */
    animation: none !important;
  }

  /* colour */
  fill: none;
  stroke: currentColor;
`;

export const SpinnerTrack = styled.circle`
  stroke-width: 3;
  opacity: 0.25;
`;

export const SpinnerArc = styled.circle`
  stroke-width: 3;
  stroke-linecap: round;
  /* A quarter of the circumference (2π × 9 ≈ 56.5) drawn, the rest left as a gap. */
  stroke-dasharray: 14 43;
`;
