import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE } from '../../dashboard/src/lib/api/client';
import { mockApi, onlineStoreFixture, problem } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, fr, page, toasts, waitForIdle } from './screenPlay';

// /account/online-store (docs/adr/037): the shop's Shopify store, connected or to connect.
const meta = {
  title: 'dashboard/AccountOnlineStore',
  ...screenMeta({ path: '/account/online-store', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'xs', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
const DOMAIN = 'maison-lumiere.myshopify.com';
const CONNECT = 'Connecter ma boutique';

/** No store connected yet. */
const notConnected = () => mockApi({ onlineStore: 'empty' });
/** The store connected once, then disconnected (or its app uninstalled). */
const disconnected = () =>
  mockApi('full', { seed: { onlineStores: [onlineStoreFixture({ status: 'disconnected' })] } });

/** The mock API with `handler` answering first in the online store's group. */
function storeAnswering(handler: HttpHandler, scenario: 'full' | 'empty' = 'empty') {
  const api = mockApi({ onlineStore: scenario });
  return { ...api, onlineStore: [handler, ...api.onlineStore] };
}

const connectPath = `*${API_BASE}/shops/:shopId/online_stores/connect`;

/** The tab of the account navigation, current. */
async function expectCurrentTab(
  canvasElement: HTMLElement,
  name = 'Boutique en ligne',
  sections = 'Sections du compte',
) {
  const navigation = within(canvasElement).getByRole('navigation', { name: sections });
  await expect(within(navigation).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
}

/** The connected store's card: its address, the badge, since when, what merci may do. */
async function checkConnected(canvasElement: HTMLElement) {
  const card = within(await within(canvasElement).findByRole('region', { name: DOMAIN }));
  await expect(card.getByText('Connectée')).toBeVisible();
  await expect(card.getByText(/connectée le 14 oct\. 2026/)).toBeVisible();
  await expect(
    within(
      card.getByRole('list', { name: fr('Ce que merci peut faire dans votre boutique :') }),
    ).getAllByRole('listitem'),
  ).toHaveLength(2);
  await expect(card.getByRole('button', { name: 'Déconnecter' })).toBeVisible();
  await expectCurrentTab(canvasElement);
  await waitForIdle(canvasElement);
}

/** The connect form: the address field with its hint, the button. */
async function checkNotConnected(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 2, name: 'Connectez votre boutique Shopify' }),
  ).toBeVisible();
  const field = canvas.getByRole('textbox', { name: /^Adresse de la boutique/ });
  await expect(field).toHaveValue('');
  await expect(field).toHaveAccessibleDescription(
    fr('Son nom suffit : atelier-lea pour atelier-lea.myshopify.com.'),
  );
  await expect(canvas.getByRole('button', { name: CONNECT })).toBeEnabled();
  await waitForIdle(canvasElement);
}

/** Connected: the store, since when, what merci may do there, and its disconnection. */
export const Connected: Story = {
  globals: DESKTOP,
  play: ({ canvasElement }) => checkConnected(canvasElement),
};

export const ConnectedOnAPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: DOMAIN });
    await waitForIdle(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ConnectedInEnglish: Story = {
  globals: { ...DESKTOP, locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: DOMAIN }));
    await expect(card.getByText('Connected')).toBeVisible();
    await expect(card.getByText(/connected on 14 Oct 2026/)).toBeVisible();
    await expectCurrentTab(canvasElement, 'Online store', 'Account sections');
    await waitForIdle(canvasElement);
  },
};

