export { PaginatedTable } from './PaginatedTable';
export type { PaginatedTableProps } from './PaginatedTable';
