import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onlineStoreFixture } from '../../testing/fixtures';
import { hydra, json, problem, renderApp, stubApiWith } from '../../testing/pageTest';

const AUTHORIZE_URL = 'https://atelier-lea.myshopify.com/admin/oauth/authorize?client_id=merci&state=s1';

const setup = stubApiWith({
  'GET /shops/1/online_stores': () => hydra([]),
  'POST /shops/1/online_stores/connect': () => ({ authorizeUrl: AUTHORIZE_URL }),
});

/** The browser's address, whose `assign` the tab calls to leave for the store's page. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const domainField = () => screen.findByRole('textbox', { name: /Adresse de la boutique/ });
const connectButton = () => screen.getByRole('button', { name: 'Connecter ma boutique' });

describe('/account/online-store', { timeout: 30_000 }, () => {
  it("sends the store's address to connect it, then leaves for the store's page, the button busy", async () => {
    const api = setup();
    const assign = stubLocation();
    const user = userEvent.setup();
    renderApp('/account/online-store');
    await user.type(await domainField(), 'Atelier-Lea');
    await user.click(connectButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(api.callsTo('POST', '/shops/1/online_stores/connect').map((call) => call.body)).toEqual([
      { platform: 'shopify', domain: 'atelier-lea.myshopify.com' },
    ]);
    expect(connectButton()).toHaveAttribute('aria-busy', 'true');
  });

  it('says under the field that an address is not a Shopify store, without sending it', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/account/online-store');
    const field = await domainField();
    await user.type(field, 'www.atelier-lea.fr');
    await user.click(connectButton());

    expect(await screen.findByText(/Indiquez l’adresse Shopify de votre boutique/)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/shops/1/online_stores/connect')).toHaveLength(0);
    // The error clears as the address changes; what was typed stays.
    await user.type(field, 'x');
    expect(screen.queryByText(/Indiquez l’adresse Shopify de votre boutique/)).not.toBeInTheDocument();
    expect(field).toHaveValue('www.atelier-lea.frx');
  });

  it("puts the API's refusal of the address under the field, keeping it", async () => {
    setup({
      'POST /shops/1/online_stores/connect': () => problem(409, 'online_store.errors.taken'),
    });
    const assign = stubLocation();
    const user = userEvent.setup();
    renderApp('/account/online-store');
    const field = await domainField();
    await user.type(field, 'atelier-lea');
    await user.click(connectButton());

    expect(
      await screen.findByText('Cette boutique est déjà connectée à un autre compte merci.'),
    ).toBeVisible();
    expect(field).toHaveValue('atelier-lea');
    expect(field).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
    expect(connectButton()).not.toHaveAttribute('aria-busy', 'true');
  });

  it('toasts a failed connection that is not about the address, and keeps what was typed', async () => {
    setup({ 'POST /shops/1/online_stores/connect': () => problem(500) });
    const user = userEvent.setup();
    renderApp('/account/online-store');
    await user.type(await domainField(), 'atelier-lea');
    await user.click(connectButton());
    expect(
      await screen.findByText(
        'La connexion à votre boutique n’a pas pu commencer. Réessayez dans un instant.',
      ),
    ).toBeInTheDocument();
    expect(await domainField()).toHaveValue('atelier-lea');
  });

  it('disconnects the store once confirmed, then offers to connect it again with its address', async () => {
    let store = onlineStoreFixture();
    const api = setup({
      'GET /shops/1/online_stores': () => hydra([store]),
      'PUT /online_stores/3/disconnect': () => {
        store = { ...store, status: 'disconnected' };
        return store;
      },
    });
    const user = userEvent.setup();
    renderApp('/account/online-store');
    const card = await screen.findByRole('region', { name: 'maison-lumiere.myshopify.com' });
    expect(within(card).getByText('Connectée')).toBeVisible();
    expect(within(card).getByText(/Shopify · connectée le 14 oct\. 2026/)).toBeVisible();
    expect(within(card).getByText(/créer les codes de réduction uniques/)).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Déconnecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnecter votre boutique\u00a0?' });
    expect(api.callsTo('PUT', '/online_stores/3/disconnect')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));

    expect(await screen.findByText('La boutique en ligne a été déconnectée.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/online_stores/3/disconnect')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Reconnectez votre boutique Shopify' }),
    ).toBeVisible();
    expect(screen.getByText(/La boutique maison-lumiere\.myshopify\.com n’est plus connectée/)).toBeVisible();
    expect(await domainField()).toHaveValue('maison-lumiere.myshopify.com');
  });

  it('keeps the store connected when its disconnection fails, and says so', async () => {
    setup({
      'GET /shops/1/online_stores': () => hydra([onlineStoreFixture()]),
      'PUT /online_stores/3/disconnect': () =>
        json(502, { status: 502, message: 'online_store.errors.disconnect' }),
    });
    const user = userEvent.setup();
    renderApp('/account/online-store');
    await user.click(await screen.findByRole('button', { name: 'Déconnecter' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));
    expect(
      await screen.findByText('La boutique n’a pas pu être déconnectée. Réessayez dans un instant.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'maison-lumiere.myshopify.com' })).toBeVisible();
  });

  it("toasts the store's connection on the way back, then takes the query off the address", async () => {
    setup({ 'GET /shops/1/online_stores': () => hydra([onlineStoreFixture()]) });
    const { router } = renderApp('/account/online-store?connected=shopify');
    expect(await screen.findByText('Votre boutique en ligne est connectée.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/account/online-store');
    expect(screen.getAllByText('Votre boutique en ligne est connectée.')).toHaveLength(1);
  });

  it.each([
    ['online_store.errors.denied', 'Vous avez refusé l’accès de merci à votre boutique sur Shopify.'],
    ['online_store.errors.callback', /Shopify n’a pas pu confirmer la connexion/],
    ['online_store.errors.unavailable', 'Shopify n’a pas répondu à temps. Réessayez dans un instant.'],
    [
      'online_store.errors.other_browser',
      /ouvert dans un autre navigateur que celui où la connexion a commencé/,
    ],
    ['online_store.errors.taken', 'Cette boutique est déjà connectée à un autre compte merci.'],
    ['something.else', /Shopify n’a pas pu confirmer la connexion/],
  ])('says why the way back with ?error=%s did not connect the store, until dismissed', async (key, text) => {
    setup();
    const user = userEvent.setup();
    const { router } = renderApp(`/account/online-store?error=${key}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La boutique n’a pas été connectée');
    expect(within(alert).getByText(text)).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await domainField()).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the store cannot be loaded, and reads it again on request', async () => {
    let fail = true;
    setup({ 'GET /shops/1/online_stores': () => (fail ? problem(500) : hydra([])) });
    const user = userEvent.setup();
    renderApp('/account/online-store');
    expect(await screen.findByText('La boutique en ligne n’a pas pu être chargée.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await domainField()).toBeVisible();
  });
});
