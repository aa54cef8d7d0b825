import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopFixture } from '../../../testing/fixtures';
import { assignedRewardFixture, configRewardFixture, contentFixture } from '../../../testing/pageFixtures';
import { hydra, json, problem, renderApp, stubApiWith } from '../../../testing/pageTest';

const content = contentFixture(101);
const reward = { ...assignedRewardFixture(), comment: 'Merci @lea.martin !', claimLink: 'https://x.test/c' };

const setup = stubApiWith({
  'GET /social_content_instagrams/101': () => content,
  'GET /shops/1/config_discounts': () =>
    hydra([
      configRewardFixture(4),
      configRewardFixture(5, { type: 'code', code: 'MERCI10', percent: 0, description: 'Code fidélité' }),
    ]),
  'POST /products': () => json(201, { '@id': '/products/55', '@type': 'Product', id: 55 }),
  'PUT /products/55/approve': () => reward,
});

describe('/instagram/contents/:id — assigning a reward', { timeout: 20_000 }, () => {
  it('creates the product, then approves it, and shows the confirmation only once both succeeded', async () => {
    let approve: (value: unknown) => void = () => {};
    const api = setup({
      'PUT /products/55/approve': () => new Promise((resolve) => (approve = resolve)),
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publication de @lea.martin' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /Réduction/ }));
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));

    await waitFor(() => expect(api.callsTo('PUT', '/products/55/approve')).toHaveLength(1));
    // The product exists but the approval has not answered: no confirmation yet.
    expect(screen.queryByText('Récompense attribuée !')).not.toBeInTheDocument();

    const [product] = api.callsTo('POST', '/products');
    expect(product?.body).toEqual({
      socialContent: '/social_content_instagrams/101',
      shop: '/shops/1',
      publish: true,
    });
    expect(
      api.calls.map((call) => `${call.method} ${call.path}`).filter((call) => !call.startsWith('GET')),
    ).toEqual(['POST /products', 'PUT /products/55/approve']);
    expect(api.callsTo('PUT', '/products/55/approve')[0]?.body).toMatchObject({
      config_discount_id: 4,
      shop: '/shops/1',
    });

    approve(reward);
    expect(await screen.findByText('Récompense attribuée !')).toBeVisible();
    // The confirmation takes the focus (and so comes into view) in place of the form's button.
    expect(document.activeElement).toContainElement(screen.getByText('Récompense attribuée !'));
    // One confirmation: the banner, no toast saying it again over the buttons.
    expect(screen.queryByText('La récompense a été attribuée.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Notifications/ })).not.toHaveTextContent(/attribuée/);
    expect(
      screen.getByText(
        'Merci @lea.martin ! Votre récompense « Réduction fidélité » vous attend : retrouvez-la dans l’app merci.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
    const post = screen.getByRole('link', { name: 'Voir la publication sur Instagram' });
    expect(post).toHaveAttribute('href', 'https://www.instagram.com/p/DEMO101/');
    expect(post).toHaveAttribute('target', '_blank');
    expect(post.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: 'Récompenser' })).not.toBeInTheDocument();
  });

  it('reads the quota again after the assignment', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('radio', { name: /Réduction/ }));
    const shopReads = api.callsTo('GET', '/shops/1').length;
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));
    await screen.findByText('Récompense attribuée !');
    await waitFor(() => expect(api.callsTo('GET', '/shops/1').length).toBeGreaterThan(shopReads));
  });

  it('toasts the failure and keeps the form when the approval fails, then approves the same product on retry', async () => {
    let fail = true;
    const api = setup({
      'PUT /products/55/approve': () => (fail ? problem(409, 'errors.quota_exhausted') : reward),
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('radio', { name: /Réduction/ }));
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));

    expect(await screen.findByText("Impossible d'attribuer la récompense.")).toBeInTheDocument();
    expect(screen.queryByText('Récompense attribuée !')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Récompenser' })).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));
    expect(await screen.findByText('Récompense attribuée !')).toBeVisible();
    expect(api.callsTo('POST', '/products')).toHaveLength(1);
    expect(api.callsTo('PUT', '/products/55/approve')).toHaveLength(2);
  });

  it.each([
    [
      502,
      'online_store.errors.unavailable',
      'La boutique en ligne ne répond pas : aucune récompense n’a été attribuée, réessayez.',
    ],
    [
      409,
      'online_store.errors.disconnected',
      'Reconnectez votre boutique en ligne pour attribuer ce code unique.',
    ],
  ])(
    'says what the online store answered a unique code (%i %s), and keeps the form',
    async (status, key, text) => {
      setup({ 'PUT /products/55/approve': () => problem(status, key) });
      const user = userEvent.setup();
      renderApp('/instagram/contents/101');
      await user.click(await screen.findByRole('radio', { name: /Code fidélité/ }));
      await user.click(screen.getByRole('button', { name: 'Récompenser' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText('Récompense attribuée !')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Récompenser' })).toBeVisible();
    },
  );

  it('shows the code given, not the configured reward’s, in the confirmation and the comment', async () => {
    setup({
      'PUT /products/55/approve': () => ({
        ...assignedRewardFixture({
          type: 'code',
          code: 'MERCI-LEA-7K3Q',
          description: null,
          amount_in_percent: null,
          configDiscountId: 5,
          uniqueCode: true,
        }),
        comment: 'Merci @lea.martin !',
        claimLink: 'https://x.test/c',
      }),
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('radio', { name: /Code fidélité/ }));
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));
    expect(await screen.findByText('Récompense attribuée !')).toBeVisible();
    expect(screen.getByText('MERCI-LEA-7K3Q')).toBeVisible();
    expect(screen.getByText(/« MERCI-LEA-7K3Q »/)).toBeVisible();
    expect(screen.queryByText('MERCI10')).not.toBeInTheDocument();
  });

  it('toasts the failure when the product cannot be created, and never approves', async () => {
    const api = setup({
      'POST /products': () => problem(409, 'form.reward_form.error'),
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('radio', { name: /Réduction/ }));
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));
    expect(await screen.findByText("Impossible d'attribuer la récompense.")).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/approve'))).toBe(false);
  });

  it('asks for a reward before sending anything', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('button', { name: 'Récompenser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez une récompense.');
    expect(api.callsTo('POST', '/products')).toHaveLength(0);
  });

  it('sends a custom reward of an allowed type with its fields', async () => {
    const api = setup({}, { shop: shopFixture({ discountTypes: ['percent', 'code'] }) });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('switch', { name: 'Créer une récompense personnalisée' }));

    const type = screen.getByRole('combobox', { name: /Type de récompense/ });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un type', 'Réduction', 'Code Promo']);
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));
    expect(await screen.findByText('Un type est requis.')).toBeVisible();

    await user.selectOptions(type, 'percent');
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage de réduction/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));

    await screen.findByText('Récompense attribuée !');
    expect(api.callsTo('PUT', '/products/55/approve')[0]?.body).toEqual({
      config_discount_id: null,
      type: 'percent',
      place: 'online',
      code: null,
      percent: 20,
      description: null,
      validity_start_at: null,
      validity_end_at: null,
      shop: '/shops/1',
    });
  });

  it('marks a reward with one code per ambassador « Code unique », and no other', async () => {
    setup({
      'GET /shops/1/config_discounts': () =>
        hydra([
          configRewardFixture(4),
          configRewardFixture(6, { uniqueCodes: true, percent: 20, description: 'Code de bienvenue' }),
        ]),
    });
    renderApp('/instagram/contents/101');
    const unique = await screen.findByRole('radio', { name: /Code de bienvenue/ });
    expect(within(unique).getByText('Code unique')).toBeVisible();
    const shared = screen.getByRole('radio', { name: /Réduction fidélité/ });
    expect(within(shared).queryByText('Code unique')).not.toBeInTheDocument();
  });

  it('offers no custom reward when the shop allows no type', async () => {
    setup({}, { shop: shopFixture({ discountTypes: [] }) });
    renderApp('/instagram/contents/101');
    expect(await screen.findByRole('radio', { name: /Réduction/ })).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the reward of an already rewarded content instead of the form', async () => {
    setup({
      'GET /social_content_instagrams/101': () => ({ ...content, discount: assignedRewardFixture() }),
    });
    renderApp('/instagram/contents/101');
    expect(await screen.findByText('Cette publication a déjà été récompensée.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Récompenser' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
  });

  it('sends the merchant back to the list when the quota is used up', async () => {
    setup(
      { 'GET /social_account_instagrams/3/social_contents': () => hydra([contentFixture(101)]) },
      { shop: shopFixture({ quota: 50, quotaRemaining: 0 }) },
    );
    const { router } = renderApp('/instagram/contents/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contenus Instagram' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/instagram/contents');
  });
});

describe('/instagram/contents/:id — before the tap, a summary of what it spends', { timeout: 20_000 }, () => {
  /** The summary beside the button, as one line of text (the author in bold leads it). */
  const summary = (lead = /^Récompenser @lea\.martin/) => screen.getByText(lead).parentElement?.textContent;

  it('names the author, the reward chosen, the quota left this month and the stock', async () => {
    setup({
      'GET /shops/1/config_discounts': () =>
        hydra([
          configRewardFixture(4),
          configRewardFixture(5, { description: 'Un café offert', type: 'other', quantityRemaining: 3 }),
        ]),
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await screen.findByRole('radio', { name: /Un café offert/ });
    expect(summary()).toBe(
      'Récompenser @lea.martin · aucune récompense choisie · 1 des 46 restantes du quota du mois',
    );
    await user.click(screen.getByRole('radio', { name: /Un café offert/ }));
    expect(summary()).toBe(
      'Récompenser @lea.martin · Un café offert · 1 des 46 restantes du quota du mois · 3 en stock',
    );
    await user.click(screen.getByRole('radio', { name: /Réduction fidélité/ }));
    expect(summary()).toBe(
      'Récompenser @lea.martin · Réduction fidélité · 1 des 46 restantes du quota du mois',
    );
  });

  it('says when it is the last of the month, or that the quota has no limit', async () => {
    setup({}, { shop: shopFixture({ quota: 50, quotaRemaining: 1 }) });
    const { unmount } = renderApp('/instagram/contents/101');
    await screen.findByRole('radio', { name: /Réduction/ });
    expect(summary()).toContain('la dernière restante du quota du mois');
    unmount();

    setup({}, { shop: shopFixture({ quota: null, quotaRemaining: null }) });
    renderApp('/instagram/contents/101');
    await screen.findByRole('radio', { name: /Réduction/ });
    expect(summary()).toContain('quota du mois illimité');
  });

  it('names a custom reward as it is written', async () => {
    setup({}, { shop: shopFixture({ discountTypes: ['percent', 'code'] }) });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('switch', { name: 'Créer une récompense personnalisée' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Type de récompense/ }), 'percent');
    expect(summary()).toContain('· Réduction ·');
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage de réduction/ }), '20');
    expect(summary()).toContain('· -20 % ·');
  });

  it('says it in English too', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/instagram/contents/101', { locale: 'en' });
    await user.click(await screen.findByRole('radio', { name: /Réduction fidélité/ }));
    expect(summary(/^Reward @lea\.martin/)).toBe(
      'Reward @lea.martin · Réduction fidélité · 1 of 46 left in this month’s quota',
    );
    expect(screen.getByRole('button', { name: 'Reward' })).toBeVisible();
  });
});

