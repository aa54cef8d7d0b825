import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assignedRewardFixture, contentFixture } from '../../../testing/pageFixtures';
import { hydra, renderApp, stubApiWith } from '../../../testing/pageTest';

const setup = stubApiWith({
  'GET /social_account_instagrams/3/social_contents': () => hydra([contentFixture(101)], 1),
  'GET /shops/1/discounts': () =>
    hydra([assignedRewardFixture({ createdAt: '2026-11-22T09:00:00.000Z', status: 'used' })], 1),
});

describe('/instagram/authors/:username', { timeout: 20_000 }, () => {
  it('shows the author with the contents tab first, filtered by the author', async () => {
    const api = setup();
    renderApp('/instagram/authors/lea.martin');
    expect(await screen.findByRole('heading', { level: 1, name: '@lea.martin' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Sections de la page de l’ambassadeur' });
    expect(within(tabs).getByRole('link', { name: 'Contenus' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('list', { name: 'Publications de @lea.martin' })).toBeVisible();
    expect(
      api.callsTo('GET', '/social_account_instagrams/3/social_contents').at(-1)?.query.get('authorUsername'),
    ).toBe('lea.martin');
  });

  it('lists the rewards given to the author in the rewards tab', async () => {
    const api = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/instagram/authors/lea.martin');
    const tabs = await screen.findByRole('navigation', { name: 'Sections de la page de l’ambassadeur' });
    await user.click(within(tabs).getByRole('link', { name: 'Récompenses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instagram/authors/lea.martin/rewards'));
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: 'Récompenses' })).toHaveAttribute('aria-current', 'page'),
    );

    const section = within(await screen.findByRole('region', { name: 'Récompenses de @lea.martin' }));
    const row = (await section.findByRole('rowheader', { name: '@lea.martin' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Image');
    expect(row).toHaveTextContent('Réduction');
    expect(row).toHaveTextContent('15 %');
    expect(row).toHaveTextContent('Utilisée');
    expect(row).toHaveTextContent(/22\snov\. 2026/);
    expect(
      within(row).getByRole('link', { name: 'Voir la publication de @lea.martin, dans un nouvel onglet' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/p/DEMO101/');
    // One ambassador's rewards: no status filter.
    expect(section.queryByRole('combobox', { name: 'Statut' })).not.toBeInTheDocument();
    const call = api.callsTo('GET', '/shops/1/discounts').at(-1);
    expect(call?.query.get('username')).toBe('lea.martin');
    expect(call?.query.get('itemsPerPage')).toBe('10');
  });

  it('says so when no reward was given to the author yet', async () => {
    setup({ 'GET /shops/1/discounts': () => hydra([]) });
    renderApp('/instagram/authors/lea.martin/rewards');
    const section = within(await screen.findByRole('region', { name: 'Récompenses de @lea.martin' }));
    expect(
      await section.findByText('Aucune récompense attribuée à cet ambassadeur pour le moment.'),
    ).toBeVisible();
  });
});
