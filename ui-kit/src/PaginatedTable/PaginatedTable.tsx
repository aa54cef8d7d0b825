import { PAGE_SIZE } from '@merci/domain';
import type { ReactElement } from 'react';
import { DataTable, type DataTableProps } from '../DataTable';
import { Pagination, type PaginationChangeDetails } from '../Pagination';
import { StyledPaginatedTable } from './PaginatedTable.styles';

export interface PaginatedTableProps<Row> extends DataTableProps<Row> {
  /** The current page, from 1; `rows` are the rows of this page. */
  page: number;
  /**
   * Rows per page (SPEC §9: 10 for every table); also the number of skeleton rows while loading.
   * @default 10
   */
  pageSize?: number;
  /** Number of rows across all pages (`hydra:totalItems`); the pages are `ceil(total / pageSize)`. */
  total: number;
  /** Called with the page asked for; the caller loads it and passes it back as `page`. */
  onPageChange: (details: PaginationChangeDetails) => void;
  /** Names the pagination landmark, e.g. 'Pagination des récompenses attribuées'. */
  paginationLabel: string;
  /** Accessible name of the previous-page button, e.g. 'Précédent'. */
  previousLabel: string;
  /** Accessible name of the next-page button, e.g. 'Suivant'. */
  nextLabel: string;
  /** Accessible name of the first-page button, e.g. 'Première page'. */
  firstLabel: string;
  /** Accessible name of the last-page button, e.g. 'Dernière page'. */
  lastLabel: string;
  /** Accessible name of each page button from its number, e.g. `(page) => \`Page ${page}\``. */
  pageLabel: (page: number) => string;
}

/**
 * A DataTable with its Pagination below, for server-side pages: the caller passes the rows of
 * `page` and the `total`, and loads another page on `onPageChange`. The pagination hides for one
 * page or fewer and while the error alert shows.
 */
export function PaginatedTable<Row>({
  page,
  pageSize = PAGE_SIZE.default,
  total,
  onPageChange,
  paginationLabel,
  previousLabel,
  nextLabel,
  firstLabel,
  lastLabel,
  pageLabel,
  columns,
  rows,
  getRowId,
  caption,
  isCaptionHidden,
  isLoading,
  loadingRowCount = pageSize,
  emptyMessage,
  emptyAction,
  errorMessage,
  errorTitle,
  isRetrying,
  retryLabel,
  onRetry,
  ...rest
}: PaginatedTableProps<Row>): ReactElement {
  const hasError = !isLoading && errorMessage !== undefined && errorMessage !== null;
  return (
    <StyledPaginatedTable {...rest}>
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        caption={caption}
        isCaptionHidden={isCaptionHidden}
        isLoading={isLoading}
        loadingRowCount={loadingRowCount}
        emptyMessage={emptyMessage}
        emptyAction={emptyAction}
        errorMessage={errorMessage}
        errorTitle={errorTitle}
        isRetrying={isRetrying}
        retryLabel={retryLabel}
        onRetry={onRetry}
      />
      {!hasError && (
        <Pagination
          page={page}
          total={total}
          pageSize={pageSize}
          onPageChange={onPageChange}
          label={paginationLabel}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          firstLabel={firstLabel}
          lastLabel={lastLabel}
          pageLabel={pageLabel}
        />
      )}
    </StyledPaginatedTable>
  );
}
