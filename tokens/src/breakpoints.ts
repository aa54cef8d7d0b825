/** Breakpoints of SPEC §9, smallest first; each value is the min-width in pixels. */
export const breakpoints = [
  ['xs', 0],
  ['sm', 576],
  ['md', 768],
  ['lg', 992],
  ['xl', 1200],
  ['xxl', 1400],
] as const;

export type Breakpoint = (typeof breakpoints)[number][0];

export const breakpointValue = Object.fromEntries(breakpoints) as Record<Breakpoint, number>;

/**
 * Media queries by breakpoint: `media.up('md')` from 768 px, `media.down('lg')` below 992 px
 * (0.02 px under, so that up and down never both match).
 */
export const media = {
  up: (name: Breakpoint) => `@media (min-width: ${breakpointValue[name]}px)`,
  down: (name: Breakpoint) => `@media (max-width: ${breakpointValue[name] - 0.02}px)`,
} as const;
