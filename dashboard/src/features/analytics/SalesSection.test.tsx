import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StatisticsPeriod } from '@merci/domain';
import { noSales, someSales } from '../../testing/pageFixtures';
import { problem, renderApp, stubApi } from '../../testing/pageTest';

/** Intl's spaces (before €, in thousands) as ordinary ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The API: no reward statistics worth drawing, and `sales` for the period asked for. */
function setup(sales: (period: StatisticsPeriod) => unknown) {
  return stubApi({
    'GET /shops/1/reward_statistics': () => problem(500),
    'GET /shops/1/sales_statistics': ({ query }) => sales(Number(query.get('period')) as StatisticsPeriod),
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'Ventes générées' }));

describe('/analytics — sales from merci codes', { timeout: 20_000 }, () => {
  it('shows the orders, the revenue and the average order of the period, asked for with the page’s period', async () => {
    const api = setup(someSales);
    renderApp('/analytics?months=6');
    const sales = await section();
    expect(await sales.findByRole('group', { name: 'Commandes' })).toHaveTextContent('3');
    expect(plain(sales.getByRole('group', { name: 'Chiffre d’affaires' }).textContent)).toContain('215,40 €');
    expect(plain(sales.getByRole('group', { name: 'Panier moyen' }).textContent)).toContain('71,80 €');
    expect(api.callsTo('GET', '/shops/1/sales_statistics').map((call) => call.query.toString())).toEqual([
      'period=6',
    ]);
  });

  it('draws the revenue per month, with the figures in a table behind "Voir les données"', async () => {
    setup(someSales);
    const user = userEvent.setup();
    renderApp('/analytics');
    const sales = await section();
    const chart = await sales.findByRole('img', { name: 'Chiffre d’affaires par mois' });
    expect(chart).toHaveAccessibleDescription(
      /^215,40\s€ sur les 12 derniers mois \(3 commandes\)\. Meilleur mois\s: mars 26 \(155,50\s€\)\.$/,
    );
    // One bar per month with orders.
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    await user.click(sales.getByRole('button', { name: 'Voir les données' }));
    const table = sales.getByRole('table', {
      name: 'Commandes et chiffre d’affaires par mois, 12 derniers mois',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]).toHaveTextContent('mars 26');
    expect(
      within(rows[12] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    ).toEqual(['2', '155,50 €']);
  });

  it('ranks the ambassadors and the rewards by the revenue their codes brought', async () => {
    setup(someSales);
    renderApp('/analytics');
    const sales = await section();
    const ambassadors = await sales.findByRole('table', { name: 'Par ambassadeur' });
    expect(
      within(ambassadors)
        .getAllByRole('row')
        .slice(1)
        .map((row) => plain(row.textContent)),
    ).toEqual(['@marc.b1120,00 €', '@lea.martin295,40 €']);
    const rewards = sales.getByRole('table', { name: 'Par récompense' });
    expect(
      within(rewards)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['10 € avec votre code', 'Récompenses personnalisées']);
  });

  it('says when no order used a merci code over the period, without a chart', async () => {
    setup(noSales);
    renderApp('/analytics');
    const sales = await section();
    expect(await sales.findByText('Aucune commande avec un code merci sur la période.')).toBeVisible();
    expect(sales.queryByRole('img')).not.toBeInTheDocument();
    expect(sales.queryByRole('group', { name: 'Commandes' })).not.toBeInTheDocument();
  });

  it('says when the sales cannot be loaded, and reads them again on request', async () => {
    let fail = true;
    setup((period) => (fail ? problem(500) : someSales(period)));
    const user = userEvent.setup();
    renderApp('/analytics');
    const sales = await section();
    expect(await sales.findByText('Les ventes n’ont pas pu être chargées.')).toBeVisible();
    fail = false;
    await user.click(sales.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(sales.getByRole('group', { name: 'Commandes' })).toHaveTextContent('3'));
  });
});
