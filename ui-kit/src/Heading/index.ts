export { HEADING_DEFAULT_SIZES, HEADING_LEVELS, HEADING_SIZES, Heading } from './Heading';
export type { HeadingLevel, HeadingProps, HeadingSize } from './Heading';
