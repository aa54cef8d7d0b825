import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Automation } from '@merci/domain';
import {
  SUSPENSION_FIXTURE,
  automationFixtures,
  configRewardFixtures,
  shopFixture,
} from '../../testing/fixtures';
import { hydra, problem, renderApp, stubApi, type Handlers } from '../../testing/pageTest';

const [suspended, thanks, loyalty] = automationFixtures() as [Automation, Automation, Automation];
const LIST = 'GET /shops/1/social_automations';

function setup(overrides: Handlers = {}, shop = shopFixture()) {
  return stubApi(
    {
      [LIST]: () => hydra([suspended, thanks, loyalty], 3),
      'GET /shops/1/config_discounts': () => hydra(configRewardFixtures()),
      ...overrides,
    },
    { shop },
  );
}

/** The content type the app sent with its n-th call to `method path`. */
function contentTypeOf(method: string, path: string) {
  const calls = vi.mocked(fetch).mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://merci.test');
    return (init?.method ?? 'GET') === method && url.pathname === `/api${path}`;
  });
  return calls.map(([, init]) => (init?.headers as Record<string, string>)['content-type']);
}

const table = async () =>
  within(await screen.findByRole('table', { name: 'Automatisations de la boutique' }));
const rowOf = async (id: number) => {
  const menu = await screen.findByRole('button', {
    name: new RegExp(`^Actions sur l’automatisation n° ${id} `),
  });
  return menu.closest('tr') as HTMLElement;
};
const openMenu = async (id: number) => {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Actions sur l’automatisation n° ${id} `) }),
  );
  return user;
};

describe('/automations', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('lists the automations, 10 a page newest first, with every column of the spec', async () => {
    const api = setup();
    renderApp('/automations');
    const list = await table();
    expect(list.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Fonctionnalité',
      'Mode',
      'Récompense',
      'Message',
      'Nb envoi',
      'Prochain envoi',
      'État',
      'Actions',
    ]);

    const cellsOf = (row: HTMLElement) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      );
    // The loyalty automation sends the configured reward 4: 'Autre' (other) 'Un café offert'.
    await waitFor(async () => expect(cellsOf(await rowOf(1))[2]).toBe('AutreUn café offert'));
    expect(cellsOf(await rowOf(1))).toEqual([
      'Fidélité',
      'Automatique',
      'AutreUn café offert',
      // The message as the example ambassador reads it, never a raw `{{username}}`.
      'Merci lea.martin pour ta story ! Pour te remercier, maison.lumiere t’offre : Un café offert en boutique 🎁',
      '38',
      '—Aucun message en attente',
      'Active',
      expect.any(String),
    ]);
    const nextDue = new Date('2026-11-22T15:30:00.000Z').toLocaleString('fr-FR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    // The thank-you names the same reward in its message (SPEC §5: each automation has one).
    expect(cellsOf(await rowOf(2))).toEqual([
      'Remerciement',
      'Automatique',
      'AutreUn café offert',
      'Merci lea.martin d’avoir partagé maison.lumiere en story ! 💛 Pour ta prochaine visite : Un café offert en boutique.',
      '112',
      nextDue,
      'Active',
      expect.any(String),
    ]);
    // Each placeholder's value is a chip; the cell's title holds the whole message.
    const message = within(await rowOf(1)).getAllByRole('cell')[2] as HTMLElement;
    expect(message.querySelector('[data-placeholder="username"]')).toHaveTextContent('lea.martin');
    expect(message.querySelector('[title]')).toHaveAttribute(
      'title',
      'Merci lea.martin pour ta story ! Pour te remercier, maison.lumiere t’offre : Un café offert en boutique 🎁',
    );
    expect(cellsOf(await rowOf(3)).slice(4, 7)).toEqual(['9', '—Aucun message en attente', 'Inactive']);

    const call = api.callsTo('GET', '/shops/1/social_automations')[0];
    expect(call?.query.toString()).toBe('order%5BcreatedAt%5D=desc&itemsPerPage=10&page=1');
    expect(screen.getByRole('link', { name: 'Créer une automatisation' })).toHaveAttribute(
      'href',
      '/automations/add',
    );
  });

  it('says a thank-you saved before automations needed a reward has none', async () => {
    setup({ [LIST]: () => hydra([{ ...thanks, configDiscount: null }]) });
    renderApp('/automations');
    await waitFor(async () =>
      expect(within(await rowOf(2)).getByText('Sans récompense')).toBeInTheDocument(),
    );
  });

  it('reads the page from the URL and writes it back on a page change', async () => {
    const api = setup({
      [LIST]: ({ query }) => hydra([{ ...thanks, id: Number(query.get('page')) * 10 }], 25),
    });
    const { router } = renderApp('/automations?page=2');
    await rowOf(20);
    expect(api.callsTo('GET', '/shops/1/social_automations')[0]?.query.get('page')).toBe('2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await rowOf(30);
  });

  it('says so when there is no automation, and says which list failed with a retry that reads it again', async () => {
    setup({ [LIST]: () => hydra([]) });
    const { unmount } = renderApp('/automations');
    expect(await screen.findByText('Aucune automatisation pour le moment.')).toBeVisible();
    unmount();

    let reads = 0;
    setup({
      // The API is back for the merchant's retry.
      [LIST]: () => (++reads === 1 ? problem(400, 'errors.http') : hydra([thanks])),
    });
    renderApp('/automations');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors de la récupération des automations');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('row', { name: /Remerciement/ })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('disables a live automation with PATCH {suspendedAt: today} as JSON-API, toasts it and reloads', async () => {
    // Late in the evening: "today" is the merchant's calendar day, not the UTC one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 23, 45));
    let suspendedAt: string | null = null;
    const api = setup({
      [LIST]: () => hydra([{ ...thanks, suspendedAt }]),
      'PATCH /social_automations/2': ({ body }) => {
        suspendedAt = (body as { suspendedAt: string }).suspendedAt;
        return { ...thanks, suspendedAt };
      },
    });
    renderApp('/automations');
    const user = await openMenu(2);
    await user.click(await screen.findByRole('menuitem', { name: 'Désactiver' }));

    expect(await screen.findByText('Automatisation désactivée.')).toBeVisible();
    expect(api.callsTo('PATCH', '/social_automations/2').map((call) => call.body)).toEqual([
      { suspendedAt: '2026-11-22' },
    ]);
    expect(contentTypeOf('PATCH', '/social_automations/2')).toEqual(['application/vnd.api+json']);
    await waitFor(async () => expect(await rowOf(2)).toHaveTextContent('Inactive'));
  });

  it('enables a suspended automation with PATCH {suspendedAt: null} and toasts it', async () => {
    const api = setup({ 'PATCH /social_automations/3': () => ({ ...suspended, suspendedAt: null }) });
    renderApp('/automations');
    const user = await openMenu(3);
    await user.click(await screen.findByRole('menuitem', { name: 'Activer' }));
    expect(await screen.findByText('Automatisation activée.')).toBeVisible();
    expect(api.callsTo('PATCH', '/social_automations/3').map((call) => call.body)).toEqual([
      { suspendedAt: null },
    ]);
    expect(contentTypeOf('PATCH', '/social_automations/3')).toEqual(['application/vnd.api+json']);
  });

  it('toasts "Activation impossible." and "Désactivation impossible." when the PATCH fails', async () => {
    const failure = () => problem(500, 'automation.errors.activation');
    setup({ 'PATCH /social_automations/3': failure, 'PATCH /social_automations/2': failure });
    renderApp('/automations');
    let user = await openMenu(3);
    await user.click(await screen.findByRole('menuitem', { name: 'Activer' }));
    expect(await screen.findByText('Activation impossible.')).toBeVisible();
    user = await openMenu(2);
    await user.click(await screen.findByRole('menuitem', { name: 'Désactiver' }));
    expect(await screen.findByText('Désactivation impossible.')).toBeVisible();
    expect(await rowOf(3)).toHaveTextContent('Inactive');
  });

  it('archives only after confirmation, with PATCH {deletedAt: today}, and toasts it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0));
    let archived = false;
    const api = setup({
      [LIST]: () => hydra(archived ? [suspended, loyalty] : [suspended, thanks, loyalty]),
      'PATCH /social_automations/2': ({ body }) => {
        archived = true;
        return { ...thanks, ...(body as object) };
      },
    });
    renderApp('/automations');
    const user = await openMenu(2);
    await user.click(await screen.findByRole('menuitem', { name: 'Archiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archiver cette automatisation\u00a0?' });
    expect(api.callsTo('PATCH', '/social_automations/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Archiver' }));

    expect(await screen.findByText('L’automatisation a été archivée.')).toBeVisible();
    expect(api.callsTo('PATCH', '/social_automations/2').map((call) => call.body)).toEqual([
      { deletedAt: '2026-11-22' },
    ]);
    expect(contentTypeOf('PATCH', '/social_automations/2')).toEqual(['application/vnd.api+json']);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /^Actions sur l’automatisation n° 2 / }),
      ).not.toBeInTheDocument(),
    );
  });

  it('keeps the automation and toasts "Archivage impossible." when archiving fails', async () => {
    setup({
      'PATCH /social_automations/2': () => problem(500, 'automation.errors.archive'),
    });
    renderApp('/automations');
    const user = await openMenu(2);
    await user.click(await screen.findByRole('menuitem', { name: 'Archiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archiver cette automatisation\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText('Archivage impossible.')).toBeVisible();
    expect(await rowOf(2)).toBeVisible();
  });

  it('deletes after confirmation, toasts it and reloads; a cancel calls nothing', async () => {
    let deleted = false;
    const api = setup({
      [LIST]: () => hydra(deleted ? [suspended, loyalty] : [suspended, thanks, loyalty]),
      'DELETE /social_automations/2': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/automations');
    let user = await openMenu(2);
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer cette automatisation\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/social_automations/2')).toHaveLength(0);

    user = await openMenu(2);
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer cette automatisation\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('L’automatisation a été supprimée.')).toBeVisible();
    expect(api.callsTo('DELETE', '/social_automations/2')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /^Actions sur l’automatisation n° 2 / }),
      ).not.toBeInTheDocument(),
    );
  });

  it('toasts the delete failure of SPEC §8 and keeps the row', async () => {
    setup({
      'DELETE /social_automations/2': () => problem(500, 'automation.errors.delete'),
    });
    renderApp('/automations');
    const user = await openMenu(2);
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette automatisation\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Erreur lors de la suppression de l'automation")).toBeVisible();
    expect(await rowOf(2)).toBeVisible();
  });

  it('explains that automations come with Advanced when the plan lacks them, and disables create and enable', async () => {
    setup({}, shopFixture({ subscriptionOfferType: 'pro' }));
    renderApp('/automations');
    const title = await screen.findByText('Les automatisations sont incluses dans l’offre Advanced');
    const alert = title.closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent('passez à l’offre Advanced pour en créer et les activer.');
    expect(within(alert).getByRole('link', { name: 'Voir les offres' })).toHaveAttribute(
      'href',
      '/account/offer',
    );
    const create = screen.getByRole('button', { name: 'Créer une automatisation' });
    expect(create).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Créer une automatisation' })).not.toBeInTheDocument();

    const user = await openMenu(3);
    expect(await screen.findByRole('menuitem', { name: 'Activer' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
  });

  it('shows the plan refusal when the API answers 403 automation.errors.plan to a reactivation', async () => {
    setup({
      'PATCH /social_automations/3': () => problem(403, 'automation.errors.plan'),
    });
    renderApp('/automations');
    const user = await openMenu(3);
    await user.click(await screen.findByRole('menuitem', { name: 'Activer' }));
    expect(
      await screen.findByText(/L’offre de votre boutique n’inclut pas les automatisations/),
    ).toBeVisible();
  });

  it('disables the create button of a suspended shop, saying why, and toasts the suspension on a refused change', async () => {
    setup(
      { 'PATCH /social_automations/3': () => problem(403, 'errors.shop_suspended') },
      shopFixture({ suspension: SUSPENSION_FIXTURE }),
    );
    renderApp('/automations');
    // Before the shop is known the button waits, disabled: the reason comes with the shop.
    await screen.findByText('Votre boutique est suspendue : les modifications sont bloquées.');
    const create = screen.getByRole('button', { name: 'Créer une automatisation' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      'Votre boutique est suspendue\u00a0: les modifications sont bloquées.',
    );
    expect(screen.queryByRole('link', { name: 'Créer une automatisation' })).not.toBeInTheDocument();

    const user = await openMenu(3);
    await user.click(await screen.findByRole('menuitem', { name: 'Activer' }));
    // The toast says it too, beside the reason already on the page.
    await waitFor(() =>
      expect(
        screen.getAllByText('Votre boutique est suspendue : les modifications sont bloquées.'),
      ).toHaveLength(2),
    );
  });
});
