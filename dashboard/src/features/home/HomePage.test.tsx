import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUSPENSION_FIXTURE, shopFixture, socialAccountFixture } from '../../testing/fixtures';
import { assignedRewardFixture, configRewardFixture, contentFixture } from '../../testing/pageFixtures';
import { hydra, json, renderApp, stubApiWith } from '../../testing/pageTest';

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
    'GET /shops/1/discounts': () =>
      hydra([
        assignedRewardFixture({
          id: 1,
          username: 'lea.photos',
          amount_in_percent: 20,
          status: 'used',
          usedAt: '2026-11-14T10:00:00.000Z',
        }),
      ]),
  },
  { shop },
);

// The first render loads the lazy route modules, which takes seconds on a busy machine.
describe('/ (home)', { timeout: 20_000 }, () => {
  it('shows the 12 latest customer pictures, each leading to its content', async () => {
    const api = setup();
    renderApp('/');
    const links = await screen.findAllByRole('link', { name: /^Publication de/ });
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
    setup({ 'GET /shops/1/config_discounts': () => json(500, { status: 500, message: 'errors.http' }) });
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
});
