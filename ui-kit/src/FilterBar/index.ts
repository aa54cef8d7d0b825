export { FilterBar } from './FilterBar';
export type {
  FilterBarChangeDetails,
  FilterBarProps,
  FilterBarTypeOption,
  FilterBarValue,
} from './FilterBar';
export { useDebouncedEmit } from './useDebouncedEmit';
export type { DebouncedEmit } from './useDebouncedEmit';
