export { MultiSelect } from './MultiSelect';
export type { MultiSelectChangeDetails, MultiSelectProps } from './MultiSelect';
