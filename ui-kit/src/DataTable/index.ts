export { DATA_TABLE_ALIGNS, DataTable } from './DataTable';
export type { DataTableAlign, DataTableColumn, DataTableProps, DataTableRetryDetails } from './DataTable';
