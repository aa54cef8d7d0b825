import { useIntl } from 'react-intl';

/**
 * « Prévenu le 26 nov. 2026 »: when the author was told of their reward, day, month and year, so
 * that the day never reads as a year.
 */
export function useNotifiedText() {
  const intl = useIntl();
  return (notifiedAt: string | null | undefined) =>
    notifiedAt
      ? intl.formatMessage(
          { id: 'social.assign.notified.on' },
          { date: intl.formatDate(notifiedAt, { day: 'numeric', month: 'short', year: 'numeric' }) },
        )
      : undefined;
}
