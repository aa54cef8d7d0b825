import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RewardStatistics, StatisticsPeriod } from '@merci/domain';
import { problem, renderApp, stubApi } from '../../testing/pageTest';
import { noSales } from '../../testing/pageFixtures';

const zero = { percent: 0, code: 0, voucher: 0, other: 0 };

/** A statistics answer for `months` months ending in March 2026, as the API sends it. */
function statistics(months: StatisticsPeriod, overrides: Partial<RewardStatistics> = {}): RewardStatistics {
  const byMonth = Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(2026, 2 - (months - 1) + index, 1));
    return { month: date.toISOString().slice(0, 7), count: 0, byType: { ...zero } };
  });
  // February and March 2026 had rewards; the months before had none.
  byMonth.splice(
    -2,
    2,
    { month: '2026-02', count: 4, byType: { percent: 1, code: 1, voucher: 0, other: 2 } },
    { month: '2026-03', count: 6, byType: { percent: 3, code: 2, voucher: 1, other: 0 } },
  );
  return {
    months,
    total: 42,
    thisMonth: 6,
    thisYear: 17,
    byMonth,
    byType: { percent: 4, code: 3, voucher: 1, other: 2 },
    byStatus: { assigned: 5, use_requested: 1, used: 4, refused: 0, expired: 0 },
    byPlace: { online: 7, shop: 3 },
    byContentType: { ad: 0, feed: 5, story: 3, reels: 2 },
    useRate: 0.4,
    topAmbassadors: [
      { username: 'lea.martin', count: 4 },
      { username: 'marc.b', count: 3 },
      { username: 'nina', count: 1 },
    ],
    ...overrides,
  };
}

/** The API, answering the statistics of the period asked for with `answer`, and no sale yet. */
function setup(answer: (months: StatisticsPeriod) => unknown) {
  return stubApi({
    'GET /shops/1/reward_statistics': ({ query }) => answer(Number(query.get('months')) as StatisticsPeriod),
    'GET /shops/1/sales_statistics': ({ query }) => noSales(Number(query.get('period')) as StatisticsPeriod),
  });
}

/** The queries of the statistics calls made so far. */
const statisticsAsked = (api: ReturnType<typeof setup>) =>
  api.callsTo('GET', '/shops/1/reward_statistics').map((call) => call.query.toString());

const NBSP = '\u00a0';

describe('/analytics', { timeout: 20_000 }, () => {
  it('shows the totals, the use rate, the breakdowns and the top ambassadors of the last 12 months', async () => {
    const api = setup((months) => statistics(months));
    renderApp('/analytics');
    expect(await screen.findByRole('group', { name: 'Récompenses attribuées' })).toHaveTextContent('42');
    expect(screen.getByRole('group', { name: 'Ce mois-ci' })).toHaveTextContent('6');
    expect(screen.getByRole('group', { name: 'Cette année' })).toHaveTextContent('17');
    expect(screen.getByRole('group', { name: 'Taux d’utilisation' })).toHaveTextContent(/40\s%/);
    expect(statisticsAsked(api)).toContain('months=12');

    const top = within(screen.getByRole('list', { name: 'Meilleurs ambassadeurs' }));
    expect(top.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '@lea.martin4 récompenses',
      '@marc.b3 récompenses',
      '@nina1 récompense',
    ]);
    const places = within(screen.getByRole('list', { name: 'Par lieu d’utilisation' }));
    expect(places.getAllByRole('listitem')[0]).toHaveTextContent(/En ligne7 \(70\s%\)/);
    const contents = within(screen.getByRole('list', { name: 'Par type de contenu' }));
    expect(contents.getAllByRole('listitem')[1]).toHaveTextContent(/Publication5 \(50\s%\)/);

    // The chart's code arrives on demand, beside the statistics.
    const chart = await screen.findByRole('img', { name: 'Récompenses par mois' });
    expect(chart).toHaveAccessibleDescription(
      `10 récompenses sur les 12 derniers mois, par type de récompense. Mois le plus actif${NBSP}: mars 26 (6).`,
    );
    // One segment per type given in a month: 3 types in March, 3 in February.
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    const legend = within(screen.getByRole('list', { name: 'Types de récompense' }));
    expect(legend.getByText('Réduction (4)')).toBeVisible();
  });

  it('gives the chart’s figures as a table behind "Voir les données"', async () => {
    setup((months) => statistics(months));
    const user = userEvent.setup();
    renderApp('/analytics');
    const toggle = await screen.findByRole('button', { name: 'Voir les données' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Masquer les données' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = screen.getByRole('table', { name: 'Récompenses par mois et par type, 12 derniers mois' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]).toHaveTextContent('mars 26');
    expect(
      within(rows[12] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '2', '1', '0', '6']);
  });

  it('switches the period through the URL', async () => {
    const api = setup((months) => statistics(months));
    const user = userEvent.setup();
    const { router } = renderApp('/analytics?months=6');
    const period = await screen.findByRole('combobox', { name: 'Période' });
    expect(period).toHaveValue('6');
    expect(statisticsAsked(api)).toContain('months=6');

    await user.selectOptions(period, '3 derniers mois');
    await waitFor(() => expect(router.state.location.search).toBe('?months=3'));
    await waitFor(() => expect(statisticsAsked(api)).toContain('months=3'));
    expect(await screen.findByRole('img', { name: 'Récompenses par mois' })).toHaveAccessibleDescription(
      expect.stringContaining('sur les 3 derniers mois'),
    );

    await user.selectOptions(period, '12 derniers mois');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an empty state, not an empty chart, before the first reward', async () => {
    setup((months) =>
      statistics(months, {
        total: 0,
        thisMonth: 0,
        thisYear: 0,
        byMonth: statistics(months).byMonth.map((month) => ({ ...month, count: 0, byType: { ...zero } })),
        byType: { ...zero },
        byPlace: { online: 0, shop: 0 },
        byContentType: { ad: 0, feed: 0, story: 0, reels: 0 },
        useRate: null,
        topAmbassadors: [],
      }),
    );
    renderApp('/analytics');
    expect(
      await screen.findByText(
        'Aucune récompense attribuée pour le moment. Vos statistiques apparaîtront ici dès la première.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Attribuer une récompense' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    expect(screen.queryByRole('img', { name: 'Récompenses par mois' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Période' })).not.toBeInTheDocument();
  });

  it('says when the period had no reward: no chart, a dash for the use rate, no ranking', async () => {
    setup((months) =>
      statistics(months, {
        byMonth: statistics(months).byMonth.map((month) => ({ ...month, count: 0, byType: { ...zero } })),
        useRate: null,
        topAmbassadors: [],
      }),
    );
    renderApp('/analytics?months=3');
    expect(await screen.findByText('Aucune récompense attribuée sur les 3 derniers mois.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Récompenses par mois' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Taux d’utilisation' })).toHaveTextContent('-');
    expect(screen.getByText('Aucun ambassadeur récompensé sur cette période.')).toBeVisible();
  });

  it('shows a danger alert when the statistics cannot be loaded', async () => {
    setup(() => problem(500));
    renderApp('/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue.');
  });
});
