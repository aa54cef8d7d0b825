import { STATISTICS_PERIODS, type StatisticsPeriod } from '@merci/domain';

/** The period shown when the URL names none: the last 12 months. */
export const DEFAULT_PERIOD: StatisticsPeriod = 12;

/** `?months=3|6|12` in the URL; anything else is the default period. */
export function readPeriod(params: URLSearchParams): StatisticsPeriod {
  const months = Number(params.get('months'));
  return (STATISTICS_PERIODS as readonly number[]).includes(months)
    ? (months as StatisticsPeriod)
    : DEFAULT_PERIOD;
}

/** The query of a period, without `months` for the default one. */
export function writePeriod(months: StatisticsPeriod): URLSearchParams {
  return new URLSearchParams(months === DEFAULT_PERIOD ? {} : { months: String(months) });
}
