import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SUSPENSION_FIXTURE, mockApi, shopFixture, socialAccountFixture } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { checkShopLoadError, findTitle, fr, TITLES, waitForIdle } from './screenPlay';

const meta = {
  title: 'dashboard/Home',
  ...screenMeta({ path: '/', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in frame and the shop answer; the home's own lists are in `scenario`. */
const homeLists = (scenario: 'loading' | 'error') =>
  mockApi({ default: scenario, owner: 'full', shop: 'full', notifications: 'full' });

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const counter = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));

/** A shop in full swing: 12 pictures, its 2 latest rewards, the 5 recent ones, the counters, the FAQ. */
export const Full: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    await step('the counters: 7 rewards given, 4 of them this month', async () => {
      await expect(counter(canvasElement, 'Récompenses offertes').getByText('7')).toBeVisible();
      await expect(counter(canvasElement, 'Récompenses ce mois-ci').getByText('4')).toBeVisible();
    });
    await step('the 12 latest customer pictures, each linking to its content', async () => {
      const pictures = card(canvasElement, 'Contenus clients');
      await expect(pictures.getAllByRole('img', { name: /^Publication de @/ })).toHaveLength(12);
      await expect(pictures.getAllByRole('link', { name: /^Publication de @/ })[0]).toHaveAttribute(
        'href',
        '/instagram/contents/116',
      );
    });
    await step('the 2 latest configured rewards, creation allowed', async () => {
      const rewards = card(canvasElement, 'Dernières récompenses configurées');
      await expect(rewards.getByText('Merci ambassadeur')).toBeVisible();
      await expect(rewards.getByText('Un café offert')).toBeVisible();
      await expect(rewards.getByRole('link', { name: 'Créer une récompense' })).toHaveAttribute(
        'href',
        '/rewards',
      );
    });
    await step('the 5 recent rewards, and more in the analytics', async () => {
      const recent = card(canvasElement, 'Récompenses récentes');
      await expect(recent.getAllByRole('row')).toHaveLength(6);
      await expect(recent.getByRole('rowheader', { name: '@hugo_voyage' })).toBeVisible();
      await expect(recent.getByRole('link', { name: 'Voir plus' })).toHaveAttribute('href', '/analytics');
    });
    await expect(
      within(canvas.getByRole('region', { name: 'Questions fréquentes' })).getAllByRole('button'),
    ).toHaveLength(9);
  },
};

/** The shop is known, its lists are on their way: grey placeholders, announced as loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: homeLists('loading') } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await expect(
      card(canvasElement, 'Dernières récompenses configurées').getByRole('status'),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThanOrEqual(3);
  },
};

/** A new shop: no Instagram account yet, no reward: the prompts to start, counters at '-'. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockApi('empty') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Connecter Instagram' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    await waitForIdle(canvasElement);
    await expect(counter(canvasElement, 'Récompenses offertes').getByText('-')).toBeVisible();
    await expect(counter(canvasElement, 'Récompenses ce mois-ci').getByText('-')).toBeVisible();
    await expect(canvas.getByText('Vous n’avez pas encore configuré de récompense.')).toBeVisible();
    await expect(canvas.getByText('Aucune récompense attribuée pour le moment.')).toBeVisible();
  },
};

/** SPEC §8: each list that fails says so in red; the rest of the page stands. */
export const LoadError: Story = {
  parameters: { msw: { handlers: homeLists('error') } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    for (const name of ['Contenus clients', 'Dernières récompenses configurées', 'Récompenses récentes']) {
      await expect(card(canvasElement, name).getByRole('alert')).toHaveTextContent(
        'Oups, une erreur est survenue.',
      );
    }
  },
};

/** On a phone (375 px) each row is a card (title, label and value lines, actions); nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    const table = await within(canvasElement).findByRole('table');
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A shop not validated yet: the banner, and the create button disabled with its reason. */
export const ShopNotValidated: Story = {
  parameters: {
    msw: { handlers: mockApi('full', { seed: { shop: shopFixture({ validated: false }) } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole('button', { name: 'Créer une récompense' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      'Vous pourrez créer des récompenses dès que notre équipe aura validé votre boutique.',
    );
    await expect(canvas.getByRole('link', { name: 'Souscrire à une offre' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/**
 * merci's team suspended the shop: the banner says why, in place of the not-validated one, and
 * cannot be hidden; creating a reward is disabled with the same reason.
 */
export const ShopSuspended: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', { seed: { shop: shopFixture({ suspension: SUSPENSION_FIXTURE }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByText(/Votre boutique est suspendue par l’équipe merci/);
    await expect(banner).toHaveTextContent(
      'Votre boutique est suspendue par l’équipe merci : factures impayées depuis deux mois. Vous pouvez tout consulter ; les modifications sont bloquées.',
    );
    await expect(canvas.queryByRole('button', { name: 'Masquer le message' })).not.toBeInTheDocument();
    const create = await canvas.findByRole('button', { name: 'Créer une récompense' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      'Votre boutique est suspendue : les modifications sont bloquées.',
    );
    await waitForIdle(canvasElement);
  },
};

/** SPEC §2: an account whose token expired counts as not connected: the prompt says so, and names it. */
export const InstagramTokenExpired: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', {
        seed: { socialAccounts: [socialAccountFixture({ has_account_token_expired: true })] },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Votre connexion Instagram a expiré : reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connecter Instagram' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** ADR 025: Meta withdrew the access (password changed, app removed): the prompt says so. */
export const InstagramAccessRevoked: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', {
        seed: {
          socialAccounts: [
            socialAccountFixture({ has_account_token_expired: true, connection_problem: 'revoked' }),
          ],
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'L’accès à votre compte Instagram @maison.lumiere a été retiré : reconnectez-le pour continuer à recevoir vos mentions.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connecter Instagram' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** In English the FAQ has 8 items (SPEC §1). */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Hello Maison Lumière!');
    await waitForIdle(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole('button'),
    ).toHaveLength(8);
    await expect(counter(canvasElement, 'Rewards given').getByText('7')).toBeVisible();
  },
};

/**
 * SPEC §8: the shop could not be loaded. The greeting cannot name it and the counters are left
 * out; the message says so at the top with 'Réessayer', and the lists, which need the shop's id
 * only, show as usual.
 */
export const ShopLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, fr('Bonjour !'));
    await checkShopLoadError(canvasElement);
    await expect(within(canvasElement).queryByRole('group', { name: 'Récompenses offertes' })).toBeNull();
    await expect(
      card(canvasElement, 'Dernières récompenses configurées').getByText('Merci ambassadeur'),
    ).toBeVisible();
  },
};
