import { describe, expect, it } from 'vitest';
import { color } from './color.js';
import { cssVariables, cssVariablesRule } from './cssVariables.js';

describe('cssVariables', () => {
  it('names each token --merci-<group>-<name> in kebab case', () => {
    const variables = cssVariables();
    expect(variables['--merci-color-brand-primary']).toBe(color.brandPrimary.value);
    expect(variables['--merci-space-4']).toBe('16px');
    expect(variables['--merci-font-size-md']).toBe('1rem');
    expect(variables['--merci-z-index-modal']).toBe('1400');
    expect(variables['--merci-color-neutral-500']).toBe('#767386');
    expect(variables['--merci-motion-toast-auto-close']).toBe('5000ms');
    expect(variables['--merci-breakpoint-md']).toBe('768px');
  });

  it('emits one custom property per colour token', () => {
    const colourNames = Object.keys(cssVariables()).filter((name) => name.startsWith('--merci-color-'));
    expect(colourNames).toHaveLength(Object.keys(color).length);
  });

  it('writes a :root rule a stylesheet can include', () => {
    expect(cssVariablesRule()).toMatch(/^:root \{\n {2}--merci-color-brand-primary: #5b3df5;\n/);
  });
});
