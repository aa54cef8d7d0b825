import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../ThemeProvider';
import { ShareButton } from './ShareButton';

function renderShareButton(props: Partial<Parameters<typeof ShareButton>[0]> = {}) {
  return render(
    <ThemeProvider>
      <ShareButton text="Merci @lea !" url="https://www.instagram.com/p/DEMO/" label="Partager" {...props} />
    </ThemeProvider>,
  );
}

/** Gives the page a share sheet (the Web Share API) until the test ends. */
function stubShare(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('is not shown where the browser has no share sheet', () => {
    renderShareButton();
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
  });

  it('hands the text and the address to the share sheet', async () => {
    const share = stubShare(() => Promise.resolve());
    const onShare = vi.fn();
    renderShareButton({ onShare });
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(onShare).toHaveBeenCalledOnce());
    expect(share).toHaveBeenCalledWith({ text: 'Merci @lea !', url: 'https://www.instagram.com/p/DEMO/' });
  });

  it('takes a closed sheet as no failure, and reports a refusal', async () => {
    const onShareError = vi.fn();
    stubShare(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const { unmount } = renderShareButton({ onShareError });
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onShareError).not.toHaveBeenCalled();
    unmount();

    const refusal = new DOMException('not allowed', 'NotAllowedError');
    stubShare(() => Promise.reject(refusal));
    renderShareButton({ onShareError });
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(onShareError).toHaveBeenCalledWith({ text: 'Merci @lea !', error: refusal }));
  });
});
