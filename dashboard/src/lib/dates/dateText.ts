import type { IntlShape } from 'react-intl';

type Formatter = Pick<IntlShape, 'formatDate' | 'formatRelativeTime'>;

/** A bare `yyyy-MM-dd` is a calendar day: read at midnight UTC and shown in UTC, never a day off. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Beyond a week, a relative time ('il y a 23 jours') reads worse than the date itself. */
const RELATIVE_LIMIT = 7 * DAY;

/**
 * Dates that cannot be misread: a day always with its month in letters and its year ('26 nov.
 * 2026', '26 Nov 2026'), never a month and a two-digit year ('nov. 26' reads as 26 November).
 */
export function dateText(intl: Formatter) {
  const day = (value: string | Date, timeZone?: string) =>
    typeof value === 'string' && DATE_ONLY.test(value)
      ? intl.formatDate(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
      : intl.formatDate(value, { dateStyle: 'medium', timeZone });

  const dateTime = (value: string | Date, timeZone?: string) =>
    intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone });

  /**
   * 'il y a 2 h', 'il y a 3 jours' within a week of `now`, the day and time beyond; show
   * `dateTime` beside it (a title) for the exact moment.
   */
  const relative = (value: string | Date, now: Date = new Date()) => {
    const elapsed = new Date(value).getTime() - now.getTime();
    const size = Math.abs(elapsed);
    if (size >= RELATIVE_LIMIT) return dateTime(value);
    if (size < MINUTE) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
    if (size < HOUR) return intl.formatRelativeTime(Math.round(elapsed / MINUTE), 'minute');
    if (size < DAY) return intl.formatRelativeTime(Math.round(elapsed / HOUR), 'hour', { style: 'short' });
    return intl.formatRelativeTime(Math.round(elapsed / DAY), 'day', { numeric: 'auto' });
  };

  return { day, dateTime, relative };
}
