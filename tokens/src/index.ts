export { breakpoints, breakpointValue, media } from './breakpoints.js';
export type { Breakpoint } from './breakpoints.js';
export { color, contrastPairs } from './color.js';
export type { ColorToken } from './color.js';
export { contrastRatio } from './contrast.js';
export { cssVariables, cssVariablesRule } from './cssVariables.js';
export {
  easing,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  shadow,
  space,
  zIndex,
} from './scale.js';
export { theme } from './theme.js';
export type { Theme } from './theme.js';
