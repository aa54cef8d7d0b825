import { breakpointValue, media } from './breakpoints.js';
import { color } from './color.js';
import * as scale from './scale.js';

type Values<T extends Record<string, { value: unknown }>> = { readonly [K in keyof T]: T[K]['value'] };

function valuesOf<T extends Record<string, { value: unknown }>>(tokens: T): Values<T> {
  return Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, token.value])) as Values<T>;
}

/** The styled-components theme: plain values, no descriptions. */
export const theme = {
  color: valuesOf(color),
  space: scale.space,
  radius: valuesOf(scale.radius),
  shadow: valuesOf(scale.shadow),
  zIndex: valuesOf(scale.zIndex),
  font: {
    ...valuesOf(scale.font),
    size: valuesOf(scale.fontSize),
    weight: valuesOf(scale.fontWeight),
    lineHeight: valuesOf(scale.lineHeight),
  },
  // Durations in milliseconds, any number: a theme built on this one may change them (the
  // stories' snapshots keep toasts open).
  motion: valuesOf(scale.motion) as { readonly [K in keyof typeof scale.motion]: number },
  easing: valuesOf(scale.easing),
  breakpoint: breakpointValue,
  media,
} as const;

export type Theme = typeof theme;
