import { useCallback, useSyncExternalStore } from 'react';
import { breakpointValue, type Breakpoint } from '@merci/tokens';

/**
 * Whether the window is at least as wide as `breakpoint` (the tokens' `media.up`), kept up to date
 * as it is resized. For what CSS cannot switch alone, such as a component's variant; the
 * pre-rendered page and a window without matchMedia count as wide.
 */
export function useMediaUp(breakpoint: Breakpoint): boolean {
  const query = `(min-width: ${breakpointValue[breakpoint]}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(query).matches),
    () => true,
  );
}
