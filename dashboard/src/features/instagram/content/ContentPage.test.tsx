import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shopFixture } from '../../../testing/fixtures';
import { assignedRewardFixture, configRewardFixture, contentFixture } from '../../../testing/pageFixtures';
import { hydra, json, renderApp, stubApiWith } from '../../../testing/pageTest';

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
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

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
    expect(await screen.findByText('La récompense a été attribuée.')).toBeInTheDocument();
    expect(
      screen.getByText('Merci @lea.martin ! Une récompense vous attend : retrouvez-la dans l’app merci.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
    const post = screen.getByRole('link', { name: 'Voir la publication sur Instagram' });
    expect(post).toHaveAttribute('href', 'https://www.instagram.com/p/DEMO101/');
    expect(post).toHaveAttribute('target', '_blank');
    expect(post.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
  });

  it('reads the quota again after the assignment', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('radio', { name: /Réduction/ }));
    const shopReads = api.callsTo('GET', '/shops/1').length;
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Récompense attribuée !');
    await waitFor(() => expect(api.callsTo('GET', '/shops/1').length).toBeGreaterThan(shopReads));
  });

  it('toasts the failure and keeps the form when the approval fails, then approves the same product on retry', async () => {
    let fail = true;
    const api = setup({
      'PUT /products/55/approve': () =>
        fail ? json(409, { status: 409, message: 'errors.quota_exhausted' }) : reward,
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('radio', { name: /Réduction/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText("Impossible d'attribuer la récompense.")).toBeInTheDocument();
    expect(screen.queryByText('Récompense attribuée !')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Récompense attribuée !')).toBeVisible();
    expect(api.callsTo('POST', '/products')).toHaveLength(1);
    expect(api.callsTo('PUT', '/products/55/approve')).toHaveLength(2);
  });

  it('toasts the failure when the product cannot be created, and never approves', async () => {
    const api = setup({
      'POST /products': () => json(409, { status: 409, message: 'form.reward_form.error' }),
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('radio', { name: /Réduction/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("Impossible d'attribuer la récompense.")).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/approve'))).toBe(false);
  });

  it('asks for a reward before sending anything', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/instagram/contents/101');
    await user.click(await screen.findByRole('button', { name: 'Envoyer' }));
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
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Un type est requis.')).toBeVisible();

    await user.selectOptions(type, 'percent');
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage de réduction/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

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
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
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
