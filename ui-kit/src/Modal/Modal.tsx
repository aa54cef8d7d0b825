import { Close, Portal, Root, Trigger } from '@radix-ui/react-dialog';
import { type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon';
import { useReturnFocus } from './returnFocus';
import {
  ModalBackdrop,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalHeading,
  ModalTitle,
} from './Modal.styles';
import type { ModalSize } from './Modal.types';

export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Title of the dialog, read out as its accessible name. */
  title: ReactNode;
  /** A sentence under the title, read out as the dialog's description. */
  description?: ReactNode;
  /** The body of the dialog; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions at the bottom right, usually `Button`s; wrap one in `ModalClose` to make it close the dialog. */
  footer?: ReactNode;
  /** Accessible name of the × button in the corner (e.g. 'Fermer'). */
  closeLabel: string;
  /**
   * The element that opens the dialog (a `Button`); it gets the focus back when the dialog closes.
   * Without it, open the dialog with `isOpen`.
   */
  trigger?: ReactElement;
  /** Whether the dialog is open, for a controlled dialog; leave undefined to let the trigger drive it. */
  isOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, backdrop click, close button). */
  onOpenChange?: (change: { isOpen: boolean }) => void;
  /**
   * Maximum width.
   * @default 'md'
   */
  size?: ModalSize;
  /** Forwarded to the dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog on Radix Dialog: focus moves in and is trapped, Escape and a click on the backdrop
 * close it, and focus returns to the trigger (or, when controlled without one, to whatever had it).
 * Fades in and out (300 ms, backdrop 150 ms) unless the user prefers reduced motion.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  closeLabel,
  trigger,
  isOpen,
  onOpenChange,
  size = 'md',
  ...rest
}: ModalProps) {
  // Radix gives the focus back to its Trigger only; a dialog opened from elsewhere (controlled, no
  // trigger) returns it to the element that had it when the dialog opened.
  const returnFocus = useReturnFocus(Boolean(trigger));

  return (
    <Root open={isOpen} onOpenChange={(open) => onOpenChange?.({ isOpen: open })}>
      {trigger ? <Trigger asChild>{trigger}</Trigger> : null}
      <Portal>
        <ModalBackdrop data-testid="modal-backdrop" />
        <ModalContent
          $size={size}
          // Radix wires aria-describedby to the Description when there is one.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...rest}
          {...returnFocus}
        >
          <ModalHeader>
            <ModalHeading>
              <ModalTitle>{title}</ModalTitle>
              {description ? <ModalDescription>{description}</ModalDescription> : null}
            </ModalHeading>
            <ModalCloseButton aria-label={closeLabel}>
              <Icon name="x" size={20} />
            </ModalCloseButton>
          </ModalHeader>
          {children ? <ModalBody>{children}</ModalBody> : null}
          {footer ? <ModalFooter>{footer}</ModalFooter> : null}
        </ModalContent>
      </Portal>
    </Root>
  );
}

export interface ModalCloseProps {
  /** One element, usually a `Button`, that closes the dialog when pressed. */
  children: ReactElement;
}

/** Makes its child (a footer `Button` such as 'Annuler') close the surrounding `Modal`. */
export function ModalClose({ children }: ModalCloseProps) {
  return <Close asChild>{children}</Close>;
}
