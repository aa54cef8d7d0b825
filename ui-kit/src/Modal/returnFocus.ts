import { useRef } from 'react';

/**
 * Where a dialog opened without its own trigger gives the focus back when it closes: the element
 * that had it when the dialog opened, if it is still in the page (Radix would send it to the body).
 */
export function useReturnFocus(hasTrigger: boolean) {
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnFocusRef.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const previous = returnFocusRef.current;
      if (!hasTrigger && previous?.isConnected) {
        event.preventDefault();
        previous.focus();
      }
    },
  };
}
