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
