export { DIVIDER_ORIENTATIONS, Divider } from './Divider';
export type { DividerOrientation, DividerProps } from './Divider';
