export { Divider } from './Divider';
export { DIVIDER_ORIENTATIONS } from './Divider.types';
export type { DividerProps } from './Divider';
export type { DividerOrientation } from './Divider.types';
