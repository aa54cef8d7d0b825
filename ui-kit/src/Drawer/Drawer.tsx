import { Portal, Root, Trigger } from '@radix-ui/react-dialog';
import { type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon';
import { useReturnFocus } from '../Modal/returnFocus';
import {
  DrawerBackdrop,
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerHeader,
  DrawerTitle,
} from './Drawer.styles';

export interface DrawerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Title at the top of the panel, read out as the dialog's accessible name (e.g. 'Menu'). */
  title: ReactNode;
  /** The panel's content; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Accessible name of the × button (e.g. 'Fermer le menu'). */
  closeLabel: string;
  /**
   * The element that opens the drawer (an `IconButton`); it gets `aria-expanded`, and the focus
   * back when the drawer closes.
   */
  trigger?: ReactElement;
  /** Whether the drawer is open, for a controlled drawer; leave undefined to let the trigger drive it. */
  isOpen?: boolean;
  /** Called when the drawer asks to open or close (trigger, Escape, backdrop, close button). */
  onOpenChange?: (change: { isOpen: boolean }) => void;
  /** Forwarded to the dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A panel that slides over the page from the start edge, a modal dialog on Radix Dialog: the
 * focus moves in and is trapped, the page behind is inert and does not scroll, Escape, the
 * backdrop and the × button close it, and the focus returns to the trigger (or, when controlled
 * without one, to whatever had it). For a phone's menu.
 */
export function Drawer({ title, children, closeLabel, trigger, isOpen, onOpenChange, ...rest }: DrawerProps) {
  // Radix gives the focus back to its Trigger only; a drawer opened from elsewhere returns it to
  // the element that had it when the drawer opened.
  const returnFocus = useReturnFocus(Boolean(trigger));
  return (
    <Root open={isOpen} onOpenChange={(open) => onOpenChange?.({ isOpen: open })}>
      {trigger ? <Trigger asChild>{trigger}</Trigger> : null}
      <Portal>
        <DrawerBackdrop />
        <DrawerContent aria-describedby={undefined} {...rest} {...returnFocus}>
          <DrawerHeader>
            <DrawerTitle>{title}</DrawerTitle>
            <DrawerCloseButton aria-label={closeLabel}>
              <Icon name="x" size={22} />
            </DrawerCloseButton>
          </DrawerHeader>
          <DrawerBody>{children}</DrawerBody>
        </DrawerContent>
      </Portal>
    </Root>
  );
}
