import { monthKey, monthStartOffset } from './calendar.js';

/** How many ambassadors the rewards statistics' `topAmbassadors` lists. */
export const TOP_AMBASSADORS = 5;

/**
 * The `months` months that end with the current one, oldest first: `yyyy-MM`, first instant, and
 * the first instant of the month after, in the shop's time zone.
 */
export function periodMonths(now: Date, months: number, timeZone: string) {
  return Array.from({ length: months }, (_, index) => {
    const offset = index - (months - 1);
    const start = monthStartOffset(now, offset, timeZone);
    const end = monthStartOffset(now, offset + 1, timeZone);
    return { key: monthKey(start, timeZone), start: start.toISOString(), end: end.toISOString() };
  });
}
