export { Box } from './Box';
export { BOX_BACKGROUNDS, BOX_ELEMENTS, SPACE_STEPS } from './Box.types';
export type { BoxProps } from './Box';
export type { BoxBackground, BoxElement, SpaceStep } from './Box.types';
