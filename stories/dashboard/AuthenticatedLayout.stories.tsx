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
import { findTitle, landsOnSignIn, page, TITLES, waitForIdle } from './screenPlay';

// The frame of every signed-in screen, shown around the tutorial page (the smallest one).
const meta = {
  title: 'dashboard/AuthenticatedLayout',
  ...screenMeta({ path: '/tutorial', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contents of the fixtures not rewarded yet, as GET /shops/{id}/todo counts them. */
const TO_REWARD = 9;

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

const phone = { viewport: { value: 'xs', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** A tap target a thumb can hit (WCAG 2.5.5): at least 44 × 44 px. */
async function expectThumbTarget(element: HTMLElement) {
  const { width, height } = element.getBoundingClientRect();
  await expect(Math.round(width)).toBeGreaterThanOrEqual(44);
  await expect(Math.round(height)).toBeGreaterThanOrEqual(44);
}

/**
 * At 1440 px: the side navigation with the count of contents to reward, the header with the
 * shop, the e-mail, the language and the bell; no menu button.
 */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Navigation principale' });
    await expect(
      await within(nav).findByRole('link', { name: `Contenus Instagram ${TO_REWARD} à récompenser` }),
    ).toBeVisible();
    await expect(canvas.getByText('Maison Lumière')).toBeVisible();
    await expect(canvas.getByText(OWNER_CREDENTIALS.email)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Langue' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notifications, 3 non lues' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};

export const DesktopInEnglish: Story = {
  globals: { ...desktop, locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Main navigation' });
    await expect(
      await within(nav).findByRole('link', { name: `Instagram contents ${TO_REWARD} to reward` }),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/**
 * On a phone: one 56 px app bar (menu, logo, bell), the page right under it; the shop, the
 * e-mail, the language and the navigation wait in the menu.
 */
export const PhoneAppBar: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('banner');
    const bell = await within(bar).findByRole('link', { name: 'Notifications, 3 non lues' });
    await expect(Math.round(bar.getBoundingClientRect().height)).toBe(56);
    await expect(Math.round(canvas.getByRole('main').getBoundingClientRect().top)).toBe(56);
    const menu = within(bar).getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expectThumbTarget(menu);
    await expectThumbTarget(bell);
    await expect(within(bar).getByText('merci')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Langue' })).not.toBeInTheDocument();
    await expect(within(bar).getByText('Maison Lumière')).not.toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/**
 * The menu opens over the page (the page does not move), a modal dialog with the shop, the
 * e-mail, the navigation and its count, the language and Logout, every one a thumb's target;
 * Escape closes it and the focus goes back to the menu button.
 */
export const PhoneMenu: Story = {
  globals: phone,
  tags: ['!visual'],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Menu' });
    await canvas.findByRole('link', { name: 'Notifications, 3 non lues' });
    // The page behind a modal dialog is hidden from assistive technology: found by its tag.
    const main = () => canvasElement.querySelector('main') as HTMLElement;
    const mainTop = main().getBoundingClientRect().top;
    await userEvent.click(menu);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await step('the menu opens over the page', async () => {
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(main().getBoundingClientRect().top).toBe(mainTop);
      await expect(dialog.getBoundingClientRect().left).toBe(0);
    });
    await step('it holds who is signed in, the navigation, the language and Logout', async () => {
      const inMenu = within(dialog);
      await expect(inMenu.getByText('Maison Lumière')).toBeVisible();
      await expect(inMenu.getByText(OWNER_CREDENTIALS.email)).toBeVisible();
      await expect(inMenu.getByRole('link', { name: 'Tutoriel' })).toHaveAttribute('aria-current', 'page');
      const contents = inMenu.getByRole('link', { name: `Contenus Instagram ${TO_REWARD} à récompenser` });
      for (const target of [
        contents,
        inMenu.getByRole('link', { name: 'Accueil' }),
        inMenu.getByRole('combobox', { name: 'Langue' }),
        inMenu.getByRole('button', { name: 'Déconnexion' }),
        inMenu.getByRole('button', { name: 'Fermer le menu' }),
      ])
        await expectThumbTarget(target);
    });
    await step('Escape closes it, the focus back on the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(menu).toHaveFocus();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the close button closes it too', async () => {
      await userEvent.click(menu);
      const again = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(again).getByRole('button', { name: 'Fermer le menu' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(menu).toHaveFocus();
    });
    await waitForIdle(canvasElement);
  },
};

/** The menu open, for the visual snapshot: it covers the page's start, the page dimmed beside it. */
export const PhoneMenuOpen: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Notifications, 3 non lues' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(
      within(dialog).getByRole('link', { name: `Contenus Instagram ${TO_REWARD} à récompenser` }),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

export const PhoneMenuInEnglish: Story = {
  globals: { ...phone, locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Notifications, 3 unread' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(
      within(dialog).getByRole('link', { name: `Instagram contents ${TO_REWARD} to reward` }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close the menu' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** Following a link of the menu opens its page and closes the menu. */
export const PhoneMenuClosesOnNavigation: Story = {
  globals: phone,
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Notifications' }));
    await findTitle(canvasElement, 'Notifications');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Nothing left to reward: no count on the navigation's entry. */
export const NothingToReward: Story = {
  globals: desktop,
  parameters: { msw: { handlers: mockApi({ default: 'full', todo: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Maison Lumière');
    await waitForIdle(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(within(nav).getByRole('link', { name: 'Contenus Instagram' })).toHaveTextContent(
      /^Contenus Instagram$/,
    );
  },
};

/** SPEC §2: Logout (a POST to /logout), in the phone's menu, removes the session and opens /signin. */
export const Logout: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Déconnexion' }));
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
  play: landsOnSignIn,
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
