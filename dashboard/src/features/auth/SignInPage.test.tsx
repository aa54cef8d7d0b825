import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { routes } from '../../app/routes';
import type { Locale } from '../../i18n/messages';

function renderAt(path: string, locale: Locale = 'fr') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders locale={locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('/signin', () => {
  it('shows its title in French', async () => {
    renderAt('/signin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
  });

  it('shows its title in English when the locale is en', async () => {
    renderAt('/signin', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to your space' })).toBeVisible();
  });

  it('is where a visitor without a session lands from /', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Connectez-vous à votre espace' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('answers an unknown path with "Page introuvable."', async () => {
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });
});
