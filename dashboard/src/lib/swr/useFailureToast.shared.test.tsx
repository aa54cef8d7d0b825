import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { useFailureToast } from './useFailureToast';

function FailingList({ error }: { error?: Error }) {
  useFailureToast(error);
  return null;
}

// A file of its own: the toasts of other tests would still be on screen.
describe('useFailureToast, several lists', () => {
  it('toasts once for the lists of a screen failing together (the author page: contents and rewards)', async () => {
    render(
      <AppProviders locale="fr">
        <FailingList error={new Error('contents: 500')} />
        <FailingList error={new Error('assigned rewards: 500')} />
      </AppProviders>,
    );
    expect(await screen.findAllByText('Oups, une erreur est survenue.')).toHaveLength(1);
  });
});
