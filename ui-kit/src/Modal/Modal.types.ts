export const MODAL_SIZES = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
