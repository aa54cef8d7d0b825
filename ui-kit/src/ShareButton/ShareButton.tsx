import { Share2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface ShareButtonProps extends Omit<
  ButtonProps,
  'as' | 'children' | 'isLoading' | 'startIcon' | 'endIcon'
> {
  /** The text handed to the share sheet, e.g. the comment to post. */
  text: string;
  /** An address shared with the text, e.g. the post's permalink. */
  url?: string;
  /** The button's label, e.g. "Partager". */
  label: string;
  /** Called once the share sheet was used (not when the user closed it). */
  onShare?: (event: { text: string; url?: string }) => void;
  /** Called when the browser refused to share, with what it threw (a closed sheet is not a failure). */
  onShareError?: (event: { text: string; error: unknown }) => void;
  /**
   * Visual weight, as for Button.
   * @default 'secondary'
   */
  variant?: ButtonProps['variant'];
}

/** Whether this browser has a share sheet (the Web Share API: most phones, few desktops). */
export function hasWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the device's share sheet with a text (and an address) to send it through any app. Renders
 * nothing where the browser has no Web Share API: pair it with a CopyButton, which always works.
 */
export function ShareButton({
  text,
  url,
  label,
  onShare,
  onShareError,
  variant = 'secondary',
  onClick,
  ...rest
}: ShareButtonProps) {
  if (!hasWebShare()) return null;

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    try {
      await navigator.share(url === undefined ? { text } : { text, url });
      onShare?.({ text, url });
    } catch (error) {
      // Closing the sheet rejects with an AbortError: the user changed their mind.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      onShareError?.({ text, error });
    }
  };

  return (
    <Button variant={variant} startIcon={<Share2 />} onClick={handleClick} {...rest}>
      {label}
    </Button>
  );
}
