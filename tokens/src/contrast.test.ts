import { describe, expect, it } from 'vitest';
import { color, contrastPairs } from './color.js';
import { contrastRatio } from './contrast.js';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5b3df5', '#5b3df5')).toBe(1);
  });

  it('matches a known WCAG figure (#767676 on white is 4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses a colour it cannot read', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('every text/background pair ui-kit draws', () => {
  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.large ?? false] as const))(
    '%s on %s reaches WCAG AA (large: %s)',
    (foreground, background, large) => {
      const ratio = contrastRatio(color[foreground].value, color[background].value);
      expect(ratio).toBeGreaterThanOrEqual(large ? 3 : 4.5);
    },
  );
});
