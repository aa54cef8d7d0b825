import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUSPENSION_FIXTURE, shopFixture } from '../../testing/fixtures';
import { assignedRewardFixture, configRewardFixture } from '../../testing/pageFixtures';
import { hydra, problem, renderApp, stubApiWith } from '../../testing/pageTest';

const codeReward = configRewardFixture(5, {
  '@id': '/config_discount_codes/5',
  type: 'code',
  code: 'MERCI10',
  percent: 0,
  description: 'Code fidélité',
  socialContentTypes: ['feed', 'story'],
  validity_start_at: '2026-11-01',
  validity_end_at: '2026-11-30',
  quantity: 20,
  quantityAllocated: 8,
  quantityUsed: 2,
  quantityRemaining: 12,
});

const setup = stubApiWith({
  'GET /shops/1/config_discounts': () => hydra([configRewardFixture(4), codeReward]),
  'GET /shops/1/discounts': () => hydra([assignedRewardFixture()]),
});

const configTable = async () =>
  within(await screen.findByRole('region', { name: 'Récompenses configurées' }));
const assignedTable = async () =>
  within(await screen.findByRole('region', { name: 'Récompenses attribuées' }));

/** Chooses an action in the menu of the code reward's row. */
async function chooseAction(user: UserEvent, name: 'Modifier' | 'Supprimer') {
  const table = await configTable();
  await user.click(
    await table.findByRole('button', { name: 'Actions sur la récompense Code Promo MERCI10' }),
  );
  await user.click(await screen.findByRole('menuitem', { name }));
  return table;
}

/** Opens the confirmation of deleting the code reward. */
async function askToDelete(user: UserEvent) {
  const table = await chooseAction(user, 'Supprimer');
  const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette récompense\u00a0?' });
  return { table, dialog: within(dialog) };
}

