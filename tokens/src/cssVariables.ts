import { breakpointValue } from './breakpoints.js';
import { color } from './color.js';
import { font, motion, radius, space } from './scale.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every token as a CSS custom property: `--merci-<group>-<name>` → value with its unit. */
export function cssVariables(): Record<string, string> {
  const entries: [string, string][] = [
    ...Object.entries(color).map(([name, token]): [string, string] => [`color-${kebab(name)}`, token.value]),
    ...space.map((value, step): [string, string] => [`space-${step}`, `${value}px`]),
    ...Object.entries(radius).map(([name, token]): [string, string] => [
      `radius-${kebab(name)}`,
      token.value,
    ]),
    ...Object.entries(font).map(([name, token]): [string, string] => [
      `font-${kebab(name)}`,
      String(token.value),
    ]),
    ...Object.entries(motion).map(([name, token]): [string, string] => [
      `motion-${kebab(name)}`,
      `${token.value}ms`,
    ]),
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
