export const ACCORDION_TYPES = ['single', 'multiple'] as const;
export type AccordionType = (typeof ACCORDION_TYPES)[number];

export const ACCORDION_HEADING_LEVELS = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof ACCORDION_HEADING_LEVELS)[number];
