import { css, keyframes } from 'styled-components';

export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

/**
 * An opening and a closing animation for a Radix dialog part, by its `data-state`. Radix keeps
 * the closing element mounted until its `animationend`, so the way out is seen; with
 * `animation: none` (reduced motion, story tests) it unmounts at once.
 */
export const dialogAnimation = (
  opening: ReturnType<typeof keyframes>,
  closing: ReturnType<typeof keyframes>,
  duration: number,
) => css`
  &[data-state='open'] {
    animation: ${opening} ${duration}ms ${({ theme }) => theme.easing.standard};
  }

  &[data-state='closed'] {
    animation: ${closing} ${duration}ms ${({ theme }) => theme.easing.standard};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
`;

/** The dimmed page behind a modal or a drawer, fading in and out. */
export const dialogBackdrop = css`
  /* base */
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};

  /* states */
  ${({ theme }) => dialogAnimation(fadeIn, fadeOut, theme.motion.backdropFade)}

  /* colour */
  background: ${({ theme }) => theme.color.surfaceOverlay};
`;
