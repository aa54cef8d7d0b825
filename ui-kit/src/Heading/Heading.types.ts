/** Outline levels: `3` renders an `h3`. Pick the level from the page structure, not the look. */
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Visual sizes, from the type scale: `display` 36 px, `xxl` 28 (22 on a phone), `xl` 22, `lg` 18, `md` 16, `sm` 14. */
export const HEADING_SIZES = ['display', 'xxl', 'xl', 'lg', 'md', 'sm'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];

/** The size each level has unless `size` says otherwise (token descriptions: h1 display, h2 xxl…). */
export const HEADING_DEFAULT_SIZES = {
  1: 'display',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
} as const satisfies Record<HeadingLevel, HeadingSize>;
