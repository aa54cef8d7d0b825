import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  FACEBOOK_APP_ID_FIXTURE,
  loginConfigFixture,
  shopFixture,
  socialAccountFixture,
} from '../../../testing/fixtures';
import { assignedRewardFixture, contentFixture } from '../../../testing/pageFixtures';
import { hydra, json, problem, renderApp, stubApiWith } from '../../../testing/pageTest';

const contents = [
  contentFixture(101),
  contentFixture(102, { author_username: 'camille.style', discount: assignedRewardFixture({ id: 91 }) }),
];

const LOGIN_CONFIG = 'GET /instagram/login_config';

const setup = stubApiWith({
  'GET /social_account_instagrams/3/social_contents': () => hydra(contents, 30),
  // The offline demo's, as `npm start` answers.
  [LOGIN_CONFIG]: () => loginConfigFixture(),
});

describe('/instagram/contents', { timeout: 20_000 }, () => {
  it('shows the account header with the remaining quota', async () => {
    setup({}, { shop: shopFixture({ quota: 50, quotaRemaining: 47 }) });
    renderApp('/instagram/contents');
    const header = await screen.findByRole('region', { name: 'Compte Instagram' });
    expect(within(header).getByText('maison.lumiere')).toBeVisible();
    expect(within(header).getByRole('link', { name: /maison-lumiere\.fr/ })).toHaveAttribute(
      'href',
      'https://maison-lumiere.fr',
    );
    expect(header).toHaveTextContent('248 publications · 12 480 abonnés');
    expect(within(header).getByRole('meter', { name: 'Récompenses restantes' })).toHaveAttribute(
      'aria-valuenow',
      '47',
    );
  });

  it('reads the filters and the page from the address and sends them on the wire', async () => {
    const api = setup();
    renderApp('/instagram/contents?type=reels&likeMin=100&page=2');
    await screen.findByRole('list', { name: 'Publications' });
    const call = api.callsTo('GET', '/social_account_instagrams/3/social_contents').at(-1);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      'order[createdAt]': 'desc',
      itemsPerPage: '12',
      page: '2',
      rewarded: 'false',
      type: 'reels',
      'likeCount[gte]': '100',
    });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('reels');
    expect(screen.getByRole('spinbutton', { name: 'J’aime minimum' })).toHaveValue(100);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the next page from where the API says it starts, and jumps to a page by its number', async () => {
    const path = '/social_account_instagrams/3/social_contents';
    const api = setup({
      [`GET ${path}`]: (call) => {
        const page = Number(call.query.get('page') ?? 1);
        return json(200, {
          ...hydra(contents, 60),
          'hydra:view': {
            '@id': `${path}?page=${page}`,
            '@type': 'hydra:PartialCollectionView',
            'hydra:next': `${path}?page=${page + 1}&after=next-of-${page}`,
            ...(page > 1 ? { 'hydra:previous': `${path}?page=${page - 1}&before=previous-of-${page}` } : {}),
          },
          counts: { toReward: 60, rewarded: 0, all: 60 },
        });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/instagram/contents');
    await screen.findByRole('list', { name: 'Publications' });
    await user.click(await screen.findByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&after=next-of-1'));
    await waitFor(() => expect(api.callsTo('GET', path).at(-1)?.query.get('after')).toBe('next-of-1'));
    await user.click(await screen.findByRole('button', { name: 'Page précédente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?before=previous-of-2'));
    // A jump is read by its number: no position goes with it.
    await user.click(await screen.findByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=4'));
    await waitFor(() => expect(api.callsTo('GET', path).at(-1)?.query.get('page')).toBe('4'));
    expect(api.callsTo('GET', path).at(-1)?.query.has('after')).toBe(false);
    expect(api.callsTo('GET', path).at(-1)?.query.has('before')).toBe(false);
  });

  it('puts a new filter in the address and goes back to the first page', async () => {
    const api = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/instagram/contents?page=2');
    await screen.findByRole('list', { name: 'Publications' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'story');
    await waitFor(() => expect(router.state.location.search).toBe('?type=story'));
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/social_account_instagrams/3/social_contents').at(-1)?.query.get('type'),
      ).toBe('story'),
    );
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('links each card to its content page, and marks a rewarded one', async () => {
    setup();
    renderApp('/instagram/contents');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Récompenser' })).toHaveAttribute(
      'href',
      '/instagram/contents/101',
    );
    expect(within(cards[1] as HTMLElement).getByText('Récompensé')).toBeVisible();
    expect(
      within(cards[1] as HTMLElement).queryByRole('link', { name: 'Récompenser' }),
    ).not.toBeInTheDocument();
  });

  it('disables retaining when the month’s quota is used up', async () => {
    setup({}, { shop: shopFixture({ quota: 50, quotaRemaining: 0 }) });
    renderApp('/instagram/contents');
    const [card] = await screen.findAllByRole('article');
    const retain = within(card as HTMLElement).getByRole('button', { name: 'Récompenser' });
    expect(retain).toHaveAttribute('aria-disabled', 'true');
    expect(card).toHaveTextContent('Quota de récompenses du mois atteint.');
  });

  it('says the contents are loading until the first page arrives', async () => {
    setup({ 'GET /social_account_instagrams/3/social_contents': () => new Promise(() => {}) });
    renderApp('/instagram/contents');
    // The page is there (its filters, past the layout's loading); its contents are not.
    await screen.findByRole('button', { name: 'Réinitialiser' });
    expect(screen.getByRole('status', { name: 'Chargement…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list', { name: 'Publications' })).not.toBeInTheDocument();
  });

  it('keeps a page title when the Instagram account cannot be read', async () => {
    setup({ 'GET /shops/1/social_accounts': () => problem(500) });
    renderApp('/instagram/contents');
    expect(await screen.findByText('Erreur lors de la récupération du compte Instagram')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Contenus Instagram' })).toBeVisible();
  });

  it('shows the empty state when the account has no content', async () => {
    setup({ 'GET /social_account_instagrams/3/social_contents': () => hydra([]) });
    renderApp('/instagram/contents?status=all');
    expect(await screen.findByText('Aucune publication à afficher pour le moment.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).not.toBeInTheDocument();
  });

  it('says no content matches the filters and resets them, staying in the tab', async () => {
    setup({ 'GET /social_account_instagrams/3/social_contents': () => hydra([]) });
    const user = userEvent.setup();
    const { router } = renderApp('/instagram/contents?status=rewarded&likeMin=100000');
    expect(await screen.findByText('Aucune publication ne correspond à ces filtres.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=rewarded'));
  });

  it('says a minimum above the maximum is wrong and sends no request for it', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    await screen.findByRole('list', { name: 'Publications' });
    await user.type(screen.getByRole('spinbutton', { name: 'J’aime minimum' }), '2000');
    await user.type(screen.getByRole('spinbutton', { name: 'J’aime maximum' }), '100{Enter}');
    expect(screen.getByRole('spinbutton', { name: 'J’aime maximum' })).toHaveAccessibleDescription(
      'Le maximum doit être supérieur ou égal au minimum.',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    const calls = api.callsTo('GET', '/social_account_instagrams/3/social_contents');
    expect(calls.some((call) => call.query.get('likeCount[lte]') === '100')).toBe(false);
  });

  it('opens on the contents to reward, with the count of each tab', async () => {
    const api = setup({
      'GET /social_account_instagrams/3/social_contents': () =>
        json(200, {
          'hydra:member': [],
          'hydra:totalItems': 0,
          counts: { toReward: 6, rewarded: 54, all: 60 },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/instagram/contents');
    const tabs = await screen.findByRole('navigation', { name: 'Statut des publications' });
    expect(await within(tabs).findByRole('link', { name: 'À récompenser (6)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Récompensés (54)' })).toBeVisible();
    expect(
      api.callsTo('GET', '/social_account_instagrams/3/social_contents').at(-1)?.query.get('rewarded'),
    ).toBe('false');
    await user.click(within(tabs).getByRole('link', { name: 'Tous (60)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/social_account_instagrams/3/social_contents').at(-1)?.query.has('rewarded'),
      ).toBe(false),
    );
  });

  it("shows a count beyond the API's cap as « 1 000+ », and pages as far as that count reaches", async () => {
    setup({
      'GET /social_account_instagrams/3/social_contents': () =>
        json(200, {
          'hydra:member': [],
          totalItemsAtLeast: 1003,
          counts: { toReward: 1000, rewarded: 3, all: 1003, atLeast: ['toReward', 'all'] },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/instagram/contents?likeMin=10');
    const tabs = await screen.findByRole('navigation', { name: 'Statut des publications' });
    expect(await within(tabs).findByRole('link', { name: 'À récompenser (1\u202f000+)' })).toBeVisible();
    expect(within(tabs).getByRole('link', { name: 'Récompensés (3)' })).toBeVisible();
    expect(within(tabs).getByRole('link', { name: 'Tous (1\u202f003+)' })).toBeVisible();
    // 1 003 contents at least, 12 a page: the last page the pager offers is the 84th.
    await user.click(await screen.findByRole('button', { name: 'Dernière page' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('84'));
  });

  it('toasts the generic error when the contents cannot be loaded', async () => {
    setup({
      'GET /social_account_instagrams/3/social_contents': () => problem(400),
    });
    renderApp('/instagram/contents');
    expect(await screen.findByText('Oups, une erreur est survenue.')).toBeInTheDocument();
  });

  it('pulls the latest contents and follows the pull until it is done', async () => {
    let status = 'done';
    const api = setup({
      'GET /shops/1/social_accounts': () =>
        hydra([
          socialAccountFixture({ pullStatus: status as 'done', lastPulledAt: '2026-11-22T08:00:00.000Z' }),
        ]),
      'PUT /social_account_instagrams/3/pull_contents': () => {
        status = 'pending';
        return socialAccountFixture({ pullStatus: 'pending' });
      },
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    await user.click(await screen.findByRole('button', { name: 'Récupérer les derniers contenus' }));
    expect(await screen.findByText('Récupération en cours…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Récupérer les derniers contenus' })).toBeDisabled();

    const contentReads = api.callsTo('GET', '/social_account_instagrams/3/social_contents').length;
    status = 'done';
    // The account is read again every two seconds while the pull is pending.
    expect(await screen.findByText(/Dernière récupération/, undefined, { timeout: 4000 })).toBeVisible();
    await waitFor(() =>
      expect(api.callsTo('GET', '/social_account_instagrams/3/social_contents').length).toBeGreaterThan(
        contentReads,
      ),
    );
  });
});

describe('a failed pull', { timeout: 20_000 }, () => {
  it('says why the last pull failed', async () => {
    setup({
      'GET /shops/1/social_accounts': () =>
        hydra([socialAccountFixture({ pullStatus: 'idle', pullError: 'instagram.errors.rate_limited' })]),
    });
    renderApp('/instagram/contents');
    expect(
      await screen.findByText('Instagram limite les demandes pour le moment. Réessayez dans une heure.'),
    ).toBeVisible();
  });

  it('toasts when the pull cannot start', async () => {
    setup({
      'PUT /social_account_instagrams/3/pull_contents': () => problem(409, 'instagram.errors.not_connected'),
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    await user.click(await screen.findByRole('button', { name: 'Récupérer les derniers contenus' }));
    expect(await screen.findByText('Impossible de lancer la récupération des contenus.')).toBeInTheDocument();
  });
});

describe('the login prompt', { timeout: 20_000 }, () => {
  it('shows instead of the contents when no account is connected, with the permissions in plain words', async () => {
    const api = setup({}, { account: null });
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez votre compte Instagram' }),
    ).toBeVisible();
    expect(api.callsTo('GET', '/social_account_instagrams/3/social_contents')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Voir les autorisations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autorisations demandées' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
    expect(dialog).toHaveTextContent('Lire les commentaires et les mentions de votre compte Instagram.');
  });

  it.each([
    [
      'expired',
      'Votre connexion Instagram a expiré : reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
    ],
    [
      'revoked',
      'L’accès à votre compte Instagram @maison.lumiere a été retiré : reconnectez-le pour continuer à recevoir vos mentions.',
    ],
    [
      'refresh_failed',
      'Votre connexion Instagram n’a pas pu être renouvelée : reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
    ],
  ] as const)('asks to reconnect an account whose connection %s, saying why', async (problem, text) => {
    const api = setup(
      {},
      {
        account: socialAccountFixture({ has_account_token_expired: true, connection_problem: problem }),
      },
    );
    renderApp('/instagram/contents');
    expect(await screen.findByRole('heading', { name: 'Reconnectez votre compte Instagram' })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se connecter avec Instagram' })).toBeEnabled();
    expect(api.callsTo('GET', '/social_account_instagrams/3/social_contents')).toHaveLength(0);
  });

  it('keeps the contents and asks to connect again before the day a working connection ends', async () => {
    setup({}, { account: socialAccountFixture({ connection_ends_at: '2027-01-21T10:00:00.000Z' }) });
    renderApp('/instagram/contents');
    expect(
      await screen.findByRole('heading', { name: 'Votre connexion Instagram se termine bientôt', level: 2 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Votre connexion Instagram au compte @maison.lumiere se termine le 21 janvier 2027 : reconnectez-le avant cette date pour ne manquer aucune mention.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se connecter avec Instagram' })).toBeEnabled();
    expect(await screen.findByRole('heading', { name: 'Contenus Instagram', level: 1 })).toBeVisible();
  });

  it('keeps the login button disabled until the shop is validated', async () => {
    setup({}, { account: null, shop: shopFixture({ validated: false }) });
    renderApp('/instagram/contents');
    const button = await screen.findByRole('button', { name: 'Se connecter avec Instagram' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'La connexion sera possible dès que notre équipe aura validé votre boutique.',
    );
  });

  it('connects a demo account, then reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const api = setup(
      {
        'GET /instagram/demo_login': () => ({
          accounts: [
            {
              name: 'Maison Lumière',
              username: 'maison.lumiere',
              pictureUrl: null,
              accessToken: 'demo-token-1',
            },
          ],
        }),
        'POST /v2/shops/1/instagram/connect': () => socialAccountFixture(),
      },
      { account: null },
    );
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    await user.click(await screen.findByRole('button', { name: 'Se connecter avec Instagram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connexion de démonstration' });
    await user.click(await within(dialog).findByRole('button', { name: /Maison Lumière/ }));

    await waitFor(() => expect(reload).toHaveBeenCalled());
    const [connect] = api.callsTo('POST', '/v2/shops/1/instagram/connect');
    expect(connect?.body).toEqual({ accessToken: 'demo-token-1' });
    // The token never sits in the address.
    expect(connect?.query.toString()).toBe('');
  });

  it('toasts the connection error when connecting fails', async () => {
    setup(
      {
        'GET /instagram/demo_login': () => ({
          accounts: [
            { name: 'Maison Lumière', username: 'maison.lumiere', pictureUrl: null, accessToken: 't' },
          ],
        }),
        'POST /v2/shops/1/instagram/connect': () => problem(500),
      },
      { account: null },
    );
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    await user.click(await screen.findByRole('button', { name: 'Se connecter avec Instagram' }));
    await user.click(await screen.findByRole('button', { name: /Maison Lumière/ }));
    expect(await screen.findByText('Erreur lors de la connexion avec Instagram')).toBeInTheDocument();
  });

  it('says so when the demo login has no accounts to offer any more (404)', async () => {
    setup({}, { account: null });
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    await user.click(await screen.findByRole('button', { name: 'Se connecter avec Instagram' }));
    expect(
      await screen.findByText('La connexion de démonstration n’est pas disponible sur ce serveur.'),
    ).toBeVisible();
  });

  it("opens Facebook's dialog of the server's app, and no demo login", async () => {
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    const api = setup({ [LOGIN_CONFIG]: () => loginConfigFixture('facebook') }, { account: null });
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    const button = await screen.findByRole('button', { name: 'Se connecter avec Instagram' });
    await waitFor(() => expect(api.callsTo('GET', '/instagram/login_config')).toHaveLength(1));
    await user.click(button);

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const dialog = new URL(String(open.mock.calls[0]?.[0]));
    // The dialog at the Graph version of every call the server makes.
    expect(`${dialog.origin}${dialog.pathname}`).toBe('https://www.facebook.com/v26.0/dialog/oauth');
    expect(dialog.searchParams.get('client_id')).toBe(FACEBOOK_APP_ID_FIXTURE);
    expect(dialog.searchParams.get('locale')).toBe('fr_FR');
    // The popup was blocked: nothing else happens, and no demo login is offered.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/instagram/demo_login')).toHaveLength(0);
    expect(api.callsTo('POST', '/v2/shops/1/instagram/connect')).toHaveLength(0);
  });

  it('reads the login configuration only where the login prompt is shown, once', async () => {
    const api = setup();
    renderApp('/instagram/contents');
    await screen.findByRole('region', { name: 'Compte Instagram' });
    expect(api.callsTo('GET', '/instagram/login_config')).toHaveLength(0);
  });

  it('asks for the configuration again when the first answer failed, then opens the demo login', async () => {
    let failures = 1;
    const api = setup(
      {
        [LOGIN_CONFIG]: () => (failures-- > 0 ? problem(500) : loginConfigFixture()),
      },
      { account: null },
    );
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    const button = await screen.findByRole('button', { name: 'Se connecter avec Instagram' });
    await waitFor(() => expect(api.callsTo('GET', '/instagram/login_config')).toHaveLength(1));
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Connexion de démonstration' })).toBeVisible();
    expect(api.callsTo('GET', '/instagram/login_config')).toHaveLength(2);
  });

  it('toasts the connection error when the configuration cannot be read', async () => {
    setup({ [LOGIN_CONFIG]: () => problem(500) }, { account: null });
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    await user.click(await screen.findByRole('button', { name: 'Se connecter avec Instagram' }));
    expect(await screen.findByText('Erreur lors de la connexion avec Instagram')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says connecting is not available on a server with neither a Facebook app nor the demo', async () => {
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    const api = setup({ [LOGIN_CONFIG]: () => loginConfigFixture('unavailable') }, { account: null });
    renderApp('/instagram/contents');
    const text =
      'La connexion à Instagram n’est pas disponible sur ce serveur : aucune application Facebook n’y est configurée.';
    expect(await screen.findByText(text)).toBeVisible();
    const button = screen.getByRole('button', { name: 'Se connecter avec Instagram' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(text.replace(' :', '\u00a0:'));
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo('GET', '/instagram/demo_login')).toHaveLength(0);
  });

  it('gives both reasons to a shop not validated yet on a server without a login', async () => {
    setup(
      { [LOGIN_CONFIG]: () => loginConfigFixture('unavailable') },
      { account: null, shop: shopFixture({ validated: false }) },
    );
    renderApp('/instagram/contents');
    const button = await screen.findByRole('button', { name: 'Se connecter avec Instagram' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        'La connexion sera possible dès que notre équipe aura validé votre boutique. ' +
          'La connexion à Instagram n’est pas disponible sur ce serveur\u00a0: aucune application Facebook n’y est configurée.',
      ),
    );
  });
});
