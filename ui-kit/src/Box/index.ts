export { BOX_BACKGROUNDS, BOX_ELEMENTS, Box, SPACE_STEPS } from './Box';
export type { BoxBackground, BoxElement, BoxProps, SpaceStep } from './Box';
