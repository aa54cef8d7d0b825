import { fn } from 'storybook/test';

/** The share sheet the stories give the page: a spy that resolves, as when the user shares. */
export const share = fn(() => Promise.resolve());

/**
 * Gives the page a share sheet (the Web Share API, which most desktop browsers lack) until the
 * story ends (`beforeEach` returns the cleanup), so that the share button shows.
 */
export function withShareSheet(): () => void {
  const previous = Object.getOwnPropertyDescriptor(navigator, 'share');
  share.mockClear();
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return () => {
    if (previous) Object.defineProperty(navigator, 'share', previous);
    else Reflect.deleteProperty(navigator, 'share');
  };
}
