import { breakpointValue } from './breakpoints.js';
import { color } from './color.js';
import * as scale from './scale.js';

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
    ...scale.space.map((value, step): [string, string] => [`space-${step}`, `${value}px`]),
    ...group('radius', scale.radius),
    ...group('shadow', scale.shadow),
    ...group('z-index', scale.zIndex),
    ...group('font', scale.font),
    ...group('font-size', scale.fontSize),
    ...group('font-weight', scale.fontWeight),
    ...group('line-height', scale.lineHeight),
    ...group('motion', scale.motion, 'ms'),
    ...group('easing', scale.easing),
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
