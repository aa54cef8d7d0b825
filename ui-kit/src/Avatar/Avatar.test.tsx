import { describe, expect, it } from 'vitest';
import { initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letter of the first and of the last word', () => {
    expect(initialsOf('Élodie Martin')).toBe('ÉM');
    expect(initialsOf('Jean-Pierre de la Fontaine')).toBe('JF');
  });

  it('gives one initial for a single word', () => {
    expect(initialsOf('Nadia')).toBe('N');
  });

  it('upper-cases accented and lower-case names', () => {
    expect(initialsOf('éric ōno')).toBe('ÉŌ');
  });

  it('skips the @ and punctuation of an Instagram handle', () => {
    expect(initialsOf('@lea.martin')).toBe('L');
    expect(initialsOf('  _boulangerie   @pain.chaud  ')).toBe('BP');
  });

  it('gives no initials for a name without a letter or digit', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' @ ')).toBe('');
  });
});
