import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { automationFixtures, offerFixtures, shopFixture } from '../../testing/fixtures';
import { configRewardFixture, contentFixture } from '../../testing/pageFixtures';
import { hydra, problem, renderApp, stubApi } from '../../testing/pageTest';

const SHOP_ERROR = 'Erreur lors de la récupération de la société';

/** The API with a shop that fails until `recover()`; the other calls answer as usual. */
function shopDownThenUp(options: { account?: null } = {}) {
  let isUp = false;
  const api = stubApi(
    {
      'GET /shops/1': () => (isUp ? shopFixture() : problem(500)),
      'GET /social_account_instagrams/3/social_contents': () => hydra([contentFixture(101)]),
      'GET /social_content_instagrams/101': () => contentFixture(101),
      'GET /shops/1/config_discounts': () =>
        hydra([configRewardFixture(4, { socialContentTypes: ['feed'] })]),
      'GET /shops/1/social_automations': () => hydra(automationFixtures()),
      'GET /subscription_offers': () => hydra(offerFixtures()),
      'GET /shops/1/discounts': () => hydra([]),
      // The home's to-do reads the shop's own route, up all along: its retry is not the shop's.
      'GET /shops/1/todo': () => ({
        contentsToReward: 0,
        useRequests: 0,
        expiringStories: 0,
        nextStoryExpiresAt: null,
        connection: 'connected',
      }),
    },
    options,
  );
  return {
    api,
    recover: () => {
      isUp = true;
    },
  };
}

/**
 * Each screen that reads the shop: what waits for it, and how it shows once the retry brought it.
 * SPEC §8's message stands where the placeholders would otherwise stay for good.
 */
const SCREENS = [
  {
    path: '/',
    failed: () => screen.getByRole('heading', { level: 1, name: 'Bonjour\u00a0!' }),
    loaded: () => screen.findByRole('heading', { level: 1, name: 'Bonjour Maison Lumière\u00a0!' }),
  },
  {
    path: '/rewards',
    failed: () => screen.getByRole('region', { name: 'Créer une récompense' }),
    loaded: () => screen.findByRole('list', { name: 'Créer une récompense' }),
  },
  {
    path: '/rewards/percent/add',
    failed: () => screen.getByRole('heading', { level: 1, name: 'Nouvelle récompense' }),
    loaded: () => screen.findByRole('button', { name: 'Créer la récompense' }),
  },
  {
    path: '/automations',
    failed: () => screen.getByRole('button', { name: 'Créer une automatisation' }),
    loaded: () => screen.findByRole('link', { name: 'Créer une automatisation' }),
  },
  {
    path: '/automations/add',
    failed: () => screen.getByRole('heading', { level: 1, name: 'Nouvelle automatisation' }),
    loaded: () => screen.findByRole('combobox', { name: /Fonctionnalité/ }),
  },
  {
    path: '/instagram/contents',
    failed: () => screen.getByRole('list', { name: 'Publications' }),
    loaded: () => screen.findByRole('link', { name: 'Récompenser' }),
  },
  {
    path: '/instagram/contents/101',
    failed: () => screen.getByRole('heading', { level: 1, name: 'Publication de @lea.martin' }),
    loaded: () => screen.findByRole('radiogroup', { name: 'Récompenses disponibles' }),
  },
  {
    path: '/account/offer',
    failed: () => screen.getByRole('heading', { level: 2, name: 'Advanced' }),
    loaded: () => screen.findByText('Votre offre'),
  },
] as const;

describe('a shop that cannot be loaded', { timeout: 30_000 }, () => {
  it.each(SCREENS)(
    '$path says so (SPEC §8) instead of waiting, and shows the shop once "Réessayer" reads it again',
    async ({ path, failed, loaded }) => {
      const { api, recover } = shopDownThenUp();
      const user = userEvent.setup();
      const { router } = renderApp(path);

      const message = await screen.findByText(SHOP_ERROR, {}, { timeout: 10_000 });
      expect(message.closest('[role="alert"]')).not.toBeNull();
      // Nothing waits for the shop any more: no spinner or skeleton is left on screen.
      await waitFor(() => {
        expect(document.querySelector('[aria-busy="true"]')).toBeNull();
        expect(screen.queryByRole('status', { name: 'Chargement…' })).not.toBeInTheDocument();
      });
      expect(failed()).toBeVisible();
      expect(screen.getAllByText(SHOP_ERROR)).toHaveLength(1);

      recover();
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await loaded()).toBeVisible();
      await waitFor(() => expect(screen.queryByText(SHOP_ERROR)).not.toBeInTheDocument());
      // Read again through SWR, on the same page: no reload.
      expect(api.callsTo('GET', '/shops/1').length).toBeGreaterThanOrEqual(2);
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('says so above the Instagram login prompt, whose button waits for a validated shop', async () => {
    const { recover } = shopDownThenUp({ account: null });
    const user = userEvent.setup();
    renderApp('/instagram/contents');
    expect(await screen.findByText(SHOP_ERROR)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Se connecter avec Instagram' })).toBeDisabled();

    recover();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Se connecter avec Instagram' })).toBeEnabled(),
    );
    expect(screen.queryByText(SHOP_ERROR)).not.toBeInTheDocument();
  });

  it('keeps the message while the shop still fails', async () => {
    const { api } = shopDownThenUp();
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByText(SHOP_ERROR);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(api.callsTo('GET', '/shops/1')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Réessayer' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByText(SHOP_ERROR)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour\u00a0!' })).toBeVisible();
  });
});
