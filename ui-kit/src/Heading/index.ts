export { Heading } from './Heading';
export { HEADING_DEFAULT_SIZES, HEADING_LEVELS, HEADING_SIZES } from './Heading.types';
export type { HeadingProps } from './Heading';
export type { HeadingLevel, HeadingSize } from './Heading.types';
