import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  assignedRewardFixtures,
  mockApi,
  salesRewardFixtures,
  shopFixture,
  uniqueCodeOf,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { checkShopLoadError, findTitle, fr, page, toasts, waitForIdle } from './screenPlay';

// /rewards (SPEC §2): the types to create, the configured rewards and the rewards given.
const meta = {
  title: 'dashboard/Rewards',
  ...screenMeta({ path: '/rewards', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Récompenses';

/** A section of the page, named by its heading. */
const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));
const configured = (canvasElement: HTMLElement) => section(canvasElement, 'Récompenses configurées');
const assigned = (canvasElement: HTMLElement) => section(canvasElement, 'Récompenses attribuées');

/** The row of a configured reward, found by its actions menu ('Code Promo MERCI10'). */
async function configRow(canvasElement: HTMLElement, reward: string) {
  const menu = await (
    await configured(canvasElement)
  ).findByRole('button', { name: `Actions sur la récompense ${reward}` });
  const row = menu.closest('tr');
  if (!row) throw new Error(`No row for ${reward}`);
  return row;
}

/** The row of a reward given to `username`, found by its row header. */
async function assignedRow(canvasElement: HTMLElement, username: string) {
  return (await assigned(canvasElement)).findByRole('row', { name: new RegExp(`^@${username} `) });
}

/** The texts of a row's cells (its row header left out). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * A shop in full swing: a create card per reward type of its plan, its five configured rewards
 * newest first and the seven rewards given, with the month and status of each.
 */
export const Full: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await step('a create card per type, each linking to its form', async () => {
      const cards = within(canvas.getByRole('list', { name: 'Créer une récompense' }));
      const items = cards.getAllByRole('listitem');
      await expect(items).toHaveLength(4);
      await expect(
        items.map((item) => within(item).getByRole('link', { name: 'Créer' }).getAttribute('href')),
      ).toEqual(['/rewards/percent/add', '/rewards/code/add', '/rewards/voucher/add', '/rewards/other/add']);
      await expect(within(items[1] as HTMLElement).getByText('Code Promo')).toBeVisible();
    });
    await step('the configured rewards: type, contents, value, validity and quantities', async () => {
      const table = within((await configured(canvasElement)).getByRole('table'));
      await expect(table.getAllByRole('row')).toHaveLength(6);
      const code = await configRow(canvasElement, 'Code Promo MERCI10');
      await expect(within(code).getByRole('rowheader')).toHaveTextContent('MERCI10');
      await expect(cellsOf(code)).toEqual([
        'Code PromoActive',
        'Publication, Reel',
        'Sans limite de date',
        '50',
        '8',
        '42',
        '3',
        expect.any(String),
      ]);
      const voucher = await configRow(canvasElement, 'Bon d’achat Bon d’achat de 20 €');
      await expect(cellsOf(voucher).slice(0, 7)).toEqual([
        'Bon d’achatActive',
        'Story',
        '01/01/2026 – 31/12/2026',
        '20',
        '5',
        '15',
        '2',
      ]);
      const coffee = await configRow(canvasElement, 'Autre Un café offert');
      await expect(within(coffee).getAllByText('Illimitée')).toHaveLength(2);
    });
    await step('the rewards given: ambassador, media, post, month, type, value and status', async () => {
      const table = within((await assigned(canvasElement)).getByRole('table'));
      await expect(table.getAllByRole('row')).toHaveLength(8);
      const row = await assignedRow(canvasElement, 'manon_lifestyle');
      await expect(cellsOf(row)).toEqual([
        'Image',
        expect.stringMatching(/^Voir/),
        expect.stringMatching(/^\d{1,2} nov\. 2026$/),
        'Code Promo',
        'MERCI10',
        // Its author was told: the « Prévenu » mark beside the status.
        'AttribuéePrévenu',
      ]);
      await expect(
        within(row).getByRole('link', {
          name: 'Voir la publication de @manon_lifestyle, dans un nouvel onglet',
        }),
      ).toHaveAttribute('target', '_blank');
      const older = await assignedRow(canvasElement, 'ines.bijoux');
      await expect(older).toHaveTextContent('27 oct. 2026');
      // Only a use request can be answered.
      await expect(within(older).queryByRole('button', { name: 'Accepter' })).toBeNull();
      await expect(
        within(await assignedRow(canvasElement, 'chloe.cuisine')).getByRole('button', { name: 'Accepter' }),
      ).toBeEnabled();
    });
  },
};

/** SPEC §2: the create cards are only those of the types the shop's plan allows. */
export const PlanTypesOnly: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', { seed: { shop: shopFixture({ discountTypes: ['percent', 'code'] }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const cards = within(await within(canvasElement).findByRole('list', { name: 'Créer une récompense' }));
    const items = cards.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByText('Réduction')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Créer' })).toHaveAttribute(
      'href',
      '/rewards/code/add',
    );
    await expect(cards.queryByText('Bon d’achat')).toBeNull();
    await waitForIdle(canvasElement);
  },
};

