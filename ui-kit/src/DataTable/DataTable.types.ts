/** Where a column's header and cells sit: `end` for numbers, so that their digits line up. */
export const DATA_TABLE_ALIGNS = ['start', 'end', 'center'] as const;
export type DataTableAlign = (typeof DATA_TABLE_ALIGNS)[number];
