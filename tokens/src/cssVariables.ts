import { breakpointValue } from './breakpoints.js';
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

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/(\d+)/g, '-$1');

type Group = Record<string, { value: string | number }>;

function group(prefix: string, tokens: Group, unit = ''): [string, string][] {
  return Object.entries(tokens).map(([name, token]) => [`${prefix}-${kebab(name)}`, `${token.value}${unit}`]);
}

/** Every token as a CSS custom property: `--merci-<group>-<name>` → value with its unit. */
export function cssVariables(): Record<string, string> {
  const entries: [string, string][] = [
    ...group('color', color),
    ...space.map((value, step): [string, string] => [`space-${step}`, `${value}px`]),
    ...group('radius', radius),
    ...group('shadow', shadow),
    ...group('z-index', zIndex),
    ...group('font', font),
    ...group('font-size', fontSize),
    ...group('font-weight', fontWeight),
    ...group('line-height', lineHeight),
    ...group('motion', motion, 'ms'),
    ...group('easing', easing),
    ...Object.entries(breakpointValue).map(([name, value]): [string, string] => [
      `breakpoint-${name}`,
      `${value}px`,
    ]),
  ];
  return Object.fromEntries(entries.map(([name, value]) => [`--merci-${name}`, value]));
}

/** The custom properties as a `:root { … }` rule, for a stylesheet or a `<style>` tag. */
export function cssVariablesRule(selector = ':root'): string {
  const declarations = Object.entries(cssVariables()).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}
