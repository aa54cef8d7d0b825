import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  SHOP_ID,
  SUSPENSION_FIXTURE,
  adminShopFixtures,
  adminShopSummary,
  operatorFixture,
  ownerFixture,
  shopFixture,
} from '../../testing';
import { hydra, renderApp, stubApi } from '../../testing/pageTest';

describe('the signed-in frame', () => {
  it('keeps explaining why an account that is not a merchant is signed out', async () => {
    stubApi({ 'GET /users/me': () => ownerFixture({ roles: ['ROLE_USER'] }) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès impossible' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('pas un compte commerçant');
    // The explanation signs the account out once drawn.
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
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

/** A session token as the API signs it: a JWT whose claims name the account's roles. */
const jwtWithRoles = (roles: string[]) => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '2', shop: null, roles })}.signature`;
};

const operatorHandlers = {
  'GET /users/me': () => operatorFixture(),
  'GET /admin/shops': () => hydra(adminShopFixtures().slice(0, 10).map(adminShopSummary), 13),
};

describe('the way to the operator’s console', () => {
  it('takes an operator signed in on / to /admin, in place of the address, without a shop’s screen', async () => {
    const api = stubApi(operatorHandlers);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutiques' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    // Replaced: going back does not return to the shop's home.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('julie@merci.test')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accès impossible' })).not.toBeInTheDocument();
    // Still signed in, and nothing of a shop was asked for.
    expect(localStorage.getItem('token')).toBe('test-session-token');
    expect(api.calls.filter((call) => call.path.startsWith('/shops'))).toEqual([]);
  });

  it('takes an operator who opens a shop’s address to /admin as well', async () => {
    stubApi(operatorHandlers);
    const { router } = renderApp('/rewards?status=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutiques' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe('');
  });

  it('reads an operator from the session’s claims before the account has answered, drawing no shop frame', async () => {
    stubApi({ 'GET /users/me': () => new Promise(() => undefined) });
    const { router } = renderApp('/', { token: jwtWithRoles(['ROLE_ADMIN']) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
  });

  it('keeps an owner whose token names the owner role on the shop’s screens', async () => {
    stubApi();
    const { router } = renderApp('/tutorial', { token: jwtWithRoles(['ROLE_OWNER']) });
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(await screen.findByText('Maison Lumière')).toBeVisible();
    expect(router.state.location.pathname).toBe('/tutorial');
  });

  it.each(['/admin', '/admin?status=pending', '/admin/shops/13'])(
    'shows an owner who opens %s the not-found screen, and asks nothing of the console’s API',
    async (path) => {
      const api = stubApi();
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
      expect(screen.queryByText('Console de l’équipe')).not.toBeInTheDocument();
      expect(api.calls.filter((call) => call.path.startsWith('/admin'))).toEqual([]);
      // Still signed in: nothing was refused, there is nothing here.
      expect(localStorage.getItem('token')).toBe('test-session-token');
    },
  );

  it('sends a visitor without a session from /admin to /signin', async () => {
    stubApi();
    const { router } = renderApp('/admin/shops/13', { isSignedIn: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
  });
});

/** A phone's width, where the menu button shows (happy-dom applies the media queries). */
function onPhone() {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport: (size: { width: number; height: number }) => void };
  };
  const { innerWidth: width, innerHeight: height } = window;
  happyDOM.setViewport({ width: 375, height: 812 });
  onTestFinished(() => happyDOM.setViewport({ width, height }));
}

describe('the navigation’s count and the phone’s menu', () => {
  const todo = (contentsToReward: number) => ({
    contentsToReward,
    useRequests: 0,
    expiringStories: 0,
    nextStoryExpiresAt: null,
    connection: 'connected',
  });

  it('shows how many contents are left to reward on their entry, in words for a screen reader', async () => {
    stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => todo(12) });
    renderApp('/tutorial');
    const entry = await screen.findByRole('link', { name: 'Contenus Instagram 12 à récompenser' });
    expect(entry).toHaveAttribute('href', '/instagram/contents');
    expect(entry).toHaveTextContent('12');
  });

  it('says it in English too, and writes 99+ above 99', async () => {
    stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => todo(120) });
    renderApp('/tutorial', { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Instagram contents 99+ to reward' })).toHaveTextContent(
      '99+',
    );
  });

  it('shows no count when nothing is left to reward', async () => {
    stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => todo(0) });
    renderApp('/tutorial');
    expect(await screen.findByText('Maison Lumière')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Contenus Instagram' })).toHaveTextContent(
      /^Contenus Instagram$/,
    );
  });

  it('opens the menu as a dialog with the shop, the e-mail, the navigation, the language and Logout; Escape closes it', async () => {
    stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => todo(3) });
    onPhone();
    const user = userEvent.setup();
    renderApp('/tutorial');
    await screen.findByText('Maison Lumière');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Maison Lumière')).toBeInTheDocument();
    expect(within(dialog).getByText(ownerFixture().email)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Contenus Instagram 3 à récompenser' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Langue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('closes the menu when one of its links is followed', async () => {
    stubApi({ [`GET /shops/${SHOP_ID}/todo`]: () => todo(3) });
    onPhone();
    const user = userEvent.setup();
    const { router } = renderApp('/tutorial');
    await screen.findByText('Maison Lumière');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('link', { name: 'Compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
