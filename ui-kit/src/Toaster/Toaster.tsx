import { useSyncExternalStore, type ComponentPropsWithoutRef, type Ref } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { useTheme } from 'styled-components';
import {
  StyledToast,
  StyledViewport,
  ToastBody,
  ToastCloseButton,
  ToastIcon,
  ToastTitle,
} from './Toaster.styles';
import { toastStore, type ToastTone } from './toastStore';

const toneIcons = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
} as const satisfies Record<ToastTone, LucideIcon>;

export interface ToasterProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixToast.Viewport>,
  'label' | 'children' | 'asChild'
> {
  /** Accessible name of each toast's close button (e.g. 'Fermer'). */
  closeLabel: string;
  /**
   * Name of the notification region for screen readers; `{hotkey}` becomes the shortcut that
   * moves focus to it (e.g. 'Notifications ({hotkey})').
   */
  label: string;
  /** Word read before each toast by screen readers, so that it is not taken for page text (e.g. 'Notification'). */
  toastLabel: string;
  /**
   * Keys that move focus to the toasts.
   * @default ['F8']
   */
  hotkey?: string[];
  /** Forwarded to the list of toasts. */
  ref?: Ref<HTMLOListElement>;
}

/**
 * Shows the toasts raised with `toast()`, stacked at the bottom right. Each closes itself after
 * `theme.motion.toastAutoClose` (or its own `duration`), waits while hovered or focused, and has
 * a close button. Mount one, near the root of the app.
 */
export function Toaster({ closeLabel, label, toastLabel, ...rest }: ToasterProps) {
  const theme = useTheme();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <RadixToast.Provider label={toastLabel} duration={theme.motion.toastAutoClose}>
      {toasts.map(({ id, tone, title, message, duration, isOpen }) => {
        const Icon = toneIcons[tone];
        return (
          <StyledToast
            key={id}
            $tone={tone}
            type={tone === 'error' ? 'foreground' : 'background'}
            duration={duration}
            open={isOpen}
            onOpenChange={(open) => {
              if (!open) toastStore.dismiss(id);
            }}
          >
            <ToastIcon>
              <Icon aria-hidden="true" focusable="false" />
            </ToastIcon>
            <ToastBody>
              {title !== undefined && <ToastTitle>{title}</ToastTitle>}
              <RadixToast.Description>{message}</RadixToast.Description>
            </ToastBody>
            <ToastCloseButton aria-label={closeLabel}>
              <X aria-hidden="true" focusable="false" />
            </ToastCloseButton>
          </StyledToast>
        );
      })}
      <StyledViewport label={label} {...rest} />
    </RadixToast.Provider>
  );
}