export const ConnectedInEnglishOnAPhone: Story = {
  globals: { ...PHONE, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Disconnect' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** Connected before Shopify approved merci for protected customer data: codes work, orders wait. */
const awaitingApproval = () =>
  mockApi('full', { seed: { onlineStores: [onlineStoreFixture({ orderTracking: 'awaiting_approval' })] } });

/**
 * Connected while Shopify has not yet approved merci's access to protected customer data: the
 * store and its codes work, and the merchant reads why its orders are not tracked yet.
 */
export const OrdersAwaitingApproval: Story = {
  globals: DESKTOP,
  parameters: { msw: { handlers: awaitingApproval() } },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: DOMAIN }));
    await expect(card.getByText('Connectée')).toBeVisible();
    await expect(card.getByText('En attente de l’approbation de Shopify')).toBeVisible();
    // getByText reads the non-breaking spaces before « : » and « ; » as spaces.
    await expect(
      card.getByText(
        'Les commandes ne sont pas encore suivies : Shopify doit d’abord approuver l’accès de merci aux données protégées de vos acheteurs. Vos codes uniques fonctionnent déjà ; merci verra celles passées avec eux à partir de l’approbation, sans rien à refaire de votre côté.',
      ),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Déconnecter' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

export const OrdersAwaitingApprovalInEnglishOnAPhone: Story = {
  globals: { ...PHONE, locale: 'en' },
  parameters: { msw: { handlers: awaitingApproval() } },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: DOMAIN }));
    await expect(card.getByText('Awaiting Shopify’s approval')).toBeVisible();
    await expect(card.getByText(/^Orders are not tracked yet: Shopify must first approve/)).toBeVisible();
    await waitForIdle(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No store yet: what connecting brings, the store's address and the button. */
export const NotConnected: Story = {
  globals: DESKTOP,
  parameters: { msw: { handlers: notConnected() } },
  play: ({ canvasElement }) => checkNotConnected(canvasElement),
};

export const NotConnectedOnAPhone: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: notConnected() } },
  play: async ({ canvasElement }) => {
    await checkNotConnected(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NotConnectedInEnglish: Story = {
  globals: { ...DESKTOP, locale: 'en' },
  parameters: { msw: { handlers: notConnected() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Store address/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect my store' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

export const NotConnectedInEnglishOnAPhone: Story = {
  globals: { ...PHONE, locale: 'en' },
  parameters: { msw: { handlers: notConnected() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Connect my store' }),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** The store is read: a spinner where its card will be. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockApi({ onlineStore: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Mon compte');
    await expect(await within(canvasElement).findByRole('status', { name: 'Chargement…' })).toBeVisible();
  },
};

/** Connecting: the button stays busy while the store's page is asked for, then while the browser leaves. */
export const Connecting: Story = {
  parameters: {
    msw: {
      handlers: storeAnswering(http.post(connectPath, () => delay('infinite').then(() => new Response()))),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Adresse de la boutique/ }),
      'atelier-lea',
    );
    await userEvent.click(canvas.getByRole('button', { name: CONNECT }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: CONNECT })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** An address that is not a Shopify store's: said under the field, nothing sent, the text kept. */
export const BadDomain: Story = {
  parameters: { msw: { handlers: notConnected() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^Adresse de la boutique/ });
    await userEvent.type(field, 'www.atelier-lea.fr');
    await userEvent.click(canvas.getByRole('button', { name: CONNECT }));
    await expect(
      await canvas.findByText(
        'Indiquez l’adresse Shopify de votre boutique, par exemple atelier-lea.myshopify.com.',
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('www.atelier-lea.fr');
    await waitForIdle(canvasElement);
  },
};

/** The API refuses the store (connected to another merci shop): said under the field. */
export const StoreTaken: Story = {
  parameters: {
    msw: {
      handlers: storeAnswering(http.post(connectPath, () => problem(409, 'online_store.errors.taken'))),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^Adresse de la boutique/ });
    await userEvent.type(field, 'atelier-lea');
    await userEvent.click(canvas.getByRole('button', { name: CONNECT }));
    await expect(
      await canvas.findByText('Cette boutique est déjà connectée à un autre compte merci.'),
    ).toBeVisible();
    await expect(field).toHaveValue('atelier-lea');
    await waitForIdle(canvasElement);
  },
};

/** Opens the disconnection's confirmation and returns the dialog. */
async function askToDisconnect(canvasElement: HTMLElement) {
  const card = within(await within(canvasElement).findByRole('region', { name: DOMAIN }));
  await waitForIdle(canvasElement);
  await userEvent.click(card.getByRole('button', { name: 'Déconnecter' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: fr('Déconnecter votre boutique ?') });
  await expect(
    within(dialog).getByText(new RegExp(`^L’application merci sera désinstallée de ${DOMAIN}`)),
  ).toBeVisible();
  return within(dialog);
}

/** Disconnecting asks first, and says that merci’s app leaves the store. */
export const DisconnectConfirm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askToDisconnect(canvasElement);
    await expect(dialog.getByText(/n’y créera plus de codes uniques/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeVisible();
  },
};

/** Confirmed: the toast says so, and the tab offers to connect the store again, its address kept. */
export const Disconnect: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askToDisconnect(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Déconnecter' }));
    // The dialog hides the rest of the page from assistive technologies while it closes.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      await toasts(canvasElement).findByText('La boutique en ligne a été déconnectée.'),
    ).toBeVisible();
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Reconnectez votre boutique Shopify' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Adresse de la boutique/ })).toHaveValue(DOMAIN);
    await waitForIdle(canvasElement);
  },
};

/** Disconnected since (or the app uninstalled): said, and the form to connect it again. */
export const Disconnected: Story = {
  parameters: { msw: { handlers: disconnected() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(new RegExp(`La boutique ${DOMAIN.replace(/\./g, '\\.')} n’est plus connectée`)),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Adresse de la boutique/ })).toHaveValue(DOMAIN);
    await waitForIdle(canvasElement);
  },
};

export const DisconnectedInEnglishOnAPhone: Story = {
  globals: { ...PHONE, locale: 'en' },
  parameters: { msw: { handlers: disconnected() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Reconnect your Shopify store' }),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** Back from Shopify, connected: a toast says so above the connected store. */
export const BackConnected: Story = {
  parameters: { screen: { path: '/account/online-store?connected=shopify' } },
  play: async ({ canvasElement }) => {
    await expect(
      await toasts(canvasElement).findByText('Votre boutique en ligne est connectée.'),
    ).toBeVisible();
    await within(canvasElement).findByRole('region', { name: DOMAIN });
    await waitForIdle(canvasElement);
  },
};

/** Back from Shopify, the merchant refused: said above the form, until dismissed. */
export const BackRefused: Story = {
  parameters: {
    screen: { path: '/account/online-store?error=online_store.errors.denied' },
    msw: { handlers: notConnected() },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('La boutique n’a pas été connectée');
    await expect(alert).toHaveTextContent('Vous avez refusé l’accès de merci à votre boutique sur Shopify.');
    await checkNotConnected(canvasElement);
  },
};

/**
 * Back from Shopify in another browser than the one that started the connection (a link sent to
 * someone, or approved on another device): refused, and said how to start again.
 */
export const BackInAnotherBrowser: Story = {
  parameters: {
    screen: { path: '/account/online-store?error=online_store.errors.other_browser' },
    msw: { handlers: notConnected() },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('La boutique n’a pas été connectée');
    await expect(alert).toHaveTextContent(
      'Ce lien de connexion a été ouvert dans un autre navigateur que celui où la connexion a commencé.',
    );
    await checkNotConnected(canvasElement);
  },
};

export const BackUnavailableInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    screen: { path: '/account/online-store?error=online_store.errors.unavailable' },
    msw: { handlers: notConnected() },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Shopify did not answer in time. Try again in a moment.');
    await waitForIdle(canvasElement);
  },
};

/** The store cannot be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: mockApi({ onlineStore: 'error' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('La boutique en ligne n’a pas pu être chargée.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};
