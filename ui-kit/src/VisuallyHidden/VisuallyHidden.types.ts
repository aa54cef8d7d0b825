/** Elements the hidden text may render as: inline by default, a block or paragraph when needed. */
export const VISUALLY_HIDDEN_ELEMENTS = ['span', 'div', 'p'] as const;
export type VisuallyHiddenElement = (typeof VISUALLY_HIDDEN_ELEMENTS)[number];
