import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Automation } from '@merci/domain';
import { automationFixtures, shopFixture } from '../../testing/fixtures';
import { configRewardFixture } from '../../testing/pageFixtures';
import { hydra, json, problem, renderApp, stubApi, type Handlers } from '../../testing/pageTest';

const [, thanks] = automationFixtures() as [Automation, Automation, Automation];
const storyReward = configRewardFixture(4, {
  socialContentTypes: ['story'],
  percent: 15,
  description: 'Réduction fidélité',
  place: 'online',
});

function setup(overrides: Handlers = {}) {
  return stubApi({
    'GET /shops/1/social_automations': () => hydra([thanks]),
    'GET /shops/1/config_discounts': () => hydra([storyReward]),
    'GET /social_automations/2': () => thanks,
    ...overrides,
  });
}

const featureSelect = () => screen.findByRole('combobox', { name: /Fonctionnalité/ });
const modeSelect = () => screen.getByRole('combobox', { name: /Mode d’envoi/ });
const messageField = () => screen.getByRole('textbox', { name: /^Message/ });
const preview = () => screen.getByRole('group', { name: 'Aperçu du message' });
const type = (text: string) => fireEvent.change(messageField(), { target: { value: text } });

describe('automation form', { timeout: 30_000 }, () => {
  it('shows each missing field on submit without sending: feature, accepted mode, message', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/automations/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle automatisation' })).toBeVisible();
    expect(await featureSelect()).toHaveValue('');
    // SPEC §5: the mode must be accepted, so it is not chosen for the merchant.
    expect(modeSelect()).toHaveValue('');
    expect(
      within(modeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un mode', 'Automatique']);
    await user.click(screen.getByRole('button', { name: 'Créer l’automatisation' }));

    expect(await screen.findByText('Choisissez une fonctionnalité.')).toBeVisible();
    expect(screen.getByText('Acceptez le mode d’envoi automatique.')).toBeVisible();
    expect(screen.getByText('Écrivez un message de 1 000 caractères au plus.')).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    // Each error goes as soon as its field changes.
    await user.selectOptions(modeSelect(), 'Automatique');
    expect(screen.queryByText('Acceptez le mode d’envoi automatique.')).not.toBeInTheDocument();
    expect(screen.getByText('Choisissez une fonctionnalité.')).toBeVisible();
  });

  it('keeps a message over 1000 characters as typed, says how long it is, and sends nothing', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/automations/add');
    await featureSelect();
    const long = `Merci {{username}} ! ${'Une belle story. '.repeat(60)}`.trim();
    type(long);
    await user.click(screen.getByRole('button', { name: 'Créer l’automatisation' }));
    expect(
      await screen.findByText(
        /^Ce texte compte 1\s040 caractères, pour 1\s000 au plus : raccourcissez-le\.$/,
      ),
    ).toBeVisible();
    expect(messageField()).toHaveValue(long);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('asks a reward for a loyalty message and for a thank-you alike, among the valid rewards meant for stories', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Fidélité');
    await user.selectOptions(modeSelect(), 'Automatique');
    type('Merci {{username}} : {{reward}}');
    await screen.findByRole('radiogroup', { name: 'Récompense' });
    expect(
      screen.getByText(
        'Les récompenses configurées valables aujourd’hui pour les stories. Le message l’attribue à l’ambassadeur, dans la limite de votre quota du mois.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Créer l’automatisation' }));
    expect(await screen.findByText('Choisissez une récompense.')).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    const rewards = api.callsTo('GET', '/shops/1/config_discounts').find((call) => call.query.has('valid'));
    expect(Object.fromEntries(rewards?.query ?? [])).toEqual({
      'order[createdAt]': 'desc',
      itemsPerPage: '10',
      page: '1',
      valid: 'true',
      socialContentType: 'story',
    });

    // SPEC §5: a thank-you needs one too, which it names without giving it.
    await user.selectOptions(await featureSelect(), 'Remerciement');
    expect(screen.getByText('Choisissez une récompense.')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Récompense' })).toBeVisible();
    expect(
      screen.getByText(
        'Les récompenses configurées valables aujourd’hui pour les stories. Le remerciement la cite à la place de « récompense » sans l’attribuer ni entamer votre quota du mois : choisissez une récompense ouverte à tous.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Créer l’automatisation' }));
    expect(screen.getByText('Choisissez une récompense.')).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Réduction fidélité/ }));
    expect(screen.queryByText('Choisissez une récompense.')).not.toBeInTheDocument();
  });

  it('marks a reward with one code per ambassador « Code unique », and no other', async () => {
    setup({
      'GET /shops/1/config_discounts': () =>
        hydra([
          storyReward,
          configRewardFixture(6, {
            socialContentTypes: ['story'],
            uniqueCodes: true,
            description: 'Code de bienvenue',
          }),
        ]),
    });
    const user = userEvent.setup();
    renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Fidélité');
    const unique = await screen.findByRole('radio', { name: /Code de bienvenue/ });
    expect(within(unique).getByText('Code unique')).toBeVisible();
    const shared = screen.getByRole('radio', { name: /Réduction fidélité/ });
    expect(within(shared).queryByText('Code unique')).not.toBeInTheDocument();
  });

  it('previews the message with the shop, the example author, the story and the chosen reward', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Fidélité');
    expect(within(preview()).getByText('Le message apparaîtra ici.')).toBeVisible();
    type('Merci {{username}} pour ta {{content_type}} ! {{shop}} t’offre {{reward}}.');
    expect(preview()).toHaveTextContent(
      'Merci lea.martin pour ta story ! maison.lumiere t’offre [la récompense choisie].',
    );
    await user.click(await screen.findByRole('radio', { name: /Réduction fidélité/ }));
    expect(preview()).toHaveTextContent(
      'Merci lea.martin pour ta story ! maison.lumiere t’offre -15 % (Réduction fidélité) en ligne.',
    );

    // The insert chips, named by what they stand for, put the four placeholders of SPEC §3 at the caret.
    type('');
    const insert = within(screen.getByRole('group', { name: 'Insérer\u00a0:' }));
    const chips = insert.getAllByRole('button');
    expect(chips).toHaveLength(4);
    ['pseudo de l’ambassadeur', 'compte Instagram de la boutique', 'type de contenu', 'récompense'].forEach(
      (name, index) => expect(chips[index]).toHaveAccessibleName(name),
    );
    expect(chips[0]).toHaveTextContent('{{username}}');
    await user.click(insert.getByRole('button', { name: 'pseudo de l’ambassadeur' }));
    expect(messageField()).toHaveValue('{{username}}');
    expect(preview()).toHaveTextContent('lea.martin');
  });

  it('previews a thank-you with the reward it names', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Remerciement');
    type('Merci {{username}} ! Pour ta prochaine visite : {{reward}}.');
    expect(preview()).toHaveTextContent(
      'Merci lea.martin ! Pour ta prochaine visite : [la récompense choisie].',
    );
    await user.click(await screen.findByRole('radio', { name: /Réduction fidélité/ }));
    expect(preview()).toHaveTextContent(
      'Merci lea.martin ! Pour ta prochaine visite : -15 % (Réduction fidélité) en ligne.',
    );
  });

  it('creates a thank-you with POST /social_automations, toasts it and goes back to the list', async () => {
    const api = setup({
      'POST /social_automations': ({ body }) => json(201, { ...thanks, id: 9, ...(body as object) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Remerciement');
    await user.selectOptions(modeSelect(), 'Automatique');
    await user.click(await screen.findByRole('radio', { name: /Réduction fidélité/ }));
    type('Merci {{username}} pour ta story !');
    await user.click(screen.getByRole('button', { name: 'Créer l’automatisation' }));

    expect(await screen.findByText('L’automatisation a été créée.')).toBeVisible();
    expect(api.callsTo('POST', '/social_automations').map((call) => call.body)).toEqual([
      {
        featureType: 'thanks',
        mode: 'automatic',
        configDiscount: 4,
        message: 'Merci {{username}} pour ta story !',
        shop: '/shops/1',
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/automations'));
    // Saved: leaving the form asked nothing.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the chosen reward of a loyalty automation', async () => {
    const api = setup({
      'POST /social_automations': ({ body }) => json(201, { ...thanks, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Fidélité');
    await user.selectOptions(modeSelect(), 'Automatique');
    await user.click(await screen.findByRole('radio', { name: /Réduction fidélité/ }));
    type('Voici {{reward}}');
    await user.click(screen.getByRole('button', { name: 'Créer l’automatisation' }));
    await screen.findByText('L’automatisation a été créée.');
    expect(api.callsTo('POST', '/social_automations')[0]?.body).toMatchObject({
      featureType: 'loyalty',
      configDiscount: 4,
    });
  });

  it("keeps every value and toasts 'Impossible de créer l'automation' when the API fails", async () => {
    setup({ 'POST /social_automations': () => problem(500) });
    const user = userEvent.setup();
    const { router } = renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Remerciement');
    await user.selectOptions(modeSelect(), 'Automatique');
    await user.click(await screen.findByRole('radio', { name: /Réduction fidélité/ }));
    type('Merci !');
    await user.click(screen.getByRole('button', { name: 'Créer l’automatisation' }));
    expect(await screen.findByText("Impossible de créer l'automation")).toBeVisible();
    expect(router.state.location.pathname).toBe('/automations/add');
    expect(await featureSelect()).toHaveValue('thanks');
    expect(modeSelect()).toHaveValue('automatic');
    expect(screen.getByRole('radio', { name: /Réduction fidélité/ })).toBeChecked();
    expect(messageField()).toHaveValue('Merci !');
  });

  it('says the plan lacks the automation when the API answers 403 automation.errors.plan', async () => {
    setup({
      'POST /social_automations': () => problem(403, 'automation.errors.plan'),
    });
    const user = userEvent.setup();
    renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Remerciement');
    await user.selectOptions(modeSelect(), 'Automatique');
    await user.click(await screen.findByRole('radio', { name: /Réduction fidélité/ }));
    type('Merci !');
    await user.click(screen.getByRole('button', { name: 'Créer l’automatisation' }));
    expect(
      await screen.findByText(/L’offre de votre boutique n’inclut pas les automatisations/),
    ).toBeVisible();
  });

  it('edits an automation loaded before render, shows its next message and saves it with PUT', async () => {
    const api = setup({ 'PUT /social_automations/2': ({ body }) => ({ ...thanks, ...(body as object) }) });
    const user = userEvent.setup();
    const { router } = renderApp('/automations/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier l’automatisation' })).toBeVisible();
    const due = new Date('2026-11-22T15:30:00.000Z').toLocaleString('fr-FR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(screen.getByText(`Prochain message le ${due}. 112 messages envoyés jusqu’ici.`)).toBeVisible();
    expect(await featureSelect()).toHaveValue('thanks');
    expect(modeSelect()).toHaveValue('automatic');
    expect(messageField()).toHaveValue(thanks.message);
    expect(await screen.findByRole('radio', { name: /Réduction fidélité/ })).toBeChecked();
    expect(preview()).toHaveTextContent(
      'Merci lea.martin d’avoir partagé maison.lumiere en story ! 💛 Pour ta prochaine visite : -15 % (Réduction fidélité) en ligne.',
    );

    type('Merci {{username}} !');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’automatisation a été modifiée.')).toBeVisible();
    expect(api.callsTo('PUT', '/social_automations/2').map((call) => call.body)).toEqual([
      {
        featureType: 'thanks',
        mode: 'automatic',
        configDiscount: 4,
        message: 'Merci {{username}} !',
        shop: '/shops/1',
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/automations'));
  });

  it('toasts the update failure of SPEC §8 and stays on the form', async () => {
    setup({ 'PUT /social_automations/2': () => problem(500) });
    const user = userEvent.setup();
    renderApp('/automations/2');
    await featureSelect();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Erreur lors de la modification de l'automation")).toBeVisible();
  });

  it("toasts 'Accès à l'automation impossible.' when the automation cannot be loaded", async () => {
    setup({
      'GET /social_automations/2': () => problem(404, 'automation.errors.get'),
    });
    renderApp('/automations/2');
    expect(await screen.findByText("Accès à l'automation impossible.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour aux automatisations' })).toHaveAttribute(
      'href',
      '/automations',
    );
  });

  it('asks before leaving a form with unsaved changes, and stays on request', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderApp('/automations/add');
    await user.selectOptions(await featureSelect(), 'Remerciement');
    await user.click(screen.getByRole('link', { name: 'Retour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/automations/add');

    await user.click(screen.getByRole('link', { name: 'Retour' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' })).getByRole(
        'button',
        {
          name: 'Quitter',
        },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/automations'));
  });

  it('says automations come with Advanced on the create page of a shop without them, and cannot create', async () => {
    stubApi(
      { 'GET /shops/1/config_discounts': () => hydra([storyReward]) },
      { shop: shopFixture({ subscriptionOfferType: 'basic' }) },
    );
    renderApp('/automations/add');
    expect(await screen.findByText('Les automatisations sont incluses dans l’offre Advanced')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Créer l’automatisation' })).toBeDisabled();
  });
});
