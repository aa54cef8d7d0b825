/** Vertical alignment of the children on the row. */
export const INLINE_ALIGNS = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof INLINE_ALIGNS)[number];

/** Horizontal distribution of the children; `between` pushes the first and last to the edges. */
export const INLINE_JUSTIFIES = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof INLINE_JUSTIFIES)[number];

/** Whether children move to a new line when the row is full (`wrap`) or stay on one line. */
export const INLINE_WRAPS = ['wrap', 'nowrap'] as const;
export type InlineWrap = (typeof INLINE_WRAPS)[number];
