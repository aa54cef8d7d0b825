/** Steps of the spacing scale: `4` is `theme.space[4]`, 16 px. Shared by every layout primitive. */
export const SPACE_STEPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type SpaceStep = (typeof SPACE_STEPS)[number];

/** Elements a layout primitive may render, so that a layout can also carry the right semantics. */
export const BOX_ELEMENTS = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
] as const;
export type BoxElement = (typeof BOX_ELEMENTS)[number];

/**
 * Surfaces a Box can paint. Each one also sets the text colour of its pair in `contrastPairs`
 * (textDefault on the light surfaces, textInverse on inverse, textWarning on warning…).
 */
export const BOX_BACKGROUNDS = [
  'none',
  'default',
  'subtle',
  'muted',
  'inverse',
  'success',
  'danger',
  'warning',
  'info',
] as const;
export type BoxBackground = (typeof BOX_BACKGROUNDS)[number];
