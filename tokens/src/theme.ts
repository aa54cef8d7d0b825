import { breakpointValue } from './breakpoints.js';
import { color } from './color.js';
import { font, motion, radius, space } from './scale.js';

type Values<T extends Record<string, { value: unknown }>> = { [K in keyof T]: T[K]['value'] };

function valuesOf<T extends Record<string, { value: unknown }>>(tokens: T): Values<T> {
  return Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, token.value])) as Values<T>;
}

/** The styled-components theme: plain values, no descriptions. */
export const theme = {
  color: valuesOf(color),
  space,
  radius: valuesOf(radius),
  font: valuesOf(font),
  motion: valuesOf(motion),
  breakpoint: breakpointValue,
} as const;

export type Theme = typeof theme;
