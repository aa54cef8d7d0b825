import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import type { ToastTone } from './toastStore';
import { dismissButtonStyles } from '../styles/dismissButton';
import { messageBoxStyles, messageIconStyles, toneMessageStyles } from '../styles/statusTone';

// Slides in without fading, so that a toast is fully opaque (and readable) from its first frame.
const slideIn = keyframes`
  from {
    transform: translateX(calc(100% + var(--merci-toast-gutter)));
  }
  to {
    transform: translateX(0);
  }
`;

const fadeOut = keyframes`
  from {
    opacity: 1;
  }
  to {
    opacity: 0;
  }
`;

const swipeOut = keyframes`
  from {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
  to {
    transform: translateX(calc(100% + var(--merci-toast-gutter)));
  }
`;

export const StyledViewport = styled(RadixToast.Viewport)`
  /* base */
  --merci-toast-gutter: ${({ theme }) => theme.space[6]}px;
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  list-style: none;
  /* The empty corner lets clicks through to the page; the toasts take them. */
  pointer-events: none;

  /* size */
  width: 100%;
  max-width: calc(420px + 2 * var(--merci-toast-gutter));
  padding: var(--merci-toast-gutter);
`;

/** An error toast has the danger tone of the other messages. */
const toneStyles = {
  success: toneMessageStyles.success,
  error: toneMessageStyles.danger,
  info: toneMessageStyles.info,
} as const satisfies Record<ToastTone, unknown>;

export const StyledToast = styled(RadixToast.Root)<{ $tone: ToastTone }>`
  /* base */
  ${messageBoxStyles}
  box-shadow: ${({ theme }) => theme.shadow.md};
  pointer-events: auto;

  /* size */
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};

  /* states: enter, leave and swipe to the right */
  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.motion.modalFade}ms ${({ theme }) => theme.easing.standard};
  }

  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.backdropFade}ms
      ${({ theme }) => theme.easing.standard};
  }

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.motion.backdropFade}ms
      ${({ theme }) => theme.easing.standard};
  }

  &[data-swipe='end'] {
    animation: ${swipeOut} ${({ theme }) => theme.motion.backdropFade}ms
      ${({ theme }) => theme.easing.standard};
  }

  /* colour */
  ${({ $tone }) => toneStyles[$tone]}
`;

export const ToastIcon = styled.span`
  ${messageIconStyles}
`;

export const ToastBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const ToastTitle = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ToastCloseButton = styled(RadixToast.Close)`
  ${dismissButtonStyles}
`;
