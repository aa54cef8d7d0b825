export { ACCORDION_HEADING_LEVELS, ACCORDION_TYPES, Accordion } from './Accordion';
export type { AccordionEntry, AccordionHeadingLevel, AccordionProps, AccordionType } from './Accordion';