// The first render loads the lazy route modules, which takes seconds on a busy machine.
describe('/rewards', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers a create card for each reward type the shop allows, and only those', async () => {
    setup({}, { shop: shopFixture({ discountTypes: ['code', 'percent'] }) });
    renderApp('/rewards');
    const cards = within(await screen.findByRole('list', { name: 'Créer une récompense' }));
    const items = cards.getAllByRole('listitem');
    // Domain order: percent before code.
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'rewards-type-percent',
      'rewards-type-code',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Créer' })).toHaveAttribute(
      'href',
      '/rewards/percent/add',
    );
    expect(within(items[1] as HTMLElement).getByText('Code Promo')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Créer' })).toHaveAttribute(
      'href',
      '/rewards/code/add',
    );
    expect(cards.queryByText('Bon d’achat')).not.toBeInTheDocument();
  });

  it('lists the configured rewards, 10 a page newest first, with every column of the spec and a status', async () => {
    // Within the fixtures' validity (November 2026): the rewards are active.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    const api = setup({
      'GET /shops/1/config_discounts': () => hydra([configRewardFixture(4), codeReward], 23),
    });
    renderApp('/rewards');
    const table = await configTable();
    const row = await table.findByRole('row', { name: /MERCI10/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('MERCI10');
    expect(cells).toEqual([
      'Code PromoActive',
      'Publication, Story',
      '01/11/2026 – 30/11/2026',
      '20',
      '8',
      '12',
      '2',
      expect.any(String),
    ]);
    const unlimited = table.getByRole('row', { name: /15\s%/ });
    expect(unlimited).toHaveTextContent('Sans limite de date');
    expect(within(unlimited).getAllByText('Illimitée')).toHaveLength(2);
    expect(table.getByRole('navigation', { name: 'Pages des récompenses configurées' })).toBeVisible();
    const call = api.callsTo('GET', '/shops/1/config_discounts')[0];
    expect(call?.query.toString()).toBe('order%5BcreatedAt%5D=desc&itemsPerPage=10&page=1');
  });

  it('writes English dates day first, as French ones (SPEC §9 dd/MM/yyyy)', async () => {
    setup({
      'GET /shops/1/config_discounts': () =>
        hydra([{ ...codeReward, validity_start_at: '2026-11-02', validity_end_at: '2026-11-26' }]),
    });
    renderApp('/rewards', { locale: 'en' });
    const table = within(await screen.findByRole('region', { name: 'Configured rewards' }));
    const row = await table.findByRole('row', { name: /MERCI10/ });
    expect(within(row).getByText('02/11/2026 – 26/11/2026')).toBeVisible();
    expect(within(row).getByText('Promo code')).toBeVisible();
  });

  it('reads the configured rewards page from the URL and writes it back on a page change', async () => {
    const api = setup({
      'GET /shops/1/config_discounts': ({ query }) =>
        hydra([configRewardFixture(Number(query.get('page')) * 100)], 23),
    });
    const { router } = renderApp('/rewards?configPage=2');
    const table = await configTable();
    await waitFor(() =>
      expect(api.callsTo('GET', '/shops/1/config_discounts')[0]?.query.get('page')).toBe('2'),
    );
    await userEvent.setup().click(await table.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?configPage=3'));
    expect(api.callsTo('GET', '/shops/1/config_discounts').at(-1)?.query.get('page')).toBe('3');
  });

  it('says so when no reward is configured, and shows a danger alert when the list fails', async () => {
    setup({ 'GET /shops/1/config_discounts': () => hydra([]) });
    const { unmount } = renderApp('/rewards');
    expect(await (await configTable()).findByText('Aucune récompense configurée.')).toBeVisible();
    unmount();

    setup({ 'GET /shops/1/config_discounts': () => problem(500) });
    renderApp('/rewards');
    expect(await (await configTable()).findByRole('alert')).toHaveTextContent(
      'Oups, une erreur est survenue.',
    );
  });

  it('leads the update action to the edit page of the reward', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderApp('/rewards');
    await chooseAction(user, 'Modifier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rewards/code/5'));
  });

  it('deletes a configured reward after confirmation, toasts it and reloads the list', async () => {
    let deleted = false;
    const api = setup({
      'GET /shops/1/config_discounts': () =>
        hydra(deleted ? [configRewardFixture(4)] : [configRewardFixture(4), codeReward]),
      'DELETE /config_discounts/5': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/rewards');
    const { table, dialog } = await askToDelete(user);
    // Nothing is deleted before the merchant confirms.
    expect(api.callsTo('DELETE', '/config_discounts/5')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('La récompense a été supprimée.')).toBeVisible();
    expect(api.callsTo('DELETE', '/config_discounts/5')).toHaveLength(1);
    await waitFor(() => expect(table.queryByRole('row', { name: /MERCI10/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the reward and toasts "Supression impossible." when the deletion fails', async () => {
    setup({
      'DELETE /config_discounts/5': () => problem(500, 'config_reward.errors.delete'),
    });
    const user = userEvent.setup();
    renderApp('/rewards');
    const { table, dialog } = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Supression impossible.')).toBeVisible();
    expect(table.getByRole('row', { name: /MERCI10/ })).toBeVisible();
  });

  it('says which automation blocks the deletion when the API answers 409 used_by_automation', async () => {
    setup({
      'DELETE /config_discounts/5': () =>
        problem(409, 'config_reward.errors.delete', [
          { propertyPath: 'automations', message: 'config_reward.errors.used_by_automation' },
        ]),
    });
    const user = userEvent.setup();
    renderApp('/rewards');
    const { table, dialog } = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));

    expect(
      await screen.findByText(
        'Suppression impossible : une automatisation attribue cette récompense. Changez d’abord la récompense de l’automatisation.',
      ),
    ).toBeVisible();
    expect(table.getByRole('row', { name: /MERCI10/ })).toBeVisible();
  });

  it('cancels a deletion without calling the API', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/rewards');
    const { dialog } = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/config_discounts/5')).toHaveLength(0);
  });

  it('lists the assigned rewards with ambassador, media, post link, month, type, value and status', async () => {
    const api = setup();
    renderApp('/rewards');
    const table = await assignedTable();
    const row = await table.findByRole('row', { name: /@lea\.martin/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('@lea.martin');
    const link = within(row).getByRole('link', {
      name: 'Voir la publication de @lea.martin, dans un nouvel onglet',
    });
    expect(link).toHaveAttribute('href', 'https://www.instagram.com/p/DEMO101/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(row).toHaveTextContent('Image');
    // The day in full: 'mars 26' would read as 26 March.
    expect(row).toHaveTextContent('22 mars 2026');
    expect(row).toHaveTextContent('Réduction');
    expect(row).toHaveTextContent('15 %');
    expect(row).toHaveTextContent('Attribuée');
    // Only a use request can be answered.
    expect(within(row).queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
    const call = api.callsTo('GET', '/shops/1/discounts')[0];
    expect(call?.query.toString()).toBe('order%5BcreatedAt%5D=desc&itemsPerPage=10&page=1');
  });

  it('marks « Prévenu » beside the status the rewards whose author was told', async () => {
    setup({
      'GET /shops/1/discounts': () =>
        hydra([
          assignedRewardFixture({ notifiedAt: '2026-11-26T10:00:00.000Z' }),
          assignedRewardFixture({ '@id': '/discounts/91', id: 91, username: 'hugo_voyage' }),
        ]),
    });
    renderApp('/rewards');
    const table = await assignedTable();
    const told = await table.findByRole('row', { name: /@lea\.martin/ });
    expect(within(told).getByText('Prévenu')).toHaveAttribute('title', 'Prévenu le 26 nov. 2026');
    const untold = table.getByRole('row', { name: /@hugo_voyage/ });
    expect(within(untold).queryByText('Prévenu')).not.toBeInTheDocument();
  });

  it('offers to assign a reward when none was given, and toasts errors.http when the list fails', async () => {
    setup({ 'GET /shops/1/discounts': () => hydra([]) });
    const { unmount } = renderApp('/rewards');
    const table = await assignedTable();
    expect(await table.findByText('Aucune récompense attribuée pour le moment.')).toBeVisible();
    expect(table.getByRole('link', { name: 'Attribuer une récompense' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    unmount();

    setup({ 'GET /shops/1/discounts': () => problem(500) });
    renderApp('/rewards');
    expect(await screen.findByText('Oups, une erreur est survenue.')).toBeVisible();
  });

  it('filters by status through the URL, back to the first page', async () => {
    const api = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/rewards?page=3');
    const table = await assignedTable();
    await table.findByRole('row', { name: /@lea\.martin/ });
    expect(api.callsTo('GET', '/shops/1/discounts')[0]?.query.get('page')).toBe('3');

    await user.selectOptions(table.getByRole('combobox', { name: 'Statut' }), 'Utilisation demandée');
    await waitFor(() => expect(router.state.location.search).toBe('?status=use_requested'));
    const last = api.callsTo('GET', '/shops/1/discounts').at(-1);
    expect(last?.query.get('status')).toBe('use_requested');
    expect(last?.query.get('page')).toBe('1');

    await user.selectOptions(table.getByRole('combobox', { name: 'Statut' }), 'Tous');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.callsTo('GET', '/shops/1/discounts').at(-1)?.query.has('status')).toBe(false);
  });

  it('accepts a use request, toasts it and reloads the rewards', async () => {
    let status: 'use_requested' | 'used' = 'use_requested';
    const api = setup({
      'GET /shops/1/discounts': () => hydra([assignedRewardFixture({ status })]),
      'PUT /discounts/90/accept': () => {
        status = 'used';
        return assignedRewardFixture({ status });
      },
    });
    const user = userEvent.setup();
    renderApp('/rewards');
    const table = await assignedTable();
    const row = await table.findByRole('row', { name: /@lea\.martin/ });
    expect(row).toHaveTextContent('Utilisation demandée');
    await user.click(within(row).getByRole('button', { name: 'Accepter' }));

    expect(await screen.findByText('Demande acceptée : la récompense est utilisée.')).toBeVisible();
    expect(api.callsTo('PUT', '/discounts/90/accept')).toHaveLength(1);
    await waitFor(() =>
      expect(table.getByRole('row', { name: /@lea\.martin/ })).toHaveTextContent('Utilisée'),
    );
    expect(table.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
  });

  it('refuses a use request only after confirmation, and toasts a failure', async () => {
    const api = setup({
      'GET /shops/1/discounts': () => hydra([assignedRewardFixture({ status: 'use_requested' })]),
      'PUT /discounts/90/refuse': () => problem(409, 'discount.errors.status'),
    });
    const user = userEvent.setup();
    renderApp('/rewards');
    const table = await assignedTable();
    const row = await table.findByRole('row', { name: /@lea\.martin/ });
    await user.click(within(row).getByRole('button', { name: 'Refuser' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande\u00a0?' });
    expect(dialog).toHaveTextContent('@lea.martin ne pourra pas utiliser sa récompense.');
    expect(api.callsTo('PUT', '/discounts/90/refuse')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));

    expect(await screen.findByText('Impossible de refuser la demande.')).toBeVisible();
    expect(api.callsTo('PUT', '/discounts/90/refuse')).toHaveLength(1);
  });

  it('opens a notification link on the use requests, with its row brought into view and focused', async () => {
    const api = setup({
      'GET /shops/1/discounts': () =>
        hydra([
          assignedRewardFixture({ id: 91, username: 'marc.b', status: 'use_requested' }),
          assignedRewardFixture({ status: 'use_requested' }),
        ]),
    });
    renderApp('/rewards?status=use_requested#discount-90');
    const table = await assignedTable();
    expect(await table.findByRole('combobox', { name: 'Statut' })).toHaveValue('use_requested');
    const row = await table.findByRole('row', { name: /@lea\.martin/ });
    const anchor = row.querySelector('#discount-90');
    expect(anchor).not.toBeNull();
    await waitFor(() => expect(anchor).toHaveFocus());
    expect(api.callsTo('GET', '/shops/1/discounts')[0]?.query.get('status')).toBe('use_requested');
  });

  it('opens the home’s link to the use requests on their table, its title focused', async () => {
    setup({
      'GET /shops/1/discounts': () => hydra([assignedRewardFixture({ status: 'use_requested' })]),
    });
    renderApp('/rewards?status=use_requested#given-rewards');
    const table = await assignedTable();
    expect(await table.findByRole('row', { name: /@lea\.martin/ })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Récompenses attribuées' })).toHaveFocus(),
    );
  });

  it('disables every create button of a suspended shop, the reason beside them', async () => {
    setup({}, { shop: shopFixture({ suspension: SUSPENSION_FIXTURE }) });
    renderApp('/rewards');
    const cards = within(await screen.findByRole('list', { name: 'Créer une récompense' }));
    const buttons = cards.getAllByRole('button', { name: 'Créer' });
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining('Votre boutique est suspendue\u00a0: les modifications sont bloquées.'),
      );
    }
    expect(cards.queryByRole('link', { name: 'Créer' })).not.toBeInTheDocument();
  });

  it('toasts the suspension when the API refuses a deletion for it', async () => {
    setup({
      'DELETE /config_discounts/5': () => problem(403, 'errors.shop_suspended'),
    });
    const user = userEvent.setup();
    renderApp('/rewards');
    const { table, dialog } = await askToDelete(user);
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));

    expect(
      await screen.findByText('Votre boutique est suspendue : les modifications sont bloquées.'),
    ).toBeVisible();
    expect(screen.queryByText('Supression impossible.')).not.toBeInTheDocument();
    expect(table.getByRole('row', { name: /MERCI10/ })).toBeVisible();
  });
});
