import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_TIME_ZONE,
  dayBounds,
  monthKey,
  monthStart,
  monthStartOffset,
  nextMonthStart,
  zonedTimeToInstant,
} from './calendar.js';

const at = (iso: string) => new Date(iso);
const iso = (date: Date | undefined) => date?.toISOString();

describe('calendar months in a time zone', () => {
  it('counts months in Paris by default', () => {
    expect(DEFAULT_SHOP_TIME_ZONE).toBe('Europe/Paris');
    // 31 October 23:59:59 and 1 November 00:00:00 in Paris (winter time, UTC+1).
    expect(monthKey(at('2026-10-31T22:59:59.999Z'))).toBe('2026-10');
    expect(monthKey(at('2026-10-31T23:00:00.000Z'))).toBe('2026-11');
    expect(iso(monthStart(at('2026-11-22T10:00:00Z')))).toBe('2026-10-31T23:00:00.000Z');
    expect(iso(nextMonthStart(at('2026-11-22T10:00:00Z')))).toBe('2026-11-30T23:00:00.000Z');
  });

  it('starts each month at midnight in Paris on both sides of a daylight-saving change', () => {
    // Summer time begins on 29 March 2026: March starts at UTC+1, April at UTC+2.
    expect(iso(monthStart(at('2026-03-15T12:00:00Z'), 'Europe/Paris'))).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(nextMonthStart(at('2026-03-15T12:00:00Z'), 'Europe/Paris'))).toBe('2026-03-31T22:00:00.000Z');
    expect(monthKey(at('2026-03-31T21:59:59.999Z'), 'Europe/Paris')).toBe('2026-03');
    expect(monthKey(at('2026-03-31T22:00:00.000Z'), 'Europe/Paris')).toBe('2026-04');
    // Winter time is back on 25 October 2026: October starts at UTC+2, November at UTC+1.
    expect(iso(monthStart(at('2026-10-25T12:00:00Z'), 'Europe/Paris'))).toBe('2026-09-30T22:00:00.000Z');
    expect(iso(nextMonthStart(at('2026-10-25T12:00:00Z'), 'Europe/Paris'))).toBe('2026-10-31T23:00:00.000Z');
  });

  it('goes from December to January of the next year', () => {
    expect(monthKey(at('2026-12-31T22:59:59.999Z'))).toBe('2026-12');
    expect(monthKey(at('2026-12-31T23:00:00.000Z'))).toBe('2027-01');
    expect(iso(nextMonthStart(at('2026-12-15T12:00:00Z')))).toBe('2026-12-31T23:00:00.000Z');
    expect(iso(monthStart(at('2027-01-01T00:30:00Z')))).toBe('2026-12-31T23:00:00.000Z');
    expect(iso(monthStartOffset(at('2026-12-15T12:00:00Z'), 1))).toBe('2026-12-31T23:00:00.000Z');
    expect(iso(monthStartOffset(at('2026-11-22T10:00:00Z'), -11))).toBe('2025-11-30T23:00:00.000Z');
    expect(iso(monthStartOffset(at('2027-01-10T10:00:00Z'), -1))).toBe('2026-11-30T23:00:00.000Z');
  });

  it('counts months where the shop is, far from UTC on either side', () => {
    // Kiritimati is UTC+14: its November begins while it is still 31 October morning in UTC.
    expect(monthKey(at('2026-10-31T09:59:59.999Z'), 'Pacific/Kiritimati')).toBe('2026-10');
    expect(monthKey(at('2026-10-31T10:00:00.000Z'), 'Pacific/Kiritimati')).toBe('2026-11');
    expect(iso(monthStart(at('2026-11-15T00:00:00Z'), 'Pacific/Kiritimati'))).toBe(
      '2026-10-31T10:00:00.000Z',
    );
    expect(iso(nextMonthStart(at('2026-12-15T00:00:00Z'), 'Pacific/Kiritimati'))).toBe(
      '2026-12-31T10:00:00.000Z',
    );
    // São Paulo is UTC−3: its November begins three hours after UTC's.
    expect(monthKey(at('2026-11-01T02:59:59.999Z'), 'America/Sao_Paulo')).toBe('2026-10');
    expect(monthKey(at('2026-11-01T03:00:00.000Z'), 'America/Sao_Paulo')).toBe('2026-11');
    expect(iso(monthStart(at('2026-11-15T00:00:00Z'), 'America/Sao_Paulo'))).toBe('2026-11-01T03:00:00.000Z');
    // The same instant is in three different months depending on where the shop is.
    const instant = at('2026-10-31T23:30:00Z');
    expect(monthKey(instant, 'America/Sao_Paulo')).toBe('2026-10');
    expect(monthKey(instant, 'Europe/Paris')).toBe('2026-11');
    expect(monthKey(at('2026-11-30T12:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-12');
  });
});

describe('calendar days in a time zone', () => {
  it('gives the first and last instants of a day in Paris', () => {
    expect(dayBounds('2026-01-01')).toEqual({
      start: at('2025-12-31T23:00:00.000Z'),
      end: at('2026-01-01T22:59:59.999Z'),
    });
    expect(dayBounds('2026-07-14', 'Europe/Paris')).toEqual({
      start: at('2026-07-13T22:00:00.000Z'),
      end: at('2026-07-14T21:59:59.999Z'),
    });
  });

  it('gives a 23-hour and a 25-hour day on the daylight-saving changes', () => {
    expect(dayBounds('2026-03-29', 'Europe/Paris')).toEqual({
      start: at('2026-03-28T23:00:00.000Z'),
      end: at('2026-03-29T21:59:59.999Z'),
    });
    expect(dayBounds('2026-10-25', 'Europe/Paris')).toEqual({
      start: at('2026-10-24T22:00:00.000Z'),
      end: at('2026-10-25T22:59:59.999Z'),
    });
  });

  it('gives the days of zones far from UTC', () => {
    expect(dayBounds('2026-01-01', 'Pacific/Kiritimati')).toEqual({
      start: at('2025-12-31T10:00:00.000Z'),
      end: at('2026-01-01T09:59:59.999Z'),
    });
    expect(dayBounds('2026-01-01', 'America/Sao_Paulo')).toEqual({
      start: at('2026-01-01T03:00:00.000Z'),
      end: at('2026-01-02T02:59:59.999Z'),
    });
    // São Paulo's summer time once began at midnight: that day began at 01:00 (UTC−2).
    expect(iso(dayBounds('2018-11-04', 'America/Sao_Paulo')?.start)).toBe('2018-11-04T03:00:00.000Z');
    expect(iso(dayBounds('2018-11-03', 'America/Sao_Paulo')?.end)).toBe('2018-11-04T02:59:59.999Z');
  });

  it('reads a date with a time as that instant, and text that is not a date as nothing', () => {
    expect(dayBounds('2026-01-01T10:00:00Z', 'Pacific/Kiritimati')).toEqual({
      start: at('2026-01-01T10:00:00.000Z'),
      end: at('2026-01-01T10:00:00.000Z'),
    });
    expect(dayBounds('soon')).toBeUndefined();
  });

  it('moves a wall-clock time skipped by a change forward by the length of the gap', () => {
    // 02:30 on 29 March 2026 does not exist in Paris: the clocks go from 02:00 to 03:00.
    expect(iso(zonedTimeToInstant('Europe/Paris', 2026, 3, 29, 2, 30))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedTimeToInstant('Europe/Paris', 2026, 3, 29, 3, 0))).toBe('2026-03-29T01:00:00.000Z');
  });
});
