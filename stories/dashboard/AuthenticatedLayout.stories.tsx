import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  OWNER_CREDENTIALS,
  mockApi,
  notificationFixtures,
  ownerFixture,
  shopFixture,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, TITLES, waitForIdle } from './screenPlay';

// The frame of every signed-in screen, shown around the tutorial page (the smallest one).
const meta = {
  title: 'dashboard/AuthenticatedLayout',
  ...screenMeta({ path: '/tutorial', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side navigation, header with e-mail, shop and language, and the bell with 3 unread. */
export const WithUnreadBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('link', { name: 'Notifications, 3 non lues' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(within(bell).getByText('3')).toBeVisible();
    await expect(canvas.getByText(OWNER_CREDENTIALS.email)).toBeVisible();
    await expect(canvas.getByText('Maison Lumière')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(canvas.queryByRole('status', { name: /24 h/ })).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §2: no badge when nothing is unread; the bell still leads to /notifications. */
export const WithoutUnreadBadge: Story = {
  parameters: {
    msw: { handlers: mockApi('full', { seed: { notifications: notificationFixtures({ unread: 0 }) } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Maison Lumière');
    await waitForIdle(canvasElement);
    const bell = within(canvas.getByRole('banner')).getByRole('link', { name: 'Notifications' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(bell).toHaveTextContent('');
  },
};

/** SPEC §2: a shop not validated yet sees the dismissible warning banner. */
export const ShopNotValidated: Story = {
  parameters: {
    msw: { handlers: mockApi('full', { seed: { shop: shopFixture({ validated: false }) } }) },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const message =
      'Votre compte est bien enregistré : notre équipe vous contactera sous 24 h pour valider votre boutique.';
    await step('the banner says the team will call and links to the plans', async () => {
      const link = await canvas.findByRole('link', { name: 'Souscrire à une offre' });
      await expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      await expect(link.closest('[role="status"]')).toHaveTextContent(message);
    });
    await step('dismissing hides it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Masquer le message' }));
      await expect(canvas.queryByRole('link', { name: 'Souscrire à une offre' })).not.toBeInTheDocument();
    });
    await waitForIdle(canvasElement);
  },
};

/** The same banner, left open for the visual snapshot. */
export const ShopNotValidatedBanner: Story = {
  parameters: ShopNotValidated.parameters,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Souscrire à une offre' }),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** Below md the navigation folds behind the 'Menu' button, which unfolds it. */
export const MobileNavigation: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Accueil' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Tutoriel' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §2: Logout (a POST to /logout) removes the session and opens /signin. */
export const Logout: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await findTitle(canvasElement, TITLES.signIn);
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/**
 * While the signed-in user loads, the frame shows with the page's heading (its route's) and a
 * spinner: what the server's page draws too (ADR 019).
 */
export const LoadingOwner: Story = {
  parameters: { msw: { handlers: mockApi({ owner: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Chargement…' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1, name: 'Tutoriel' });
    await expect(heading.closest('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'Tutoriel' })).toHaveAttribute('aria-current', 'page');
  },
};

/** SPEC §6: a signed-in account that is not a shop owner is refused and signed out. */
export const NotAMerchant: Story = {
  parameters: {
    msw: { handlers: mockApi('full', { seed: { user: ownerFixture({ roles: ['ROLE_USER'] }) } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Accès impossible');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      // jest-dom compares texts with every space, the non-breaking ones too, made ordinary.
      'Ce compte n’est pas un compte commerçant : l’espace merci est réservé aux boutiques.',
    );
    // The session is cleared as the refusal is shown (an effect of its render).
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  },
};

/** SPEC §2: with no session at all, the frame sends the visitor to /signin. */
export const SignedOut: Story = {
  parameters: { screen: { session: 'signed-out' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.signIn);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};
