import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onlineStoreFixture, shopFixture } from '../../testing/fixtures';
import { assignedRewardFixture, configRewardFixture } from '../../testing/pageFixtures';
import { hydra, json, problem, renderApp, stubApiWith } from '../../testing/pageTest';

const setup = stubApiWith({
  'GET /shops/1/config_discounts': () => hydra([]),
  'GET /shops/1/discounts': () => hydra([assignedRewardFixture()]),
  'GET /config_discount_percents/4': () => configRewardFixture(4),
  'GET /shops/1/online_stores': () => hydra([onlineStoreFixture()]),
});

const submitButton = (name = 'Créer la récompense') => screen.findByRole('button', { name });
/** The accessible description of a field: its hint and its error. */
const descriptionOf = (element: HTMLElement) => element.getAttribute('aria-describedby') ?? '';
const errorOn = (label: string) => {
  const field = screen.getByLabelText(label);
  return descriptionOf(field)
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

describe('configured reward form', { timeout: 30_000 }, () => {
  it('presets the type from /rewards/{type}/add and, empty, shows each missing field without sending', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/rewards/code/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle récompense' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: /Type de récompense/ })).toHaveValue('code');
    await user.click(await submitButton());

    expect(await screen.findByText('Le code est requis.')).toBeVisible();
    const contentTypes = screen.getByRole('group', { name: /Types de contenu récompensés/ });
    expect(within(contentTypes).getByText('Choisissez au moins un type de contenu.')).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('requires a type when the path names one the plan does not allow', async () => {
    setup({}, { shop: shopFixture({ discountTypes: ['percent', 'code'] }) });
    const user = userEvent.setup();
    renderApp('/rewards/voucher/add');
    const type = await screen.findByRole('combobox', { name: /Type de récompense/ });
    expect(type).toHaveValue('');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un type', 'Réduction', 'Code Promo']);
    await user.click(await submitButton());
    expect(await screen.findByText('Un type est requis.')).toBeVisible();
  });

  it('refuses a percent of 0 and asks a description for vouchers and other rewards', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/rewards/percent/add');
    // SPEC §9: the percent starts at 0, which a percent reward may not keep.
    expect(await screen.findByRole('spinbutton', { name: /Pourcentage de réduction/ })).toHaveValue(0);
    await user.click(await submitButton());
    expect(await screen.findByText('Indiquez un pourcentage entre 1 et 100.')).toBeVisible();
    expect(screen.queryByText('La description est requise.')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /Type de récompense/ }), 'Autre');
    // The type's own errors go with it.
    expect(screen.queryByText('Indiquez un pourcentage entre 1 et 100.')).not.toBeInTheDocument();
    await user.click(await submitButton());
    expect(await screen.findByText('La description est requise.')).toBeVisible();
  });

  it('puts "Les deux dates doivent être remplies." on both dates when only one is filled', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/rewards/code/add');
    fireEvent.change(await screen.findByLabelText(/Début/), { target: { value: '2026-12-01' } });
    await user.click(await submitButton());
    await screen.findAllByText('Les deux dates doivent être remplies.');
    expect(screen.getAllByText('Les deux dates doivent être remplies.')).toHaveLength(2);
    expect(errorOn('Début')).toContain('Les deux dates doivent être remplies.');
    expect(errorOn('Fin')).toContain('Les deux dates doivent être remplies.');
    expect(screen.getByLabelText('Début')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Fin')).toHaveAttribute('aria-invalid', 'true');

    // Filling the other date clears the pair's error.
    fireEvent.change(screen.getByLabelText('Fin'), { target: { value: '2026-12-31' } });
    expect(screen.queryByText('Les deux dates doivent être remplies.')).not.toBeInTheDocument();
  });

  it('puts the interval error on both dates when the start is after the end', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/rewards/code/add');
    fireEvent.change(await screen.findByLabelText('Début'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('Fin'), { target: { value: '2026-12-01' } });
    await user.click(await submitButton());
    await screen.findAllByText('La date de début doit précéder la date de fin.');
    expect(errorOn('Début')).toContain('La date de début doit précéder la date de fin.');
    expect(errorOn('Fin')).toContain('La date de début doit précéder la date de fin.');
  });

  it('refuses a negative quantity', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/rewards/code/add');
    const quantity = await screen.findByRole('spinbutton', { name: /Quantité/ });
    // '-' cannot be typed; a pasted value is sent with Enter before the field corrects it.
    await user.click(quantity);
    await user.paste('-3');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('La quantité ne peut pas être négative.')).toBeVisible();
  });

  it('clears an error as soon as its field changes', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/rewards/code/add');
    await user.click(await submitButton());
    expect(await screen.findByText('Le code est requis.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Code promo/ }), 'M');
    expect(screen.queryByText('Le code est requis.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Story' }));
    expect(screen.queryByText('Choisissez au moins un type de contenu.')).not.toBeInTheDocument();
  });

  it('creates a valid reward in its type’s collection with the spec body, then goes back to /rewards', async () => {
    const api = setup({
      'POST /config_discount_codes': ({ body }) =>
        json(201, configRewardFixture(12, { ...(body as object), type: 'code' })),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/rewards/code/add');
    await user.type(await screen.findByRole('textbox', { name: /Code promo/ }), ' MERCI10 ');
    await user.click(screen.getByRole('checkbox', { name: 'Publication' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reel' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lieu d’utilisation' }), 'En boutique');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Pour nos ambassadeurs');
    fireEvent.change(screen.getByLabelText('Début'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Fin'), { target: { value: '2026-12-31' } });
    await user.type(screen.getByRole('spinbutton', { name: /Quantité/ }), '25');
    await user.click(await submitButton());

    expect(await screen.findByText('La récompense a été créée.')).toBeVisible();
    expect(api.callsTo('POST', '/config_discount_codes').map((call) => call.body)).toEqual([
      {
        type: 'code',
        socialContentTypes: ['feed', 'reels'],
        place: 'shop',
        code: 'MERCI10',
        percent: 0,
        description: 'Pour nos ambassadeurs',
        validityStartAt: '2026-12-01',
        validityEndAt: '2026-12-31',
        quantity: 25,
        shop: '/shops/1',
        createdBy: '/users/7',
        uniqueCodes: false,
        amount: null,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rewards'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Récompenses' })).toBeVisible();
    // Saved: leaving asked nothing.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends an empty quantity as null (unlimited) and an open validity as nulls', async () => {
    const api = setup({
      'POST /config_discount_percents': () => json(201, configRewardFixture(13)),
    });
    const user = userEvent.setup();
    renderApp('/rewards/percent/add');
    const percent = await screen.findByRole('spinbutton', { name: /Pourcentage de réduction/ });
    await user.clear(percent);
    await user.type(percent, '20');
    await user.click(screen.getByRole('checkbox', { name: 'Story' }));
    await user.click(await submitButton());
    await screen.findByText('La récompense a été créée.');
    expect(api.callsTo('POST', '/config_discount_percents')[0]?.body).toMatchObject({
      type: 'percent',
      percent: 20,
      code: null,
      description: null,
      validityStartAt: null,
      validityEndAt: null,
      quantity: null,
      place: 'online',
    });
  });

  it('keeps every value and toasts the save error when the API refuses, marking the field it names', async () => {
    setup({
      'POST /config_discount_codes': () =>
        problem(422, 'form.config_reward_form.error', [
          { propertyPath: 'quantity', message: 'reward.fields.quantity.error' },
        ]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/rewards/code/add');
    await user.type(await screen.findByRole('textbox', { name: /Code promo/ }), 'MERCI10');
    await user.click(screen.getByRole('checkbox', { name: 'Publication' }));
    await user.type(screen.getByRole('spinbutton', { name: /Quantité/ }), '4');
    await user.click(await submitButton());

    expect(await screen.findByText("Impossible d'enregistrer la récompense configurée.")).toBeVisible();
    expect(screen.getByText('La quantité ne peut pas être négative.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/rewards/code/add');
    expect(screen.getByRole('textbox', { name: /Code promo/ })).toHaveValue('MERCI10');
    expect(screen.getByRole('checkbox', { name: 'Publication' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Quantité/ })).toHaveValue(4);
  });

  it('asks before leaving a form with unsaved changes', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderApp('/rewards/code/add');
    await user.type(await screen.findByRole('textbox', { name: /Code promo/ }), 'MERCI');
    await user.click(screen.getByRole('link', { name: 'Retour' }));

    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/rewards/code/add');
    expect(screen.getByRole('textbox', { name: /Code promo/ })).toHaveValue('MERCI');

    await user.click(screen.getByRole('link', { name: 'Retour' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' })).getByRole(
        'button',
        { name: 'Quitter' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/rewards'));
  });

  it('loads the reward by type and id before showing it, and saves it with PUT', async () => {
    const api = setup({
      'PUT /config_discount_percents/4': ({ body }) => ({ ...configRewardFixture(4), ...(body as object) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/rewards/percent/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier la récompense' })).toBeVisible();
    expect(api.callsTo('GET', '/config_discount_percents/4')).toHaveLength(1);
    const type = await screen.findByRole('combobox', { name: /Type de récompense/ });
    expect(type).toHaveValue('percent');
    expect(type).toBeDisabled();
    const percent = screen.getByRole('spinbutton', { name: /Pourcentage de réduction/ });
    expect(percent).toHaveValue(15);
    expect(screen.getByRole('checkbox', { name: 'Publication' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reel' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Story' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Réduction fidélité');

    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('La récompense a été modifiée.')).toBeVisible();
    expect(api.callsTo('PUT', '/config_discount_percents/4')[0]?.body).toEqual({
      id: 4,
      type: 'percent',
      socialContentTypes: ['feed', 'reels'],
      place: 'online',
      code: null,
      percent: 25,
      description: 'Réduction fidélité',
      validityStartAt: null,
      validityEndAt: null,
      quantity: null,
      shop: '/shops/1',
      createdBy: '/users/7',
      uniqueCodes: false,
      amount: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rewards'));
  });

  it('offers one code per ambassador for an online percent or code only', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/rewards/percent/add');
    const option = await screen.findByRole('switch', { name: 'Code unique par ambassadeur' });
    expect(option).not.toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lieu d’utilisation' }), 'En boutique');
    expect(screen.queryByRole('switch', { name: 'Code unique par ambassadeur' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lieu d’utilisation' }), 'En ligne');
    await user.selectOptions(screen.getByRole('combobox', { name: /Type de récompense/ }), 'Autre');
    expect(screen.queryByRole('switch', { name: 'Code unique par ambassadeur' })).not.toBeInTheDocument();
  });

  it('asks a code with unique codes for no code but the amount of each, and sends it', async () => {
    const api = setup({
      'POST /config_discount_codes': ({ body }) =>
        json(201, configRewardFixture(14, { ...(body as object), type: 'code' })),
    });
    const user = userEvent.setup();
    renderApp('/rewards/code/add');
    await user.click(await screen.findByRole('switch', { name: 'Code unique par ambassadeur' }));
    expect(screen.queryByRole('textbox', { name: /Code promo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Publication' }));
    // Neither a percent nor an amount: the value is asked for.
    await user.click(await submitButton());
    expect(
      await screen.findByText('Indiquez un pourcentage ou un montant supérieur à 0, l’un des deux.'),
    ).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Valeur de chaque code' }), 'Un montant');
    await user.type(screen.getByRole('spinbutton', { name: /Montant de la réduction/ }), '12.5');
    await user.click(await submitButton());

    expect(await screen.findByText('La récompense a été créée.')).toBeVisible();
    expect(api.callsTo('POST', '/config_discount_codes')[0]?.body).toMatchObject({
      type: 'code',
      place: 'online',
      code: null,
      percent: 0,
      uniqueCodes: true,
      amount: 12.5,
    });
  });

  it('sends a percent as the value of each unique code', async () => {
    const api = setup({
      'POST /config_discount_codes': ({ body }) =>
        json(201, configRewardFixture(15, { ...(body as object), type: 'code' })),
    });
    const user = userEvent.setup();
    renderApp('/rewards/code/add');
    await user.click(await screen.findByRole('switch', { name: 'Code unique par ambassadeur' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reel' }));
    const percent = screen.getByRole('spinbutton', { name: /Pourcentage de réduction/ });
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(await submitButton());
    await screen.findByText('La récompense a été créée.');
    expect(api.callsTo('POST', '/config_discount_codes')[0]?.body).toMatchObject({
      code: null,
      percent: 15,
      uniqueCodes: true,
      amount: null,
    });
  });

  it('says with a link where to connect a store when none is, and still saves the option', async () => {
    const api = setup({
      'GET /shops/1/online_stores': () => hydra([]),
      'POST /config_discount_percents': () => json(201, configRewardFixture(16)),
    });
    const user = userEvent.setup();
    renderApp('/rewards/percent/add');
    const option = await screen.findByRole('switch', { name: 'Code unique par ambassadeur' });
    await waitFor(() =>
      expect(option).toHaveAccessibleDescription(/Aucune boutique en ligne n’est connectée/),
    );
    expect(screen.getByRole('link', { name: 'Mon compte › Boutique en ligne' })).toHaveAttribute(
      'href',
      '/account/online-store',
    );
    await user.click(option);
    const percent = screen.getByRole('spinbutton', { name: /Pourcentage de réduction/ });
    await user.clear(percent);
    await user.type(percent, '10');
    await user.click(screen.getByRole('checkbox', { name: 'Story' }));
    await user.click(await submitButton());
    await screen.findByText('La récompense a été créée.');
    expect(api.callsTo('POST', '/config_discount_percents')[0]?.body).toMatchObject({ uniqueCodes: true });
  });

  it('shows the route error with "Accès à la récompense impossible." when the reward cannot be loaded', async () => {
    setup({
      'GET /config_discount_codes/9': () => problem(404, 'config_reward.errors.get'),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/rewards/code/9');
    expect(await screen.findByText('Accès à la récompense impossible.')).toBeVisible();
    expect(screen.getByText('Cette récompense est introuvable ou n’a pas pu être chargée.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Modifier la récompense' })).not.toBeInTheDocument();
    // Inside the layout: the navigation and the way back stay.
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Retour aux récompenses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rewards'));
  });

  it('answers "Page introuvable." for an edit path whose type or id names nothing', async () => {
    const api = setup();
    renderApp('/rewards/gift/4');
    expect(await screen.findByText('Page introuvable.')).toBeVisible();
    expect(api.calls.some((call) => call.path.includes('/4'))).toBe(false);
  });

  it('answers "Page introuvable." for a type that does not exist', async () => {
    setup();
    renderApp('/rewards/gift/add');
    expect(await screen.findByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
  });
});
