export { MODAL_SIZES, Modal, ModalClose } from './Modal';
export type { ModalCloseProps, ModalProps, ModalSize } from './Modal';
