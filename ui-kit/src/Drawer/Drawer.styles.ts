import { Close, Content, Overlay, Title } from '@radix-ui/react-dialog';
import { dialogCloseButton } from '../Modal/Modal.styles';
import styled, { keyframes } from 'styled-components';
import { dialogAnimation, dialogBackdrop } from '../styles/dialogMotion';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const slideOut = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

export const DrawerBackdrop = styled(Overlay)`
  ${dialogBackdrop}
`;

export const DrawerContent = styled(Content)`
  /* base */
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  box-shadow: ${({ theme }) => theme.shadow.lg};

  /* size: the page stays in sight beside it, a reminder that it is still there */
  width: min(20rem, calc(100vw - ${({ theme }) => theme.space[8]}px));
  height: 100dvh;

  /* states */
  &:focus {
    outline: none;
  }

  ${({ theme }) => dialogAnimation(slideIn, slideOut, theme.motion.modalFade)}

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceDefault};
`;

export const DrawerHeader = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.space[8] + theme.space[2]}px;
  padding: ${({ theme }) => `0 ${theme.space[2]}px 0 ${theme.space[4]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
`;

export const DrawerTitle = styled(Title)`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const DrawerCloseButton = styled(Close)`
  ${dialogCloseButton}
  /* a thumb's target */
  width: 44px;
  height: 44px;
`;

export const DrawerBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;
`;
