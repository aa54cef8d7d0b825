import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../ThemeProvider';
import { Toaster } from './Toaster';
import { toast } from './toastStore';

function renderToaster() {
  render(
    <ThemeProvider>
      <Toaster closeLabel="Fermer" label="Notifications ({hotkey})" toastLabel="Notification" />
    </ThemeProvider>,
  );
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
