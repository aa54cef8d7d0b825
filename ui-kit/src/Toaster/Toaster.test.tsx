import { act, render, screen } from '@testing-library/react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@merci/tokens';
import { ThemeProvider } from '../ThemeProvider';
import { Toaster } from './Toaster';
import { toast } from './toastStore';

const toaster = (
  <ThemeProvider>
    <Toaster closeLabel="Fermer" label="Notifications ({hotkey})" toastLabel="Notification" />
  </ThemeProvider>
);

function renderToaster() {
  render(toaster);
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.clear();
  });

  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('closes a toast after theme.motion.toastAutoClose (5000 ms) by default', () => {
    renderToaster();
    act(() => {
      toast({ tone: 'success', message: 'Mot de passe modifié.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Mot de passe modifié.');

    act(() => vi.advanceTimersByTime(4999));
    expect(region).toHaveTextContent('Mot de passe modifié.');

    act(() => vi.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent('Mot de passe modifié.');
  });

  it('keeps a toast open as long as a theme given above says (the stories hold them for snapshots)', () => {
    const holding = { ...theme, motion: { ...theme.motion, toastAutoClose: Number.POSITIVE_INFINITY } };
    render(<StyledThemeProvider theme={holding}>{toaster}</StyledThemeProvider>);
    act(() => {
      toast({ tone: 'success', message: 'La récompense a été créée.' });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent(
      'La récompense a été créée.',
    );
  });

  it('closes a toast after its own duration when it has one', () => {
    renderToaster();
    act(() => {
      toast({ message: 'Récupération en cours...', duration: 1000 });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    act(() => vi.advanceTimersByTime(1000));
    expect(region).not.toHaveTextContent('Récupération en cours...');
  });

  it('removes a toast dismissed from outside React with toast.dismiss(id)', () => {
    renderToaster();
    let id = '';
    act(() => {
      id = toast({ tone: 'error', message: 'Oups, une erreur est survenue.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Oups, une erreur est survenue.');
    act(() => toast.dismiss(id));
    expect(region).not.toHaveTextContent('Oups, une erreur est survenue.');
  });
});
