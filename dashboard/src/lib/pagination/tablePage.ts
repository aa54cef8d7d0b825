import { PAGE_SIZE, type Page } from '@merci/domain';

/**
 * What a PaginatedTable shows of a page read through SWR: its rows, skeleton rows until the first
 * answer or failure, and the total that numbers the pages, 10 a page (SPEC §9).
 */
export function tablePage<Row>(page: Page<Row> | undefined, error: unknown) {
  return {
    rows: page?.items ?? [],
    isLoading: !page && !error,
    total: page?.total ?? 0,
    pageSize: PAGE_SIZE.default,
  };
}
