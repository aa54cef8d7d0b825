import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import type { ToastTone } from './toastStore';
import { dismissButtonStyles } from '../styles/dismissButton';

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

const toneStyles = {
  success: css`
    color: ${({ theme }) => theme.color.textSuccess};
    background: ${({ theme }) => theme.color.surfaceSuccess};
    border-color: ${({ theme }) => theme.color.borderSuccess};
  `,
  error: css`
    color: ${({ theme }) => theme.color.textDanger};
    background: ${({ theme }) => theme.color.surfaceDanger};
    border-color: ${({ theme }) => theme.color.borderDanger};
  `,
  info: css`
    color: ${({ theme }) => theme.color.textInfo};
    background: ${({ theme }) => theme.color.surfaceInfo};
    border-color: ${({ theme }) => theme.color.borderInfo};
  `,
} as const satisfies Record<ToastTone, unknown>;

export const StyledToast = styled(RadixToast.Root)<{ $tone: ToastTone }>`
  /* base */
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  border: 1px solid transparent;
  border-left-width: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
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
  display: inline-flex;
  flex: none;
  align-items: center;
  /* One line of text high, so that the icon sits on the first line. */
  height: calc(1em * ${({ theme }) => theme.font.lineHeight.normal});

  svg {
    width: ${({ theme }) => theme.space[5]}px;
    height: ${({ theme }) => theme.space[5]}px;
  }
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
