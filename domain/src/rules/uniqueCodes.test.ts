import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  UNIQUE_CODE_PATTERN,
  UNIQUE_CODE_TYPES,
  allowsUniqueCodes,
  codeName,
  uniqueCode,
} from './uniqueCodes.js';

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

describe('which configured rewards may give unique codes', () => {
  it('allows a percent or a code used online, and nothing else', () => {
    expect(UNIQUE_CODE_TYPES).toEqual(['percent', 'code']);
    expect(allowsUniqueCodes('online', 'percent')).toBe(true);
    expect(allowsUniqueCodes('online', 'code')).toBe(true);
    expect(allowsUniqueCodes('online', 'voucher')).toBe(false);
    expect(allowsUniqueCodes('online', 'other')).toBe(false);
    expect(allowsUniqueCodes('online', null)).toBe(false);
    expect(allowsUniqueCodes('shop', 'percent')).toBe(false);
    expect(allowsUniqueCodes(undefined, 'code')).toBe(false);
  });
});

describe('the name part of a code', () => {
  it.each([
    ['æsa', 'AES'],
    ['œil', 'OEI'],
    ['ßa', 'SSA'],
    ['øle', 'OLE'],
    ['đan', 'DAN'],
    ['łuk', 'LUK'],
    ['ÆØ', 'AEO'],
  ])('spells the ligature of %s out: %s', (username, name) => {
    expect(codeName(username)).toBe(name);
  });
});

describe('the shape of a unique code', () => {
  it.each(['MERCI-A-2222', 'MERCI-LEA-Z9ZZ', 'MERCI-AB-7K3Q'])('accepts %s', (code) => {
    expect(code).toMatch(UNIQUE_CODE_PATTERN);
  });

  it.each([
    'MERCI-LEAH-2222',
    'MERCI--2222',
    'MERCI-LEA-222',
    'MERCI-LEA-22222',
    'MERCI-LEA-0000',
    'MERCI-LEA-1ILO',
    'MERCI-lea-2222',
    'MERCI-L3A-2222',
    'XMERCI-LEA-2222',
    'MERCI-LEA-2222X',
    'MERCI_LEA_2222',
    'CODE-LEA-2222',
  ])('refuses %s', (code) => {
    expect(code).not.toMatch(UNIQUE_CODE_PATTERN);
  });
});
