export { PAGINATION_ELLIPSIS, Pagination, paginationItems, paginationPageCount } from './Pagination';
export type { PaginationChangeDetails, PaginationItem, PaginationProps } from './Pagination';
