import { useIntl } from 'react-intl';
import { useDateText } from '../dates/useDateText';

/**
 * « Prévenu le 26 nov. 2026 »: when the author was told of their reward, day, month and year, so
 * that the day never reads as a year.
 */
export function useNotifiedText() {
  const intl = useIntl();
  const dates = useDateText();
  return (notifiedAt: string | null | undefined) =>
    notifiedAt
      ? intl.formatMessage({ id: 'social.assign.notified.on' }, { date: dates.day(notifiedAt) })
      : undefined;
}
