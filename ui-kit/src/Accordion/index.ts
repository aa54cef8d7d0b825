export { Accordion } from './Accordion';
export { ACCORDION_HEADING_LEVELS, ACCORDION_TYPES } from './Accordion.types';
export type { AccordionEntry, AccordionProps } from './Accordion';
export type { AccordionHeadingLevel, AccordionType } from './Accordion.types';
