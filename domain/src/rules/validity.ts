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

/** Whether a moment falls inside a validity interval; an open interval is always valid. */
export function isWithinValidity(
  now: Date,
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  if (!isBlank(start) && now.getTime() < Date.parse(start as string)) return false;
  if (!isBlank(end)) {
    // An end date without a time covers its whole day.
    const endTime = /^\d{4}-\d{2}-\d{2}$/.test(end as string)
      ? Date.parse(`${end as string}T23:59:59.999`)
      : Date.parse(end as string);
    if (now.getTime() > endTime) return false;
  }
  return true;
}
