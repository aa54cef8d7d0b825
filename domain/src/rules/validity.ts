import { DEFAULT_SHOP_TIME_ZONE, dayBounds } from './calendar.js';

/** Why a validity interval is invalid, or null when it is fine (SPEC §4 "Validity intervals"). */
export type ValidityIntervalError = 'blank' | 'interval';

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

/**
 * Both dates empty, or both filled with start not after end. Dates are `yyyy-MM-dd` or ISO-8601.
 */
export function validityIntervalError(
  start: string | null | undefined,
  end: string | null | undefined,
): ValidityIntervalError | null {
  if (isBlank(start) && isBlank(end)) return null;
  if (isBlank(start) || isBlank(end)) return 'blank';
  return Date.parse(start as string) > Date.parse(end as string) ? 'interval' : null;
}

/**
 * Whether a moment falls inside a validity interval; an open interval is always valid. A date
 * without a time is a whole day in the shop's time zone: valid from its first instant there to its
 * last, whatever the zone of the machine that asks.
 */
export function isWithinValidity(
  now: Date,
  start: string | null | undefined,
  end: string | null | undefined,
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
): boolean {
  const from = isBlank(start) ? undefined : dayBounds(start as string, timeZone);
  if (from && now.getTime() < from.start.getTime()) return false;
  const until = isBlank(end) ? undefined : dayBounds(end as string, timeZone);
  if (until && now.getTime() > until.end.getTime()) return false;
  return true;
}
