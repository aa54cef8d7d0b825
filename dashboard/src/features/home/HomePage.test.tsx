import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssignedReward, ConfigReward, Shop, SocialAccount, SocialContent } from '@merci/domain';
import { AppProviders } from '../../app/AppProviders';
import { routes } from '../../app/routes';
import { saveSession } from '../../lib/session/session';

const shop: Shop = {
  '@id': '/shops/7',
  '@type': 'Shop',
  id: 7,
  name: 'Maison Lumière',
  validated: true,
  discountTypes: ['percent', 'code', 'voucher', 'other'],
  discountCount: 42,
  discountMonthCount: 0,
  quota: 10,
  quotaRemaining: 4,
  subscriptionOfferType: 'advanced',
  subscriptionType: 'monthly',
  subscriptionAmount: 79,
  socialName: 'maisonlumiere',
};

const account: SocialAccount = {
  '@id': '/social_account_instagrams/3',
  '@type': 'SocialAccountInstagram',
  id: 3,
  network: 'instagram',
  account_name: 'maisonlumiere',
  website: null,
  image_url: null,
  post_count: 120,
  follower_count: 2400,
  has_account_token_expired: false,
  pullStatus: 'done',
  lastPulledAt: '2026-11-21T08:00:00.000Z',
};

const content = (id: number): SocialContent => ({
  '@id': `/social_content_instagrams/${id}`,
  '@type': 'SocialContentInstagram',
  id,
  media_url: `/media/${id}.jpg`,
  caption: 'Merci !',
  permalink: null,
  type: 'feed',
  media_type: 'image',
  author_username: `ambassadeur${id}`,
  like_count: 10,
  comment_count: 1,
  discount: null,
  expiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const configReward = (id: number, type: ConfigReward['type']): ConfigReward => ({
  '@id': `/config_discounts/${id}`,
  '@type': 'ConfigDiscount',
  id,
  type,
  socialContentTypes: ['feed'],
  place: 'online',
  code: type === 'code' ? 'MERCI10' : null,
  percent: type === 'percent' ? 15 : 0,
  description: type === 'percent' ? 'Soldes d’hiver' : 'Code fidélité',
  validity_start_at: '2026-11-01T00:00:00.000Z',
  validity_end_at: '2026-11-30T00:00:00.000Z',
  quantity: 20,
  quantityAllocated: 8,
  quantityUsed: 2,
  quantityRemaining: 12,
  shop: '/shops/7',
  createdBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const assigned: AssignedReward = {
  '@id': '/discounts/1',
  '@type': 'Discount',
  id: 1,
  username: 'lea.photos',
  mediaId: 11,
  mediaType: 'image',
  createdAt: '2026-11-12T10:00:00.000Z',
  type: 'percent',
  place: 'online',
  description: null,
  code: null,
  amount_in_percent: 20,
  validity_start_at: null,
  validity_end_at: null,
  status: 'used',
  useRequestedAt: null,
  usedAt: '2026-11-14T10:00:00.000Z',
  refusedAt: null,
  permalink: null,
  configDiscountId: null,
};

const hydra = <T,>(items: T[]) => ({ 'hydra:member': items, 'hydra:totalItems': items.length });

/** Answers the home's calls the way the API does; `overrides` replaces one answer by path. */
function stubApi(overrides: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    '/api/users/me': {
      '@id': '/users/1',
      '@type': 'User',
      id: 1,
      email: 'demo@merci.test',
      roles: ['ROLE_OWNER'],
      shop: { id: 7, '@id': '/shops/7' },
    },
    '/api/shops/7': shop,
    '/api/users/1/user_notifications': hydra([]),
    '/api/shops/7/social_accounts': hydra([account]),
    '/api/social_account_instagrams/3/social_contents': hydra(
      Array.from({ length: 12 }, (_, i) => content(i + 1)),
    ),
    '/api/shops/7/config_discounts': hydra([configReward(1, 'percent'), configReward(2, 'code')]),
    '/api/shops/7/discounts': hydra([assigned]),
    ...overrides,
  };
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requested.push(`${url.pathname}${url.search}`);
      const body = answers[url.pathname];
      if (body === undefined) return Promise.resolve(new Response('{}', { status: 404 }));
      if (body instanceof Response) return Promise.resolve(body);
      return Promise.resolve(Response.json(body));
    }),
  );
  return requested;
}

function renderHome() {
  render(
    <AppProviders locale="fr" swr={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
    </AppProviders>,
  );
}

// The first render loads the lazy route modules, which takes seconds on a busy machine.
describe('/ (home)', { timeout: 20_000 }, () => {
  beforeEach(() => saveSession('test-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the 12 latest customer pictures, each leading to its content', async () => {
    const requested = stubApi();
    renderHome();
    const links = await screen.findAllByRole('link', { name: /^Publication de/ });
    expect(links[0]?.closest('ul')).toHaveAccessibleName('Contenus clients');
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/instagram/contents/1');
    expect(within(links[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Publication de @ambassadeur1',
    );
    expect(requested).toContain(
      '/api/social_account_instagrams/3/social_contents?order%5BcreatedAt%5D=desc&itemsPerPage=12&page=1',
    );
  });

  it('prompts to connect Instagram when the token expired', async () => {
    stubApi({ '/api/shops/7/social_accounts': hydra([{ ...account, has_account_token_expired: true }]) });
    renderHome();
    expect(await screen.findByText(/La connexion à votre compte Instagram a expiré/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connecter Instagram' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    expect(screen.queryByRole('list', { name: 'Contenus clients' })).not.toBeInTheDocument();
  });

  it('shows the 2 latest configured rewards and a create button leading to /rewards', async () => {
    stubApi();
    renderHome();
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
    stubApi({ '/api/shops/7': { ...shop, validated: false } });
    renderHome();
    const button = await screen.findByRole('button', { name: 'Créer une récompense' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Vous pourrez créer des récompenses dès que notre équipe aura validé votre boutique.',
    );
  });

  it('disables the create-reward button when the plan allows no reward type', async () => {
    stubApi({ '/api/shops/7': { ...shop, discountTypes: [] } });
    renderHome();
    const button = await screen.findByRole('button', { name: 'Créer une récompense' });
    expect(button).toHaveAccessibleDescription(
      'Votre offre ne comprend aucun type de récompense. Contactez-nous pour l’activer.',
    );
  });

  it('shows a red errors.http alert when the configured rewards fail to load', async () => {
    stubApi({ '/api/shops/7/config_discounts': new Response('{}', { status: 500 }) });
    renderHome();
    const card = await screen.findByRole('region', { name: 'Dernières récompenses configurées' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue.');
  });

  it('lists the recent rewards, with "view more" leading to /analytics, and counters with "-" for 0', async () => {
    stubApi();
    renderHome();
    const table = await screen.findByRole('table', { name: 'Récompenses récentes' });
    const row = await within(table).findByRole('row', { name: /@lea\.photos/ });
    expect(row).toHaveTextContent('Réduction');
    expect(row).toHaveTextContent('20 %');
    expect(row).toHaveTextContent('Utilisée');
    expect(screen.getByRole('link', { name: 'Voir plus' })).toHaveAttribute('href', '/analytics');
    expect(screen.getByText('42')).toBeVisible();
    expect(screen.getByText('-')).toBeVisible();
  });
});
