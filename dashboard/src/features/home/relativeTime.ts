const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * `iso` against now, in the unit a person would say it ("il y a 2 h", "dans 3 h", "il y a 3 j"):
 * the value and unit for `intl.formatRelativeTime`, negative in the past.
 */
export function relativeTimeParts(
  iso: string,
  now = Date.now(),
): [value: number, unit: Intl.RelativeTimeFormatUnit] {
  const diff = Date.parse(iso) - now;
  const distance = Math.abs(diff);
  if (distance < HOUR) return [Math.round(diff / MINUTE), 'minute'];
  if (distance < DAY) return [Math.round(diff / HOUR), 'hour'];
  return [Math.round(diff / DAY), 'day'];
}
