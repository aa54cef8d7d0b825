import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopTodo } from '@merci/domain';
import { describe, expect, it } from 'vitest';
import { SUSPENSION_FIXTURE, shopFixture, socialAccountFixture } from '../../testing/fixtures';
import { assignedRewardFixture, configRewardFixture, contentFixture } from '../../testing/pageFixtures';
import { hydra, problem, renderApp, stubApiWith } from '../../testing/pageTest';

// The counters: 42 rewards in all, none this month ('-').
const shop = shopFixture({ discountCount: 42, discountMonthCount: 0 });
const november = {
  validity_start_at: '2026-11-01T00:00:00.000Z',
  validity_end_at: '2026-11-30T00:00:00.000Z',
};

/** Answers the home's calls the way the API does. */
const setup = stubApiWith(
  {
    'GET /social_account_instagrams/3/social_contents': () =>
      hydra(
        Array.from({ length: 12 }, (_, i) =>
          contentFixture(i + 1, { author_username: `ambassadeur${i + 1}` }),
        ),
      ),
    'GET /shops/1/config_discounts': () =>
      hydra([
        configRewardFixture(1, { description: 'Soldes d’hiver', ...november }),
        configRewardFixture(2, {
          type: 'code',
          code: 'MERCI10',
          percent: 0,
          description: 'Code fidélité',
          ...november,
        }),
      ]),
    'GET /shops/1/discounts': ({ query }) =>
      query.get('status') === 'use_requested'
        ? hydra(useRequests, 4)
        : hydra([
            assignedRewardFixture({
              id: 1,
              username: 'lea.photos',
              amount_in_percent: 20,
              status: 'used',
              usedAt: '2026-11-14T10:00:00.000Z',
            }),
          ]),
    'GET /shops/1/todo': () => NOTHING_TO_DO,
    'GET /shops/1/social_automations': () => hydra([]),
  },
  { shop },
);

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const NOTHING_TO_DO: ShopTodo = {
  contentsToReward: 0,
  useRequests: 0,
  expiringStories: 0,
  nextStoryExpiresAt: null,
  connection: 'connected',
};

/** Everything at once: 6 publications, 4 use requests (3 shown), 2 stories, a connection to renew. */
const EVERYTHING: ShopTodo = {
  contentsToReward: 6,
  useRequests: 4,
  expiringStories: 2,
  nextStoryExpiresAt: hoursFromNow(3),
  connection: 'to_reconnect',
};

const requestFixture = (id: number, username: string, description: string, hoursAgo: number) =>
  assignedRewardFixture({
    id,
    username,
    description,
    status: 'use_requested',
    useRequestedAt: hoursFromNow(-hoursAgo),
  });

const useRequests = [
  requestFixture(12, 'chloe.cuisine', 'Un café offert', 2),
  requestFixture(11, 'hugo_voyage', 'Réduction fidélité', 5),
  requestFixture(10, 'sarah.deco', 'Soldes d’hiver', 30),
];

const todoSection = () => screen.findByRole('region', { name: 'À traiter' });

