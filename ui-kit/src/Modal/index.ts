export { Modal, ModalClose } from './Modal';
export { MODAL_SIZES } from './Modal.types';
export type { ModalCloseProps, ModalProps } from './Modal';
export type { ModalSize } from './Modal.types';
