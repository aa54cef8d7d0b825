import { describe, expect, it } from 'vitest';
import { isWithinValidity, validityIntervalError } from './validity.js';

describe('validity intervals', () => {
  it.each([
    ['a single day', '2026-01-01', '2026-01-01', null],
    ['one instant', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z', null],
    [
      'an end one millisecond before its start',
      '2026-01-01T10:00:00.001Z',
      '2026-01-01T10:00:00Z',
      'interval',
    ],
    ['no dates', undefined, null, null],
    ['blank dates', ' ', '\t', null],
    ['a blank end', '2026-01-01', '  ', 'blank'],
    ['a missing start', null, '2026-01-31', 'blank'],
  ] as const)('judges %s: %s to %s is %s', (_case, start, end, error) => {
    expect(validityIntervalError(start, end)).toBe(error);
  });

  it('reads a start alone or an end alone in the shop’s time zone', () => {
    // From 1 January in Paris (23:00 UTC the day before), no end.
    expect(isWithinValidity(new Date('2025-12-31T22:59:59.999Z'), '2026-01-01', null)).toBe(false);
    expect(isWithinValidity(new Date('2025-12-31T23:00:00.000Z'), '2026-01-01', undefined)).toBe(true);
    expect(isWithinValidity(new Date('2030-01-01T00:00:00.000Z'), '2026-01-01', ' ')).toBe(true);
    // Until 31 January in New York.
    expect(isWithinValidity(new Date('2026-02-01T04:59:59.999Z'), '', '2026-01-31', 'America/New_York')).toBe(
      true,
    );
    expect(
      isWithinValidity(new Date('2026-02-01T05:00:00.000Z'), null, '2026-01-31', 'America/New_York'),
    ).toBe(false);
  });
});
