import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi, operatorFixture, type Scenarios } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findCurrentPage, findTitle, waitForIdle } from './screenPlay';

/** The mock API with merci's team signed in (GET /users/me answers an operator). */
const asOperator = (scenarios: Scenarios = 'full') =>
  mockApi(scenarios, { seed: { user: operatorFixture() } });

/** The operator's mock API, with `handler` heard first on the console's routes. */
function adminFirst(handler: HttpHandler) {
  const api = asOperator();
  return { ...api, admin: [handler, ...api.admin] };
}

const screen = screenMeta({ path: '/admin', session: 'signed-in' });

// The operator's console: every shop, newest first, 10 a page, merci's team signed in.
const meta = {
  title: 'dashboard/AdminShops',
  ...screen,
  parameters: { ...screen.parameters, msw: { handlers: asOperator() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Boutiques';

/** The table's body rows (the header row aside). */
function rows(canvasElement: HTMLElement, caption = 'Boutiques inscrites') {
  const table = within(canvasElement).getByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
}

/** The shops' names, in the order of the table. */
const shopNames = (canvasElement: HTMLElement) =>
  rows(canvasElement).map((row) => within(row).getByRole('rowheader').textContent);

/** The status tabs' navigation. */
const tabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Statut des boutiques' }));

/**
 * Ten shops, newest first, each with its owner's e-mail, category, sign-up date (dd/MM/yyyy),
 * activation, validation, plan, this month's quota and Instagram's health; a second page.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await expect(shopNames(canvasElement)).toEqual([
      'Café Mistral',
      'Atelier Brindille',
      'La Bonne Pâte',
      'Fleurs de Lys',
      'Le Comptoir Vert',
      'Librairie des Quais',
      'Sport & Cime',
      'Épicerie Nomade',
      'Beauté Sauvage',
      'Le Petit Grain',
    ]);
    const [cafe, brindille, , fleurs, comptoir, librairie, , epicerie] = rows(canvasElement);
    if (!cafe || !brindille || !fleurs || !comptoir || !librairie || !epicerie)
      throw new Error('rows missing');
    await expect(within(cafe).getByRole('link', { name: 'Café Mistral' })).toHaveAttribute(
      'href',
      '/admin/shops/13',
    );
    await expect(cafe).toHaveTextContent('lea@cafe-mistral.fr');
    await expect(cafe).toHaveTextContent('21/11/2026');
    await expect(cafe).toHaveTextContent('À valider');
    await expect(cafe).toHaveTextContent('Non connecté');
    // Never activated: the owner has not opened the e-mail yet.
    await expect(within(brindille).getAllByRole('cell')[3]).toHaveTextContent('Non');
    await expect(fleurs).toHaveTextContent('Basic');
    await expect(fleurs).toHaveTextContent('3 / 10');
    await expect(fleurs).toHaveTextContent('Validée');
    await expect(comptoir).toHaveTextContent('Entreprise');
    await expect(comptoir).toHaveTextContent('4 / illimité');
    await expect(comptoir).toHaveTextContent('À reconnecter');
    await expect(librairie).toHaveTextContent('Suspendue');
    await expect(tabs(canvasElement).getByRole('link', { name: 'Toutes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher une boutique' })).toHaveValue('');
  },
};

/** The second page: the three oldest shops, the demo shop last. */
export const SecondPage: Story = {
  parameters: { screen: { path: '/admin?page=2' } },
  play: async ({ canvasElement }) => {
    await findCurrentPage(canvasElement, 2);
    await expect(shopNames(canvasElement)).toEqual(['Mode Éthique', 'Papeterie Odette', 'Maison Lumière']);
  },
};

/** The shops waiting for validation: their tab is current, and no pages for four of them. */
export const PendingValidation: Story = {
  parameters: { screen: { path: '/admin?status=pending' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await expect(tabs(canvasElement).getByRole('link', { name: 'À valider' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(shopNames(canvasElement)).toEqual([
      'Café Mistral',
      'Atelier Brindille',
      'La Bonne Pâte',
      'Papeterie Odette',
    ]);
    for (const row of rows(canvasElement)) await expect(row).toHaveTextContent('À valider');
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'Pagination des boutiques' }),
    ).toBeNull();
  },
};

/** The validated shops, with their plans and quotas. */
export const Validated: Story = {
  parameters: { screen: { path: '/admin?status=validated' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await expect(tabs(canvasElement).getByRole('link', { name: 'Validées' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(shopNames(canvasElement)).toEqual([
      'Fleurs de Lys',
      'Le Comptoir Vert',
      'Sport & Cime',
      'Épicerie Nomade',
      'Le Petit Grain',
      'Mode Éthique',
      'Maison Lumière',
    ]);
    const maison = rows(canvasElement).at(-1);
    await expect(maison).toHaveTextContent('Advanced');
    await expect(maison).toHaveTextContent('4 / 50');
  },
};

/** The suspended shops, one of which was never validated. */
export const Suspended: Story = {
  parameters: { screen: { path: '/admin?status=suspended' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await expect(tabs(canvasElement).getByRole('link', { name: 'Suspendues' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(shopNames(canvasElement)).toEqual(['Librairie des Quais', 'Beauté Sauvage']);
  },
};

/** What the list asked the API for, newest request last (read by SearchByEmail). */
const listRequests: URL[] = [];

/**
 * A piece of an owner's e-mail, applied once typing pauses: the API is asked for it from page 1,
 * one shop matches, and the status tabs keep the search.
 */
export const SearchByEmail: Story = {
  parameters: {
    screen: { path: '/admin?page=2' },
    msw: {
      handlers: adminFirst(
        http.get('*/api/admin/shops', ({ request }) => {
          listRequests.push(new URL(request.url));
        }),
      ),
    },
  },
  beforeEach: () => {
    listRequests.length = 0;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await step('type a piece of an e-mail', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher une boutique' }), 'sport-cime');
      // Not sent while typing: the search waits for a pause.
      await expect(listRequests.some((url) => url.searchParams.has('q'))).toBe(false);
    });
    await step('the shop of that e-mail shows, from the first page', async () => {
      await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('q')).toBe('sport-cime'));
      await expect(listRequests.at(-1)?.searchParams.get('page')).toBe('1');
      await waitFor(() => expect(shopNames(canvasElement)).toEqual(['Sport & Cime']));
      await expect(tabs(canvasElement).getByRole('link', { name: 'Validées' })).toHaveAttribute(
        'href',
        '/admin?status=validated&q=sport-cime',
      );
    });
    await waitForIdle(canvasElement);
  },
};

/** A search that matches no shop says so, its words kept in the field. */
export const SearchWithoutResult: Story = {
  parameters: { screen: { path: '/admin?status=pending&q=lumi%C3%A8re' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucune boutique ne correspond à ces critères.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher une boutique' })).toHaveValue('lumière');
    await expect(canvas.queryByRole('table')).toBeNull();
    await waitForIdle(canvasElement);
  },
};

/** No shop has signed up yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: asOperator({ admin: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Aucune boutique inscrite pour le moment.'),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** The list failing: the red alert with a retry, which asks again. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: adminFirst(
        http.get('*/api/admin/shops', ({ request }) => {
          listRequests.push(new URL(request.url));
          return Response.json({ status: 500, message: 'errors.http' }, { status: 500 });
        }),
      ),
    },
  },
  beforeEach: () => {
    listRequests.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Oups, une erreur est survenue.');
    const asked = listRequests.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(listRequests.length).toBe(asked + 1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue.');
  },
};

/** The list on its way: skeleton rows in a busy table, the tabs and search already there. */
export const Loading: Story = {
  parameters: { msw: { handlers: asOperator({ admin: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    const group = await canvas.findByRole('group', { name: 'Boutiques inscrites' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Statut des boutiques' })).toBeVisible();
  },
};

/**
 * On a phone: the header keeps the language and the way out, the tabs and search stack, and the
 * table scrolls sideways in its frame.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { screen: { path: '/admin?status=pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    const logout = canvas.getByRole('button', { name: 'Déconnexion' });
    await expect(logout.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('combobox', { name: 'Langue' })).toBeVisible();
    // Each shop is a card (ADR 032): nothing to scroll sideways.
    const scroller = canvas.getByRole('group', { name: 'Boutiques inscrites' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};

/** In English: the same table, dates still day/month/year. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Shops');
    await waitForIdle(canvasElement);
    const [cafe, , , , comptoir] = rows(canvasElement, 'Registered shops');
    await expect(cafe).toHaveTextContent('21/11/2026');
    await expect(cafe).toHaveTextContent('Pending');
    await expect(comptoir).toHaveTextContent('4 / unlimited');
    await expect(comptoir).toHaveTextContent('To reconnect');
    await expect(canvas.getByRole('link', { name: 'Pending validation' })).toBeVisible();
  },
};
