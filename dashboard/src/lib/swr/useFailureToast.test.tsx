import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { useFailureToast } from './useFailureToast';

function FailingList({ error }: { error?: Error }) {
  useFailureToast(error);
  return null;
}

const GENERIC = 'Oups, une erreur est survenue.';

describe('useFailureToast', () => {
  it('toasts once while a read keeps failing, and again after it has recovered', async () => {
    const { rerender } = render(
      <AppProviders locale="fr">
        <FailingList error={new Error('500')} />
      </AppProviders>,
    );
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();

    // A retry that fails again is a new error object: still one toast.
    rerender(
      <AppProviders locale="fr">
        <FailingList error={new Error('500 again')} />
      </AppProviders>,
    );
    expect(screen.getAllByText(GENERIC)).toHaveLength(1);

    // It recovered, then failed again: that is news, a second toast.
    rerender(
      <AppProviders locale="fr">
        <FailingList />
      </AppProviders>,
    );
    rerender(
      <AppProviders locale="fr">
        <FailingList error={new Error('503')} />
      </AppProviders>,
    );
    expect(await screen.findAllByText(GENERIC)).toHaveLength(2);
  });
});
