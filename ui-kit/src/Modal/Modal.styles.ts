import { Close, Content, Description, Overlay, Title } from '@radix-ui/react-dialog';
import styled, { css } from 'styled-components';
import { dialogAnimation, dialogBackdrop, fadeIn, fadeOut } from '../styles/dialogMotion';
import type { ModalSize } from './Modal.types';

const sizeStyles = {
  sm: css`
    --merci-modal-width: 25rem;
  `,
  md: css`
    --merci-modal-width: 35rem;
  `,
  lg: css`
    --merci-modal-width: 45rem;
  `,
} as const satisfies Record<ModalSize, unknown>;

export const ModalBackdrop = styled(Overlay)`
  ${dialogBackdrop}
`;

export const ModalContent = styled(Content)<{ $size: ModalSize }>`
  /* base */
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  transform: translate(-50%, -50%);
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  /* size */
  ${({ $size }) => sizeStyles[$size]}
  width: min(var(--merci-modal-width), calc(100vw - ${({ theme }) => theme.space[6]}px));
  max-height: calc(100dvh - ${({ theme }) => theme.space[7]}px);

  /* states */
  &:focus {
    outline: none;
  }

  ${({ theme }) => dialogAnimation(fadeIn, fadeOut, theme.motion.modalFade)}

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceDefault};
`;

export const ModalHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[5]}px ${theme.space[4]}px ${theme.space[6]}px`};
`;

export const ModalHeading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[1]}px;
`;

export const ModalTitle = styled(Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const ModalDescription = styled(Description)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The look of a dialog's close button (Modal, Drawer); each gives its size. */
export const dialogCloseButton = css`
  /* base */
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  /* size */
  padding: 0;

  /* states */
  &:hover {
    color: ${({ theme }) => theme.color.textDefault};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
  background: transparent;
`;

export const ModalCloseButton = styled(Close)`
  ${dialogCloseButton}
  width: ${({ theme }) => theme.space[7]}px;
  height: ${({ theme }) => theme.space[7]}px;
`;

export const ModalBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `0 ${theme.space[6]}px ${theme.space[5]}px`};
`;

export const ModalFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[6]}px`};
  border-top: 1px solid ${({ theme }) => theme.color.borderDefault};

  /* On a phone the actions stack full width, in reading (and focus) order. */
  ${({ theme }) => theme.media.down('sm')} {
    flex-direction: column;
  }
`;
