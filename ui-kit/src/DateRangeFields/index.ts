export { DateRangeFields } from './DateRangeFields';
export type { DateRangeFieldsProps } from './DateRangeFields';
