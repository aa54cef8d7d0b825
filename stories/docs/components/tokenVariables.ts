import { cssVariables } from '@merci/tokens';

const variables = cssVariables();
const variableNames = Object.keys(variables);

export interface TokenVariable {
  /** The custom property, e.g. `--merci-color-brand-primary`. */
  name: string;
  /** Its value as `cssVariables()` emits it, unit included (`16px`, `300ms`). */
  value: string;
}

/**
 * The custom property `cssVariables()` emits for a token, looked up rather than rebuilt: the one in
 * `group` whose words, joined, spell the theme key (`brandPrimary` → `--merci-color-brand-primary`).
 * Throws when there is none, so a renamed token breaks the docs build instead of showing a stale name.
 */
export function tokenVariable(group: string, key: string | number): TokenVariable {
  const prefix = `--merci-${group}-`;
  const spelled = String(key).toLowerCase();
  const name = variableNames.find(
    (candidate) =>
      candidate.startsWith(prefix) && candidate.slice(prefix.length).replaceAll('-', '') === spelled,
  );
  if (name === undefined) throw new Error(`cssVariables() has no custom property for ${group} ${key}`);
  return { name, value: variables[name] ?? '' };
}

/** `var(--merci-…)` of a token, to paint a sample with the custom property itself. */
export function tokenVar(group: string, key: string | number): string {
  return `var(${tokenVariable(group, key).name})`;
}
