export { VisuallyHidden } from './VisuallyHidden';
export { VISUALLY_HIDDEN_ELEMENTS } from './VisuallyHidden.types';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export type { VisuallyHiddenElement } from './VisuallyHidden.types';
