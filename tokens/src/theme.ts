import { breakpointValue, media } from './breakpoints.js';
import { color } from './color.js';
import {
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

type Values<T extends Record<string, { value: unknown }>> = { readonly [K in keyof T]: T[K]['value'] };

function valuesOf<T extends Record<string, { value: unknown }>>(tokens: T): Values<T> {
  return Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, token.value])) as Values<T>;
}

/** The styled-components theme: plain values, no descriptions. */
export const theme = {
  color: valuesOf(color),
  space,
  radius: valuesOf(radius),
  shadow: valuesOf(shadow),
  zIndex: valuesOf(zIndex),
  font: {
    ...valuesOf(font),
    size: valuesOf(fontSize),
    weight: valuesOf(fontWeight),
    lineHeight: valuesOf(lineHeight),
  },
  motion: valuesOf(motion),
  easing: valuesOf(easing),
  breakpoint: breakpointValue,
  media,
} as const;

export type Theme = typeof theme;
