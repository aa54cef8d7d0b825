import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUSPENSION_FIXTURE, ownerFixture, shopFixture } from '../../testing';
import { renderApp, stubApi } from '../../testing/pageTest';

describe('the signed-in frame', () => {
  it('keeps explaining why an account that is not a merchant is signed out', async () => {
    stubApi({ 'GET /users/me': () => ownerFixture({ roles: ['ROLE_USER'] }) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès impossible' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('pas un compte commerçant');
    expect(localStorage.getItem('token')).toBeNull();
    // Signed out by then: the explanation must not give way to the sign-in page.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1, name: 'Accès impossible' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains a merchant account without a company, signed out as well', async () => {
    stubApi({ 'GET /users/me': () => ({ ...ownerFixture(), shop: null }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès impossible' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1, name: 'Accès impossible' })).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session and offers a reload when the API cannot be reached', async () => {
    stubApi({
      'GET /users/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oups, une erreur est survenue.' }),
    ).toBeVisible();
    expect(
      screen.getByText('Le service est momentanément indisponible. Réessayez dans un instant.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Accès impossible' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-session-token');
  });

  it('shows why a suspended shop is suspended, in place of the not-validated banner, with no way to hide it', async () => {
    stubApi({}, { shop: shopFixture({ validated: false, suspension: SUSPENSION_FIXTURE }) });
    renderApp('/');
    const banner = await screen.findByText(/Votre boutique est suspendue par l’équipe merci/);
    expect(banner).toHaveTextContent(
      'Votre boutique est suspendue par l’équipe merci : factures impayées depuis deux mois. Vous pouvez tout consulter ; les modifications sont bloquées.',
    );
    expect(screen.queryByText(/notre équipe vous contactera sous 24 h/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masquer le message' })).not.toBeInTheDocument();
  });

  it('keeps the dismissible not-validated banner for a shop that is not suspended', async () => {
    stubApi({}, { shop: shopFixture({ validated: false }) });
    renderApp('/');
    expect(await screen.findByText(/notre équipe vous contactera sous 24 h/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Masquer le message' })).toBeVisible();
    expect(screen.queryByText(/suspendue/)).not.toBeInTheDocument();
  });
});
