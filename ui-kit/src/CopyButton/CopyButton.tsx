import { Check, CircleAlert, Copy } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, type ButtonProps } from '../Button';
import { CopyLabel, CopyLabels, LiveRegion } from './CopyButton.styles';

type CopyStatus = 'idle' | 'copied' | 'error';

/** How long the done or error state stays before the button shows its label again, in ms. */
const FEEDBACK_DURATION = 2000;

export interface CopyButtonProps extends Omit<
  ButtonProps,
  'as' | 'children' | 'isLoading' | 'startIcon' | 'endIcon' | 'onCopy'
> {
  /** The text put on the clipboard, e.g. a promo code. */
  text: string;
  /** The button's label at rest, e.g. "Copier le code". */
  label: string;
  /** Shown and announced (politely) once the text is on the clipboard, e.g. "Code copié". */
  copiedLabel: string;
  /** Shown and announced when the browser refuses to copy, e.g. "Copie impossible". */
  errorLabel: string;
  /** Called once the text is on the clipboard. */
  onCopy?: (event: { text: string }) => void;
  /** Called when copying failed, with what the browser threw. */
  onCopyError?: (event: { text: string; error: unknown }) => void;
  /**
   * Milliseconds the done or error state stays before the label comes back.
   * @default 2000
   */
  feedbackDuration?: number;
  /**
   * Visual weight, as for Button.
   * @default 'secondary'
   */
  variant?: ButtonProps['variant'];
}

/**
 * Puts `text` on the clipboard. Uses the Clipboard API, or, where it is missing (a page served
 * over plain HTTP), a hidden textarea and `document.execCommand('copy')`.
 */
async function writeToClipboard(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    await navigator.clipboard.writeText(text);
    return;
  }
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.readOnly = true;
  textarea.tabIndex = -1;
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    opacity: '0',
    pointerEvents: 'none',
  });
  document.body.append(textarea);
  try {
    textarea.select();
    if (!document.execCommand('copy')) throw new Error('document.execCommand("copy") was refused');
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

/**
 * Copies a text to the clipboard. It then shows a check and `copiedLabel` for about two seconds
 * (or `errorLabel` if the browser refused) and announces it through a polite live region. The
 * button keeps the width of its longest label, so a table row does not jump.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  errorLabel,
  onCopy,
  onCopyError,
  feedbackDuration = FEEDBACK_DURATION,
  variant = 'secondary',
  onClick,
  ...rest
}: CopyButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const showFeedback = (next: CopyStatus) => {
    setStatus(next);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setStatus('idle'), feedbackDuration);
  };

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    try {
      await writeToClipboard(text);
      showFeedback('copied');
      onCopy?.({ text });
    } catch (error) {
      showFeedback('error');
      onCopyError?.({ text, error });
    }
  };

  const icon = { idle: <Copy />, copied: <Check />, error: <CircleAlert /> }[status];
  const announcement = { idle: '', copied: copiedLabel, error: errorLabel }[status];

  return (
    <>
      <Button variant={variant} startIcon={icon} onClick={handleClick} {...rest}>
        <CopyLabels>
          <CopyLabel $isShown={status === 'idle'} aria-hidden={status !== 'idle'}>
            {label}
          </CopyLabel>
          <CopyLabel $isShown={status === 'copied'} aria-hidden={status !== 'copied'}>
            {copiedLabel}
          </CopyLabel>
          <CopyLabel $isShown={status === 'error'} aria-hidden={status !== 'error'}>
            {errorLabel}
          </CopyLabel>
        </CopyLabels>
      </Button>
      <LiveRegion role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </LiveRegion>
    </>
  );
}
