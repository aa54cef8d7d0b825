export { VISUALLY_HIDDEN_ELEMENTS, VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenElement, VisuallyHiddenProps } from './VisuallyHidden';