/** The use request of `author` in the to-do. */
async function requestOf(author: string) {
  const list = await screen.findByRole('list', { name: 'Demandes à accepter ou refuser' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.includes(author));
  if (!item) throw new Error(`No use request of ${author}`);
  return item;
}

// The first render loads the lazy route modules, which takes seconds on a busy machine.
describe('/ (home)', { timeout: 20_000 }, () => {
  it('shows the 12 latest customer pictures, each leading to its content', async () => {
    const api = setup();
    renderApp('/');
    // The first render loads the route modules: the pictures wait for them.
    const links = await screen.findAllByRole('link', { name: /^Publication de/ }, { timeout: 10_000 });
    expect(links[0]?.closest('ul')).toHaveAccessibleName('Contenus clients');
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/instagram/contents/1');
    expect(within(links[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Publication de @ambassadeur1',
    );
    expect(api.callsTo('GET', '/social_account_instagrams/3/social_contents')[0]?.query.toString()).toBe(
      'order%5BcreatedAt%5D=desc&itemsPerPage=12&page=1',
    );
  });

  it('prompts to connect Instagram when the token expired, saying why', async () => {
    setup({}, { account: socialAccountFixture({ has_account_token_expired: true }) });
    renderApp('/');
    expect(
      await screen.findByText(
        'Votre connexion Instagram a expiré : reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connecter Instagram' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    expect(screen.queryByRole('list', { name: 'Contenus clients' })).not.toBeInTheDocument();
  });

  it('says the day a working Instagram connection ends, with a link to reconnect, and keeps the pictures', async () => {
    setup({}, { account: socialAccountFixture({ connection_ends_at: '2027-01-21T10:00:00.000Z' }) });
    renderApp('/');
    expect(
      await screen.findByText(
        'Votre connexion Instagram au compte @maison.lumiere se termine le 21 janvier 2027 : reconnectez-le avant cette date pour ne manquer aucune mention.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reconnecter Instagram' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    expect(await screen.findAllByRole('link', { name: /^Publication de/ })).toHaveLength(12);
  });

  it('says access was withdrawn when Meta revoked the connection', async () => {
    setup(
      {},
      {
        account: socialAccountFixture({ has_account_token_expired: true, connection_problem: 'revoked' }),
      },
    );
    renderApp('/');
    expect(
      await screen.findByText(
        'L’accès à votre compte Instagram @maison.lumiere a été retiré : reconnectez-le pour continuer à recevoir vos mentions.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connecter Instagram' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
  });

  it('shows the 2 latest configured rewards and a create button leading to /rewards', async () => {
    setup();
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Dernières récompenses configurées' });
    expect(await within(card).findByText('Code Promo')).toBeVisible();
    expect(within(card).getByText('Réduction')).toBeVisible();
    expect(within(card).getByText('MERCI10')).toBeVisible();
    expect(within(card).getAllByText('Du 01/11/2026 au 30/11/2026')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Créer une récompense' })).toHaveAttribute(
      'href',
      '/rewards',
    );
  });

  it('disables the create-reward button, saying why, while the shop is not validated', async () => {
    setup({}, { shop: { ...shop, validated: false } });
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Créer une récompense' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Vous pourrez créer des récompenses dès que notre équipe aura validé votre boutique.',
    );
  });

  it('disables the create-reward button when the plan allows no reward type', async () => {
    setup({}, { shop: { ...shop, discountTypes: [] } });
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Créer une récompense' });
    expect(button).toHaveAccessibleDescription(
      'Votre offre ne comprend aucun type de récompense. Contactez-nous pour l’activer.',
    );
  });

  it('shows a red errors.http alert when the configured rewards fail to load', async () => {
    setup({ 'GET /shops/1/config_discounts': () => problem(500) });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Dernières récompenses configurées' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue.');
  });

  it('lists the recent rewards, with "view more" leading to /analytics, and counters with "-" for 0', async () => {
    setup();
    renderApp('/');
    const table = await screen.findByRole('table', { name: 'Récompenses récentes' });
    const row = await within(table).findByRole('row', { name: /@lea\.photos/ });
    expect(row).toHaveTextContent('Réduction');
    expect(row).toHaveTextContent('20 %');
    expect(row).toHaveTextContent('Utilisée');
    expect(screen.getByRole('link', { name: 'Voir plus' })).toHaveAttribute('href', '/analytics');
    expect(screen.getByText('42')).toBeVisible();
    expect(screen.getByText('-')).toBeVisible();
  });

  it('disables the create-reward button while merci’s team has suspended the shop, saying so', async () => {
    setup({}, { shop: { ...shop, validated: false, suspension: SUSPENSION_FIXTURE } });
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Créer une récompense' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Votre boutique est suspendue\u00a0: les modifications sont bloquées.',
    );
  });

  it('lists every thing left to do, each with its count and the link to where it is done', async () => {
    setup({ 'GET /shops/1/todo': () => EVERYTHING });
    renderApp('/');
    const todo = within(await todoSection());
    expect(await todo.findByText('Votre connexion Instagram est à renouveler')).toBeVisible();
    expect(todo.getByRole('link', { name: 'Reconnecter Instagram' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    expect(todo.getByText('6 publications à récompenser')).toBeVisible();
    expect(todo.getByRole('link', { name: 'Récompenser' })).toHaveAttribute('href', '/instagram/contents');
    expect(todo.getByText('4 demandes d’utilisation en attente')).toBeVisible();
    expect(todo.getByRole('link', { name: 'Voir les 4 demandes' })).toHaveAttribute(
      'href',
      '/rewards?status=use_requested#given-rewards',
    );
    const request = within(await requestOf('@chloe.cuisine'));
    expect(request.getByText('@chloe.cuisine souhaite utiliser « Un café offert »')).toBeVisible();
    expect(request.getByText('il y a 2 h')).toBeVisible();
    expect(within(await requestOf('@sarah.deco')).getByText('hier')).toBeVisible();
    expect(todo.getByText('2 stories expirent sans message')).toBeVisible();
    expect(todo.getByText('La première disparaît dans 3 h.')).toBeVisible();
    // No story automation is live: setting one up is what answers them.
    expect(await todo.findByRole('link', { name: 'Automatiser les messages' })).toHaveAttribute(
      'href',
      '/automations',
    );
  });

  it('leads to the stories on the contents list while a story automation is live', async () => {
    setup({
      'GET /shops/1/todo': () => ({
        ...NOTHING_TO_DO,
        expiringStories: 1,
        nextStoryExpiresAt: hoursFromNow(1.6),
      }),
      'GET /shops/1/social_automations': () =>
        hydra([{ id: 1, suspendedAt: null, deletedAt: null, featureType: 'loyalty' }]),
    });
    renderApp('/');
    const todo = within(await todoSection());
    expect(await todo.findByText('1 story expire sans message')).toBeVisible();
    expect(todo.getByText('La première disparaît dans 2 h.')).toBeVisible();
    expect(await todo.findByRole('link', { name: 'Voir les stories' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
  });

  it('prompts to connect Instagram from the to-do when no account is connected', async () => {
    setup({ 'GET /shops/1/todo': () => ({ ...NOTHING_TO_DO, connection: 'not_connected' }) });
    renderApp('/');
    const todo = within(await todoSection());
    expect(await todo.findByText('Votre compte Instagram n’est pas connecté')).toBeVisible();
    expect(todo.getByRole('link', { name: 'Connecter Instagram' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
  });

  it('says there is nothing to do when all is done', async () => {
    setup();
    renderApp('/');
    const todo = within(await todoSection());
    expect(await todo.findByText('Rien à traiter : tout est à jour.')).toBeVisible();
    expect(todo.queryByRole('link')).not.toBeInTheDocument();
  });

  it('draws the rest of the home once the to-do is known, so that nothing under it moves', async () => {
    // The navigation reads the to-do too: every read waits until the test lets them through.
    let letThrough: () => void = () => {};
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const api = setup({ 'GET /shops/1/todo': () => gate.then(() => NOTHING_TO_DO) });
    renderApp('/');
    const todo = within(await todoSection());
    expect(await todo.findByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region', { name: 'Récompenses récentes' })).not.toBeInTheDocument();
    // Its lists are read meanwhile, not once the to-do has answered.
    const asked = () => api.calls.map((call) => call.path);
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          '/shops/1/config_discounts',
          '/shops/1/discounts',
          '/social_account_instagrams/3/social_contents',
        ]),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Contenus clients' })).not.toBeInTheDocument();
    letThrough();
    expect(await todo.findByText('Rien à traiter : tout est à jour.')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Récompenses récentes' })).toBeVisible();
  });

  it('says the to-do could not be loaded, with a retry, and shows the rest of the home', async () => {
    let fails = true;
    const api = setup({
      'GET /shops/1/todo': () => (fails ? problem(500) : { ...NOTHING_TO_DO, contentsToReward: 1 }),
    });
    renderApp('/');
    const todo = within(await todoSection());
    expect(await todo.findByRole('alert')).toHaveTextContent(
      'Impossible de charger ce qu’il reste à traiter.',
    );
    expect(await screen.findByRole('row', { name: /@lea\.photos/ })).toBeVisible();
    fails = false;
    await userEvent.click(todo.getByRole('button', { name: 'Réessayer' }));
    expect(await todo.findByText('1 publication à récompenser')).toBeVisible();
    expect(api.callsTo('GET', '/shops/1/todo')).toHaveLength(2);
  });

  it('accepts a use request in place: the row leaves, the to-do and the counters are read again', async () => {
    let todo = EVERYTHING;
    const api = setup({
      'GET /shops/1/todo': () => todo,
      'PUT /discounts/12/accept': () => {
        todo = { ...EVERYTHING, useRequests: 3 };
        return { ...useRequests[0], status: 'used' };
      },
    });
    renderApp('/');
    const request = await requestOf('@chloe.cuisine');
    const shopLoads = api.callsTo('GET', '/shops/1').length;
    await userEvent.click(within(request).getByRole('button', { name: 'Accepter' }));
    expect(await screen.findByText('Demande acceptée : la récompense est utilisée.')).toBeVisible();
    await waitFor(() => expect(request).not.toBeInTheDocument());
    expect(await screen.findByText('3 demandes d’utilisation en attente')).toBeVisible();
    expect(api.callsTo('PUT', '/discounts/12/accept')).toHaveLength(1);
    expect(api.callsTo('GET', '/shops/1').length).toBeGreaterThan(shopLoads);
  });

  it('refuses a use request after a confirmation', async () => {
    const api = setup({
      'GET /shops/1/todo': () => EVERYTHING,
      'PUT /discounts/11/refuse': () => ({ ...useRequests[1], status: 'refused' }),
    });
    renderApp('/');
    const request = await requestOf('@hugo_voyage');
    await userEvent.click(within(request).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande\u00a0?' });
    expect(dialog).toHaveAccessibleDescription('@hugo_voyage ne pourra pas utiliser sa récompense.');
    expect(api.callsTo('PUT', '/discounts/11/refuse')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(request).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/discounts/11/refuse')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says on its row that a request could not be accepted, and keeps it', async () => {
    setup({
      'GET /shops/1/todo': () => EVERYTHING,
      'PUT /discounts/12/accept': () => problem(500),
    });
    renderApp('/');
    const request = await requestOf('@chloe.cuisine');
    await userEvent.click(within(request).getByRole('button', { name: 'Accepter' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent('Impossible d’accepter la demande.');
    expect(request).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Accepter' })).toBeEnabled();
  });

  it('leads to every reward given from the recent rewards', async () => {
    setup();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Toutes les récompenses' })).toHaveAttribute(
      'href',
      '/rewards',
    );
  });
});
