export { DataTable } from './DataTable';
export { DATA_TABLE_ALIGNS } from './DataTable.types';
export type { DataTableColumn, DataTableProps, DataTableRetryDetails } from './DataTable';
export type { DataTableAlign } from './DataTable.types';
