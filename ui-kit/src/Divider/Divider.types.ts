/** `horizontal` between stacked blocks; `vertical` between items on a row (inside an Inline). */
export const DIVIDER_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type DividerOrientation = (typeof DIVIDER_ORIENTATIONS)[number];
