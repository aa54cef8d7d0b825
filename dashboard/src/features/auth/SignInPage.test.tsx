import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem, renderApp, stubApi } from '../../testing/pageTest';

const renderSignedOut = (path: string, locale: 'fr' | 'en' = 'fr') =>
  renderApp(path, { locale, isSignedIn: false });

describe('/signin', () => {
  it('shows its title in French', async () => {
    renderSignedOut('/signin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
  });

  it('shows its title in English when the locale is en', async () => {
    renderSignedOut('/signin', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to your space' })).toBeVisible();
  });

  it('is where a visitor without a session lands from /', async () => {
    // The API would refuse whatever is asked without a session: nothing is asked.
    const api = stubApi({
      'GET /users/me': () => problem(401),
    });
    const { router } = renderSignedOut('/');
    expect(await screen.findByRole('heading', { name: 'Connectez-vous à votre espace' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
    expect(api.callsTo('GET', '/users/me')).toEqual([]);
  });

  it('answers an unknown path with "Page introuvable."', async () => {
    renderSignedOut('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('says a refused sign-in above its button and takes the focus there, at each try', async () => {
    stubApi({ 'POST /v1/oauth': () => problem(401) });
    renderSignedOut('/signin');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), 'lea@boutique.fr');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'pas-le-bon');
    const send = screen.getByRole('button', { name: 'Se connecter' });
    await userEvent.click(send);
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Connexion impossible.');
    expect(message).toHaveTextContent('Vérifiez votre adresse e-mail et votre mot de passe');
    await waitFor(() => expect(message).toHaveFocus());
    await userEvent.click(send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });
});
