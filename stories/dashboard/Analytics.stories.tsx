import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AssignedReward } from '@merci/domain';
import { API_BASE } from '../../dashboard/src/lib/api/client';
import {
  assignedRewardFixtures,
  configRewardFixtures,
  mockApi,
  salesRewardFixtures,
  uniqueCodeConfigFixtures,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, fr, waitForIdle } from './screenPlay';

// /analytics (SPEC §2): the rewards given, in total and per month, over 3, 6 or 12 months.
const meta = {
  title: 'dashboard/Analytics',
  ...screenMeta({ path: '/analytics', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Analytique';
const STATISTICS_PATH = `*${API_BASE}/shops/:shopId/reward_statistics`;

/**
 * Rewards given in the months before the fixtures' October and November, from December 2025:
 * copies of those rewards (same ambassadors, publications and types), so that the year has a
 * shape. July 2026 had none; May 2026 was the busiest (5).
 */
const EARLIER_MONTHS: readonly (readonly [month: string, count: number])[] = [
  ['2025-12', 2],
  ['2026-01', 3],
  ['2026-02', 1],
  ['2026-03', 4],
  ['2026-04', 2],
  ['2026-05', 5],
  ['2026-06', 3],
  ['2026-07', 0],
  ['2026-08', 2],
  ['2026-09', 4],
];

function earlierRewards(months = EARLIER_MONTHS): AssignedReward[] {
  const recent = assignedRewardFixtures();
  let id = 0;
  return months.flatMap(([month, count], monthIndex) =>
    Array.from({ length: count }, (_, index) => {
      const base = recent[(monthIndex + index) % recent.length] as AssignedReward;
      id += 1;
      const createdAt = `${month}-${String(3 + index * 6).padStart(2, '0')}T10:00:00.000Z`;
      return {
        ...base,
        '@id': `/discounts/${id}`,
        id,
        createdAt,
        useRequestedAt: base.useRequestedAt && createdAt,
        usedAt: base.usedAt && createdAt,
        refusedAt: base.refusedAt && createdAt,
      };
    }),
  );
}

/** A year of rewards: 26 before October, then the fixtures' 3 in October and 4 in November. */
const yearOfRewards = { assignedRewards: [...assignedRewardFixtures(), ...earlierRewards()] };

/** The mock API with `handler` answering first in the shop's group (where the statistics are). */
function statisticsAnswering(resolver: () => Promise<Response> | Response) {
  const api = mockApi('full', { seed: yearOfRewards });
  const handler: HttpHandler = http.get(STATISTICS_PATH, resolver);
  return { ...api, shop: [handler, ...api.shop] };
}

/** One of the four counters, a group named by its label. */
const counter = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('group', { name });

const chart = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('img', { name: 'Récompenses par mois' });

/** Opens the chart's data table and returns it. */
async function openData(canvasElement: HTMLElement, months: number) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Voir les données' }));
  await expect(canvas.getByRole('button', { name: 'Masquer les données' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return canvas.findByRole('table', { name: `Récompenses par mois et par type, ${months} derniers mois` });
}

/** The month rows of the data table: [month, percent, code, voucher, other, total]. */
const monthRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

/** Each segment of a bar is a reward type given that month: one per non-zero figure of the table. */
const segmentCount = (rows: ReturnType<typeof monthRows>) =>
  rows.reduce((sum, row) => sum + row.slice(1, 5).filter((figure) => figure !== '0').length, 0);

/**
 * The last 12 months: the counters, the bars per month stacked by type, their figures in the data
 * table (12 months, December 2025 to November 2026), the breakdowns and the top ambassadors.
 */
export const TwelveMonths: Story = {
  parameters: { msw: { handlers: mockApi('full', { seed: yearOfRewards }) } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    const image = await chart(canvasElement);
    await waitForIdle(canvasElement);
    await step('the counters: 33 in all, 4 this month, 31 this year', async () => {
      await expect(counter(canvasElement, 'Récompenses attribuées')).toHaveTextContent('33');
      await expect(counter(canvasElement, 'Ce mois-ci')).toHaveTextContent('4');
      await expect(counter(canvasElement, 'Cette année')).toHaveTextContent('31');
      await expect(counter(canvasElement, 'Taux d’utilisation')).toHaveTextContent(/\d+\s%/);
      await expect(canvas.getByRole('combobox', { name: 'Période' })).toHaveValue('12');
    });
    await step('the chart says what it shows', async () => {
      await expect(image).toHaveAccessibleDescription(
        fr(
          '33 récompenses sur les 12 derniers mois, par type de récompense. Mois le plus actif : mai 26 (5).',
        ),
      );
      await expect(image).toBeVisible();
    });
    await step('its data table: one row per month, the segments of the bars', async () => {
      const rows = monthRows(await openData(canvasElement, 12));
      await expect(rows).toHaveLength(12);
      await expect(rows[0]?.[0]).toBe('déc. 25');
      await expect(rows[7]).toEqual(['juil. 26', '0', '0', '0', '0', '0']);
      await expect(rows[11]?.[0]).toBe('nov. 26');
      await expect(rows[11]?.[5]).toBe('4');
      await expect(image.querySelectorAll('rect')).toHaveLength(segmentCount(rows));
    });
    await step('the breakdowns and the top ambassadors', async () => {
      await expect(canvas.getByRole('list', { name: 'Par lieu d’utilisation' })).toBeVisible();
      await expect(canvas.getByRole('list', { name: 'Par type de contenu' })).toBeVisible();
      await expect(
        within(canvas.getByRole('list', { name: 'Meilleurs ambassadeurs' })).getAllByRole('listitem'),
      ).toHaveLength(5);
    });
  },
};

/** The period chosen in its selector: the last 6 months, June to November 2026. */
export const SixMonths: Story = {
  parameters: { msw: { handlers: mockApi('full', { seed: yearOfRewards }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await chart(canvasElement);
    await waitForIdle(canvasElement);
    await userEvent.selectOptions(
      within(canvasElement).getByRole('combobox', { name: 'Période' }),
      '6 derniers mois',
    );
    await waitFor(async () =>
      expect(await chart(canvasElement)).toHaveAccessibleDescription(
        fr(
          '16 récompenses sur les 6 derniers mois, par type de récompense. Mois le plus actif : sept. 26 (4).',
        ),
      ),
    );
    await waitForIdle(canvasElement);
    const rows = monthRows(await openData(canvasElement, 6));
    await expect(rows.map((row) => row[0])).toEqual([
      'juin 26',
      'juil. 26',
      'août 26',
      'sept. 26',
      'oct. 26',
      'nov. 26',
    ]);
    await expect(counter(canvasElement, 'Taux d’utilisation')).toHaveTextContent(
      'Récompenses utilisées sur les 6 derniers mois',
    );
  },
};

/** The period read from the address (`?months=3`): September to November 2026. */
export const ThreeMonths: Story = {
  parameters: {
    screen: { path: '/analytics?months=3' },
    msw: { handlers: mockApi('full', { seed: yearOfRewards }) },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Période' })).toHaveValue('3');
    await expect(await chart(canvasElement)).toHaveAccessibleDescription(
      fr(
        '11 récompenses sur les 3 derniers mois, par type de récompense. Mois le plus actif : sept. 26 (4).',
      ),
    );
    await waitForIdle(canvasElement);
    const rows = monthRows(await openData(canvasElement, 3));
    await expect(rows.map((row) => [row[0], row[5]])).toEqual([
      ['sept. 26', '4'],
      ['oct. 26', '3'],
      ['nov. 26', '4'],
    ]);
  },
};

/** No reward given yet: an empty state and a way to give the first, no empty chart. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockApi({ rewards: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Aucune récompense attribuée pour le moment. Vos statistiques apparaîtront ici dès la première.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Attribuer une récompense' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
    await expect(canvas.queryByRole('img', { name: 'Récompenses par mois' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Période' })).toBeNull();
    await waitForIdle(canvasElement);
  },
};

/**
 * Rewards given last winter only: the last 3 months had none. The chart gives way to a sentence,
 * the use rate is a dash and nobody is ranked.
 */
export const EmptyPeriod: Story = {
  parameters: {
    screen: { path: '/analytics?months=3' },
    msw: {
      handlers: mockApi('full', { seed: { assignedRewards: earlierRewards(EARLIER_MONTHS.slice(0, 4)) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Aucune récompense attribuée sur les 3 derniers mois.'),
    ).toBeVisible();
    await waitForIdle(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'Récompenses par mois' })).toBeNull();
    await expect(counter(canvasElement, 'Récompenses attribuées')).toHaveTextContent('10');
    await expect(counter(canvasElement, 'Taux d’utilisation')).toHaveTextContent('-');
    await expect(canvas.getByText('Aucun ambassadeur récompensé sur cette période.')).toBeVisible();
  },
};

/** SPEC §8: the statistics failing show the generic danger alert. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: statisticsAnswering(() =>
        HttpResponse.json({ status: 500, message: 'errors.http' }, { status: 500 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue.');
    await expect(canvas.queryByRole('img', { name: 'Récompenses par mois' })).toBeNull();
  },
};

/** The statistics on their way: skeleton counters and chart. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: statisticsAnswering(() => delay('infinite').then(() => new Response())) },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await expect(await within(canvasElement).findByRole('status', { name: 'Chargement…' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('img', { name: 'Récompenses par mois' })).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: mockApi('full', { seed: yearOfRewards }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Analytics');
    const image = await within(canvasElement).findByRole('img', { name: 'Rewards per month' });
    await waitForIdle(canvasElement);
    await expect(image).toHaveAccessibleDescription(
      '33 rewards over the last 12 months, by reward type. Busiest month: May 26 (5).',
    );
    await expect(within(canvasElement).getByRole('group', { name: 'Rewards given' })).toHaveTextContent('33');
  },
};

/**
 * A year of rewards, and 13 orders of the online store that used a merci code from June to
 * November 2026 (docs/adr/037): 914,70 € from 7 ambassadors, with two configured rewards.
 */
const yearWithSales = () =>
  mockApi('full', {
    seed: {
      assignedRewards: [...salesRewardFixtures(), ...yearOfRewards.assignedRewards],
      configRewards: [...uniqueCodeConfigFixtures(), ...configRewardFixtures()],
    },
  });

const salesSection = async (canvasElement: HTMLElement, name = 'Ventes générées') =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Sales from merci codes: the totals, the revenue per month, by ambassador and by reward. */
export const Sales: Story = {
  parameters: { msw: { handlers: yearWithSales() } },
  play: async ({ canvasElement, step }) => {
    await findTitle(canvasElement, TITLE);
    const sales = await salesSection(canvasElement);
    const chart = await sales.findByRole('img', { name: 'Chiffre d’affaires par mois' });
    await waitForIdle(canvasElement);
    await step('the totals: 13 orders, 914,70 €, 70,36 € on average', async () => {
      await expect(sales.getByRole('group', { name: 'Commandes' })).toHaveTextContent('13');
      await expect(sales.getByRole('group', { name: 'Chiffre d’affaires' })).toHaveTextContent(/914,70\s€/);
      await expect(sales.getByRole('group', { name: 'Panier moyen' })).toHaveTextContent(/70,36\s€/);
    });
    await step('a bar per month with orders, November the best', async () => {
      await expect(chart).toHaveAccessibleDescription(/Meilleur mois\s: nov\. 26 \(217,90\s€\)\.$/);
      await expect(chart.querySelectorAll('rect')).toHaveLength(6);
    });
    await step('the 5 ambassadors who brought the most, and the two rewards', async () => {
      const ambassadors = sales.getByRole('table', { name: 'Par ambassadeur' });
      const names = within(ambassadors)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      await expect(names).toEqual([
        '@hugo_voyage',
        '@lea.martin',
        '@sarah.deco',
        '@chloe.cuisine',
        '@manon_lifestyle',
      ]);
      const rewards = sales.getByRole('table', { name: 'Par récompense' });
      await expect(
        within(rewards)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['15 % sur toute la boutique', '10 € avec votre code']);
    });
  },
};

export const SalesOnAPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { msw: { handlers: yearWithSales() } },
  play: async ({ canvasElement }) => {
    const sales = await salesSection(canvasElement);
    await sales.findByRole('img', { name: 'Chiffre d’affaires par mois' });
    await waitForIdle(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const SalesInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: yearWithSales() } },
  play: async ({ canvasElement }) => {
    const sales = await salesSection(canvasElement, 'Sales from merci codes');
    await sales.findByRole('img', { name: 'Revenue per month' });
    await waitForIdle(canvasElement);
    await expect(sales.getByRole('group', { name: 'Revenue' })).toHaveTextContent('€914.70');
  },
};

/** No order used a merci code over the period: a sentence, no chart. */
export const SalesEmpty: Story = {
  parameters: { msw: { handlers: mockApi({ onlineStore: 'empty' }, { seed: yearOfRewards }) } },
  play: async ({ canvasElement }) => {
    const sales = await salesSection(canvasElement);
    await expect(await sales.findByText('Aucune commande avec un code merci sur la période.')).toBeVisible();
    await expect(sales.queryByRole('img')).toBeNull();
    await waitForIdle(canvasElement);
  },
};

/** The sales cannot be read: said in their section, with a retry; the rewards stay. */
export const SalesLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ onlineStore: 'error' }, { seed: yearOfRewards }) } },
  play: async ({ canvasElement }) => {
    const sales = await salesSection(canvasElement);
    await expect(await sales.findByText('Les ventes n’ont pas pu être chargées.')).toBeVisible();
    await expect(sales.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(await chart(canvasElement)).toBeVisible();
    await waitForIdle(canvasElement);
  },
};
