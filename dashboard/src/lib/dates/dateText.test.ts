import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { dateText } from './dateText';

const french = dateText(createIntl({ locale: 'fr', messages: {} }));
const english = dateText(createIntl({ locale: 'en', messages: {} }));
const now = new Date('2026-11-26T15:00:00Z');
// Intl puts no-break spaces where a line must not break ('2 h'): compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dateText', () => {
  it('shows a day with its month in letters and its full year, in each language', () => {
    expect(plain(french.day('2026-11-26T10:00:00Z', 'Europe/Paris'))).toBe('26 nov. 2026');
    expect(plain(english.day('2026-11-26T10:00:00Z', 'Europe/Paris'))).toBe('Nov 26, 2026');
  });

  it('keeps a bare calendar day on its day whatever the time zone', () => {
    expect(plain(french.day('2026-12-01'))).toBe('1 déc. 2026');
  });

  it('says how long ago within a week, and the day and time beyond', () => {
    expect(plain(french.relative('2026-11-26T13:00:00Z', now))).toBe('il y a 2 h');
    expect(plain(english.relative('2026-11-26T13:00:00Z', now))).toBe('2 hr. ago');
    expect(plain(french.relative('2026-11-26T14:55:00Z', now))).toBe('il y a 5 minutes');
    expect(plain(french.relative('2026-11-25T12:00:00Z', now))).toBe('hier');
    expect(plain(french.relative('2026-11-26T14:59:50Z', now))).toBe('maintenant');
    expect(plain(french.relative('2026-11-10T09:30:00Z', now))).toMatch(/^10 nov\. 2026/);
  });
});