describe('/instagram/contents/:id — after the reward', { timeout: 20_000 }, () => {
  const NOTIFIED_AT = '2026-11-26T10:00:00.000Z';

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  async function rewardIt() {
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('radio', { name: /Réduction/ }));
    await user.click(screen.getByRole('button', { name: 'Récompenser' }));
    await screen.findByText('Récompense attribuée !');
    return user;
  }

  it('marks the author as told, shows the day, and takes it back', async () => {
    const api = setup({
      'PUT /discounts/90/notified': ({ body }) => ({
        ...assignedRewardFixture(),
        notifiedAt: (body as { notified: boolean }).notified ? NOTIFIED_AT : null,
      }),
    });
    const user = await rewardIt();
    const mark = screen.getByRole('switch', { name: 'Marquer comme prévenu' });
    expect(mark).not.toBeChecked();

    await user.click(mark);
    await waitFor(() => expect(mark).toBeChecked());
    expect(api.callsTo('PUT', '/discounts/90/notified')[0]?.body).toEqual({ notified: true });
    expect(mark).toHaveAccessibleDescription('Prévenu le 26 nov. 2026');

    await user.click(mark);
    await waitFor(() => expect(mark).not.toBeChecked());
    expect(api.callsTo('PUT', '/discounts/90/notified')[1]?.body).toEqual({ notified: false });
    expect(screen.queryByText('Prévenu le 26 nov. 2026')).not.toBeInTheDocument();
  });

  it('says under the mark when it could not be saved, and keeps everything else', async () => {
    setup({ 'PUT /discounts/90/notified': () => problem(500) });
    const user = await rewardIt();
    const mark = screen.getByRole('switch', { name: 'Marquer comme prévenu' });
    await user.click(mark);
    expect(
      await screen.findByText('La marque « Prévenu » n’a pas pu être enregistrée. Réessayez.'),
    ).toBeVisible();
    expect(mark).not.toBeChecked();
    expect(screen.getByText('Récompense attribuée !')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
  });

  it('offers to share the comment and the post where the browser can', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    setup();
    const user = await rewardIt();
    await user.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({
      // As the catalogue writes French: a non-breaking space before ! and :, inside « ».
      text: 'Merci @lea.martin\u00a0! Votre récompense «\u00a0Réduction fidélité\u00a0» vous attend\u00a0: retrouvez-la dans l’app merci.',
      url: 'https://www.instagram.com/p/DEMO101/',
    });
  });

  it('has no share button where the browser cannot share; copy is always there', async () => {
    setup();
    await rewardIt();
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
  });

  it('shows the mark on the card and the switch of a content already rewarded and told', async () => {
    setup({
      'GET /social_content_instagrams/101': () => ({
        ...content,
        discount: assignedRewardFixture({ notifiedAt: NOTIFIED_AT }),
      }),
    });
    renderApp('/instagram/contents/101');
    const mark = await screen.findByRole('switch', { name: 'Marquer comme prévenu' });
    expect(mark).toBeChecked();
    // Once on the content's card, once under the switch.
    expect(screen.getAllByText('Prévenu le 26 nov. 2026')).toHaveLength(2);
  });
});

describe('the content address', () => {
  it('answers "Page introuvable." for an id that is not a number', async () => {
    setup();
    renderApp('/instagram/contents/abc');
    expect(await screen.findByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
  });

  it('answers "Page introuvable." for a network other than instagram', async () => {
    setup();
    renderApp('/tiktok/contents');
    expect(await screen.findByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
  });
});
