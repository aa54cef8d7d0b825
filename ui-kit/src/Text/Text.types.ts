/**
 * Colours of the text. `default` inherits the surface's colour. Checked pairs (tokens
 * `contrastPairs`): muted on the default and subtle surfaces, success and danger on the default
 * surface or their own, warning and info only on their own surfaces (`<Box background="warning">`).
 */
export const TEXT_TONES = ['default', 'muted', 'success', 'danger', 'warning', 'info'] as const;
export type TextTone = (typeof TEXT_TONES)[number];

/** Sizes from the type scale: `xs` 12 px, `sm` 14, `md` 16, `lg` 18. */
export const TEXT_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_WEIGHTS = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof TEXT_WEIGHTS)[number];

/** Elements the text may render as. */
export const TEXT_ELEMENTS = ['span', 'p', 'div', 'strong', 'em', 'small', 'li', 'dt', 'dd'] as const;
export type TextElement = (typeof TEXT_ELEMENTS)[number];
