/**
 * Calendar months and days in a shop's time zone. The quota counts rewarded contents per calendar
 * month where the shop is (Europe/Paris by default), and a validity date means a day there: the
 * server's own time zone never enters the result.
 */

/** Where a shop is when it has not said otherwise. */
export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Paris';

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .filter(({ type }) => type !== 'literal')
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far the time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time happens in a time zone (`month` 1–12). A time skipped by a
 * daylight-saving change resolves to the instant after the gap.
 */
export function zonedTimeToInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  let instant = wall - offsetAt(wall, timeZone);
  // The offset at the guess may differ from the offset at the answer across a change: once more.
  const corrected = wall - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = Math.max(instant, corrected);
  return new Date(instant);
}

/** `2026-11`: the calendar month an instant falls in, in a time zone. */
export function monthKey(instant: Date, timeZone: string = DEFAULT_SHOP_TIME_ZONE): string {
  const { year, month } = zonedParts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The first instant of the month an instant falls in, in a time zone. */
export function monthStart(instant: Date, timeZone: string = DEFAULT_SHOP_TIME_ZONE): Date {
  const { year, month } = zonedParts(instant, timeZone);
  return zonedTimeToInstant(timeZone, year, month, 1);
}

/** The first instant of the next month: when a monthly quota renews. */
export function nextMonthStart(instant: Date, timeZone: string = DEFAULT_SHOP_TIME_ZONE): Date {
  const { year, month } = zonedParts(instant, timeZone);
  return month === 12
    ? zonedTimeToInstant(timeZone, year + 1, 1, 1)
    : zonedTimeToInstant(timeZone, year, month + 1, 1);
}

/** The first instant of the month `offset` months from the one an instant falls in. */
export function monthStartOffset(instant: Date, offset: number, timeZone: string = DEFAULT_SHOP_TIME_ZONE) {
  const { year, month } = zonedParts(instant, timeZone);
  const index = year * 12 + (month - 1) + offset;
  return zonedTimeToInstant(timeZone, Math.floor(index / 12), (index % 12) + 1, 1);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first and last instants of a calendar day (`yyyy-MM-dd`) in a time zone; an ISO-8601 date
 * with a time is that instant itself. Undefined for text that is not a date.
 */
export function dayBounds(
  date: string,
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
): { start: Date; end: Date } | undefined {
  const match = DATE_ONLY.exec(date.trim());
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const start = zonedTimeToInstant(timeZone, year, month, day);
    const next = zonedTimeToInstant(timeZone, year, month, day + 1);
    return { start, end: new Date(next.getTime() - 1) };
  }
  const instant = Date.parse(date);
  if (Number.isNaN(instant)) return undefined;
  return { start: new Date(instant), end: new Date(instant) };
}
