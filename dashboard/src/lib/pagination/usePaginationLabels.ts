import { useIntl } from 'react-intl';

/** The translated labels every Pagination takes. */
export function usePaginationLabels() {
  const intl = useIntl();
  return {
    label: intl.formatMessage({ id: 'pagination.label' }),
    previousLabel: intl.formatMessage({ id: 'pagination.previous' }),
    nextLabel: intl.formatMessage({ id: 'pagination.next' }),
    firstLabel: intl.formatMessage({ id: 'pagination.first' }),
    lastLabel: intl.formatMessage({ id: 'pagination.last' }),
    pageLabel: (page: number) => intl.formatMessage({ id: 'pagination.page' }, { page }),
  };
}

/**
 * The same labels under PaginatedTable's names, to spread on it; `label` names the table's
 * pagination landmark ('Pagination' when absent).
 */
export function useTablePaginationLabels(label?: string) {
  const { label: defaultLabel, ...buttons } = usePaginationLabels();
  return { paginationLabel: label ?? defaultLabel, ...buttons };
}