/** A new shop: no reward configured, none given, and a way to give the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockApi({ configRewards: 'empty', rewards: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await (await configured(canvasElement)).findByText('Aucune récompense configurée.'),
    ).toBeVisible();
    const given = await assigned(canvasElement);
    await expect(await given.findByText('Aucune récompense attribuée pour le moment.')).toBeVisible();
    await expect(given.getByRole('link', { name: 'Attribuer une récompense' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    await waitForIdle(canvasElement);
  },
};

/**
 * SPEC §8: the configured rewards failing show the generic danger alert; the rewards given
 * failing toast errors.http, once. Each list says which failed, with a retry.
 */
export const LoadError: Story = {
  parameters: { msw: { handlers: mockApi({ configRewards: 'error', rewards: 'error' }) } },
  play: async ({ canvasElement }) => {
    const configAlert = await (await configured(canvasElement)).findByRole('alert');
    await expect(configAlert).toHaveTextContent('Oups, une erreur est survenue.');
    await expect(configAlert).toHaveTextContent('Erreur lors de la récupération des récompenses configurées');
    await expect(within(configAlert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
    const givenAlert = await (await assigned(canvasElement)).findByRole('alert');
    await expect(givenAlert).toHaveTextContent('Erreur lors de la récupération des récompenses attribuées');
    await expect(within(givenAlert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(await toasts(canvasElement).findAllByText('Oups, une erreur est survenue.')).toHaveLength(1);
  },
};

/** The rewards given fail once (429: not retried by itself); 'Réessayer' reads them again. */
const failingOnce = () => {
  const api = mockApi();
  const once = http.get(
    '*/shops/:shopId/discounts',
    () => Response.json({ status: 429, message: 'errors.http' }, { status: 429 }),
    { once: true },
  );
  return { ...api, rewards: [once, ...api.rewards] };
};

const retryPlay =
  (retry: string, failed: string, region: string, row: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const given = await section(canvasElement, region);
    const alert = await given.findByRole('alert');
    await expect(alert).toHaveTextContent(failed);
    await userEvent.click(within(alert).getByRole('button', { name: retry }));
    await expect(await given.findByRole('row', { name: row })).toBeVisible();
    await expect(given.queryByRole('alert')).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  };

/** The rewards given failed; 'Réessayer' brings them. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: failingOnce() } },
  play: retryPlay(
    'Réessayer',
    'Erreur lors de la récupération des récompenses attribuées',
    'Récompenses attribuées',
    /^@lea\.martin /,
  ),
};

export const RetryAfterFailureInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: failingOnce() } },
  play: retryPlay('Try again', 'Error while loading the rewards given', 'Rewards given', /^@lea\.martin /),
};

/**
 * On a phone (375 px) each table's row is a card: the title first, a status badge, label and
 * value lines, the actions as buttons; nothing scrolls sideways.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    const config = await configured(canvasElement);
    await expect(config.getAllByRole('group', { name: /^Actions sur la récompense/ })[0]).toBeVisible();
    await expect(config.getAllByRole('button', { name: 'Modifier' })[0]).toBeVisible();
    for (const name of ['Récompenses configurées', 'Récompenses attribuées']) {
      const table = (await section(canvasElement, name)).getByRole('group', { name });
      await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Both lists on their way: skeleton rows under the headers, each table marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: mockApi({ configRewards: 'loading', rewards: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    for (const name of ['Récompenses configurées', 'Récompenses attribuées']) {
      const table = (await section(canvasElement, name)).getByRole('group', { name });
      await expect(table).toHaveAttribute('aria-busy', 'true');
    }
    // The shop answered: its create cards are already there.
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Créer une récompense' }),
    ).toBeVisible();
  },
};

/** Deleting asks first; confirmed, the toast says so and the reward leaves the list. */
export const DeleteConfiguredReward: Story = {
  play: async ({ canvasElement, step }) => {
    await step('choose Supprimer in the menu of the code reward', async () => {
      await userEvent.click(
        await within(await configRow(canvasElement, 'Code Promo MERCI10')).findByRole('button', {
          name: /^Actions sur/,
        }),
      );
      await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Supprimer' }));
    });
    await step('confirm in the dialog', async () => {
      const dialog = await page(canvasElement).findByRole('dialog', {
        name: fr('Supprimer cette récompense ?'),
      });
      await expect(dialog).toHaveTextContent('Elle ne pourra plus être attribuée.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    });
    await expect(await toasts(canvasElement).findByText('La récompense a été supprimée.')).toBeVisible();
    const table = within((await configured(canvasElement)).getByRole('table'));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(5));
    await expect(table.queryByText('MERCI10')).toBeNull();
    await waitForIdle(canvasElement);
    // The table fits this 1200 px screen: its row menus are in view, nothing scrolls sideways.
    const region = (await configured(canvasElement)).getByRole('table').closest<HTMLElement>('[tabindex]');
    await expect(region?.scrollWidth).toBeLessThanOrEqual(region?.clientWidth ?? 0);
  },
};

/** A customer asked to use their reward: accepting toasts it and the reward reads as used. */
export const AcceptUseRequest: Story = {
  play: async ({ canvasElement }) => {
    const row = await assignedRow(canvasElement, 'chloe.cuisine');
    await expect(row).toHaveTextContent('Utilisation demandée');
    await userEvent.click(within(row).getByRole('button', { name: 'Accepter' }));
    // Testing Library reads the non-breaking space before ':' as a plain one.
    await expect(
      await toasts(canvasElement).findByText('Demande acceptée : la récompense est utilisée.'),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await assignedRow(canvasElement, 'chloe.cuisine')).toHaveTextContent('Utilisée'),
    );
    await expect(
      within(await assignedRow(canvasElement, 'chloe.cuisine')).queryByRole('button', { name: 'Accepter' }),
    ).toBeNull();
    await waitForIdle(canvasElement);
  },
};

/** Refusing a use request asks first; confirmed, the reward reads as refused. */
export const RefuseUseRequest: Story = {
  play: async ({ canvasElement }) => {
    const row = await assignedRow(canvasElement, 'lea.martin');
    await userEvent.click(within(row).getByRole('button', { name: 'Refuser' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: fr('Refuser la demande ?') });
    await expect(dialog).toHaveTextContent('@lea.martin ne pourra pas utiliser sa récompense.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await toasts(canvasElement).findByText('Demande refusée.')).toBeVisible();
    await waitFor(async () =>
      expect(await assignedRow(canvasElement, 'lea.martin')).toHaveTextContent('Refusée'),
    );
    await waitForIdle(canvasElement);
  },
};

/** A notification's link: only the use requests, the filter set from the address. */
export const UseRequests: Story = {
  parameters: { screen: { path: '/rewards?status=use_requested' } },
  play: async ({ canvasElement }) => {
    const given = await assigned(canvasElement);
    await expect(await given.findByRole('combobox', { name: 'Statut' })).toHaveValue('use_requested');
    await waitForIdle(canvasElement);
    await waitFor(() => expect(within(given.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    await expect(given.getAllByRole('button', { name: 'Accepter' })).toHaveLength(2);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Rewards');
    await waitForIdle(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Create a reward' })).toBeVisible();
    const configured = within(canvas.getByRole('region', { name: 'Configured rewards' }));
    // SPEC §9: dates day first (dd/MM/yyyy) in English as in French.
    await expect(configured.getByText('01/01/2026 – 31/12/2026')).toBeVisible();
    await expect(
      (
        await within(canvas.getByRole('region', { name: 'Rewards given' })).findAllByText(
          /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
        )
      )[0],
    ).toBeVisible();
  },
};

/** SPEC §8: the shop, which says the reward types to create, could not be loaded: said in their place. */
export const ShopLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Récompenses');
    await checkShopLoadError(canvasElement);
    const types = within(within(canvasElement).getByRole('region', { name: 'Créer une récompense' }));
    await expect(types.getByRole('alert')).toHaveTextContent('Erreur lors de la récupération de la société');
    await expect(
      within(canvasElement).getByRole('region', { name: 'Récompenses configurées' }),
    ).toBeVisible();
  },
};

/**
 * A reward given with a unique code (docs/adr/037), then used in an order of the online store:
 * @lea.martin's, the newest: used, in order #1042 of 59,90 €, its own code as its value.
 */
const usedInAnOrder = () =>
  mockApi('full', {
    seed: { assignedRewards: [...salesRewardFixtures().slice(0, 1), ...assignedRewardFixtures()] },
  });

/** The first row of the rewards given: the one used in an order. */
async function orderRow(canvasElement: HTMLElement) {
  const rows = await (await assigned(canvasElement)).findAllByRole('row', { name: /^@lea\.martin / });
  return within(rows[0] as HTMLElement);
}

export const UsedInAnOrder: Story = {
  parameters: { msw: { handlers: usedInAnOrder() } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    const row = await orderRow(canvasElement);
    await expect(row.getByText('Utilisée')).toBeVisible();
    await expect(row.getByText('Commande #1042 · 59,90 €')).toBeVisible();
    await expect(row.getByText(uniqueCodeOf('lea.martin', 72))).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

export const UsedInAnOrderOnAPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: { msw: { handlers: usedInAnOrder() } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    const row = await orderRow(canvasElement);
    await expect(row.getByText('Commande #1042 · 59,90 €')).toBeVisible();
    await waitForIdle(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const UsedInAnOrderInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: usedInAnOrder() } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Rewards');
    const rows = await within(
      await within(canvasElement).findByRole('region', { name: 'Rewards given' }),
    ).findAllByRole('row', { name: /^@lea\.martin / });
    await expect(within(rows[0] as HTMLElement).getByText('Order #1042 · €59.90')).toBeVisible();
    await waitForIdle(canvasElement);
  },
};
