import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../ThemeProvider';
import { CopyButton } from './CopyButton';

const labels = { label: 'Copier le code', copiedLabel: 'Code copié', errorLabel: 'Copie impossible' };

function renderCopyButton(props: Partial<Parameters<typeof CopyButton>[0]> = {}) {
  return render(
    <ThemeProvider>
      <CopyButton text="MERCI-ETE-2025" {...labels} {...props} />
    </ThemeProvider>,
  );
}

/** Replaces `navigator.clipboard` (undefined: a page served over plain HTTP) until the test ends. */
function stubClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** Gives `document.execCommand` the answer a browser would, until the test ends. */
function stubExecCommand(implementation: (command: string) => boolean) {
  const execCommand = vi.fn(implementation);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  vi.useRealTimers();
});

describe('CopyButton without the Clipboard API', () => {
  beforeEach(() => stubClipboard(undefined));

  it('copies through a selected hidden textarea and execCommand, then removes it', async () => {
    let selection = '';
    const execCommand = stubExecCommand(() => {
      const textarea = document.querySelector('textarea');
      selection = textarea?.value.slice(textarea.selectionStart, textarea.selectionEnd) ?? '';
      return true;
    });
    const onCopy = vi.fn();
    renderCopyButton({ onCopy });
    const button = screen.getByRole('button', { name: 'Copier le code' });
    button.focus();

    fireEvent.click(button);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Code copié'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selection).toBe('MERCI-ETE-2025');
    expect(onCopy).toHaveBeenCalledWith({ text: 'MERCI-ETE-2025' });
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('shows and announces the error label when execCommand refuses to copy', async () => {
    stubExecCommand(() => false);
    const onCopy = vi.fn();
    const onCopyError = vi.fn();
    renderCopyButton({ onCopy, onCopyError });

    fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copie impossible'));
    expect(screen.getByRole('button', { name: 'Copie impossible' })).toBeInTheDocument();
    expect(onCopy).not.toHaveBeenCalled();
    expect(onCopyError).toHaveBeenCalledWith({ text: 'MERCI-ETE-2025', error: expect.any(Error) });
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('CopyButton feedback', () => {
  it('returns to its label two seconds after copying', async () => {
    vi.useFakeTimers();
    stubClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    renderCopyButton();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
    });
    expect(screen.getByRole('button', { name: 'Code copié' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Code copié' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copier le code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts the two seconds again when copied a second time', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    renderCopyButton();
    const button = screen.getByRole('button', { name: 'Copier le code' });

    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(1500));
    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(1500));

    expect(writeText).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Code copié' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copier le code' })).toBeInTheDocument();
  });
});
