import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, UNIQUE_CODE_PATTERN, codeName, uniqueCode } from './uniqueCodes.js';

/** Any fair draw: the API's is cryptographic. */
const anyDraw = (max: number) => Math.floor(Math.random() * max);

/** A draw that returns the given indexes in turn. */
const draws = (...indexes: number[]) => {
  let next = 0;
  return (max: number) => {
    const index = indexes[next++ % indexes.length] ?? 0;
    expect(index).toBeLessThan(max);
    return index;
  };
};

describe('the unique code generator', () => {
  it('writes MERCI-, three letters of the username and four drawn characters', () => {
    // 5 → 7, 8 → A, 0 → 2, 22 → R in the alphabet without look-alikes.
    expect(uniqueCode('lea.martin', draws(5, 8, 0, 22))).toBe('MERCI-LEA-7A2R');
  });

  it('folds accents and ligatures and keeps letters only', () => {
    expect(codeName('@éloïse_b')).toBe('ELO');
    expect(codeName('Œuvre')).toBe('OEU');
    expect(codeName('ça.va')).toBe('CAV');
    expect(codeName('j_o')).toBe('JO');
  });

  it('falls back to AMB when the username has no letter', () => {
    expect(codeName('_2024_')).toBe('AMB');
    expect(uniqueCode('1234', draws(0))).toBe('MERCI-AMB-2222');
  });

  it('draws from an alphabet without 0, O, 1, I or L', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    const drawn = Array.from({ length: 200 }, () => uniqueCode('léa', anyDraw).slice(-4)).join('');
    expect(drawn).not.toMatch(/[01OIL]/);
  });

  it('gives codes of one shape, different from one draw to the next', () => {
    const codes = Array.from({ length: 50 }, () => uniqueCode('lea.martin', anyDraw));
    for (const code of codes) expect(code).toMatch(UNIQUE_CODE_PATTERN);
    expect(new Set(codes).size).toBeGreaterThan(45);
  });
});
