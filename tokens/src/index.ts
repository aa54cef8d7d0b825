export { breakpoints, breakpointValue } from './breakpoints.js';
export type { Breakpoint } from './breakpoints.js';
export { color } from './color.js';
export type { ColorToken } from './color.js';
export { font, motion, radius, space } from './scale.js';
export { theme } from './theme.js';
export type { Theme } from './theme.js';
export { cssVariables, cssVariablesRule } from './cssVariables.js';
