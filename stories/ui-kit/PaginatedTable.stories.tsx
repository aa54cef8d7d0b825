import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaginatedTable, type PaginatedTableProps } from '@merci/ui-kit';
import {
  assignedRewardTable,
  assignedRewardRows,
  paginationTexts,
  type AssignedRewardRow,
} from './tableFixtures';

const PAGE_SIZE = 10;

/**
 * Holds the page and serves its rows from `total` fixed rewards, as the dashboard's data hook
 * would from the API; `onPageChange` is still reported.
 */
function StatefulPaginatedTable(props: PaginatedTableProps<AssignedRewardRow>) {
  const [page, setPage] = useState(props.page);
  const pageSize = props.pageSize ?? PAGE_SIZE;
  const rows = assignedRewardRows(props.total).slice((page - 1) * pageSize, page * pageSize);
  return (
    <PaginatedTable
      {...props}
      page={page}
      rows={rows}
      onPageChange={(details) => {
        props.onPageChange(details);
        setPage(details.page);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/PaginatedTable',
  component: PaginatedTable,
  args: {
    ...assignedRewardTable('fr'),
    rows: assignedRewardRows(25).slice(0, PAGE_SIZE),
    getRowId: (row) => row.id,
    page: 1,
    pageSize: PAGE_SIZE,
    total: 25,
    onPageChange: fn(),
    paginationLabel: 'Pagination des récompenses attribuées',
    ...paginationTexts.fr,
  },
  parameters: {
    localizedArgs: {
      en: {
        ...assignedRewardTable('en'),
        paginationLabel: 'Assigned rewards pages',
        ...paginationTexts.en,
      },
    },
  },
  argTypes: {
    caption: { control: 'text' },
    emptyMessage: { control: 'text' },
    errorMessage: { control: 'text' },
    columns: { control: false },
    rows: { control: false, description: 'The rows of `page`; here served from `total` fixed rewards.' },
    getRowId: { control: false },
    emptyAction: { control: false },
    pageLabel: { control: false },
    page: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0 } },
    pageSize: { control: { type: 'number', min: 1 } },
  },
  render: (args) => <StatefulPaginatedTable key={`${args.page}/${args.total}/${args.pageSize}`} {...args} />,
} satisfies Meta<typeof PaginatedTable<AssignedRewardRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowHeaders = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

/** Page 1 of 3 (25 rewards, 10 per page); page 2 shows the rewards 11 to 20. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const all = assignedRewardRows(25).map((row) => `@${row.username}`);

    await step('page 1: the first 10 rewards, 3 pages', async () => {
      await expect(rowHeaders(canvasElement)).toEqual(all.slice(0, 10));
      const nav = canvas.getByRole('navigation', { name: 'Pagination des récompenses attribuées' });
      await expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
      await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    await step('page 2: the rewards 11 to 20', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2 });
      await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(rowHeaders(canvasElement)).toEqual(all.slice(10, 20));
    });

    await step('page 3: the last 5', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
      await expect(rowHeaders(canvasElement)).toEqual(all.slice(20, 25));
      await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    });

    await step('back to page 1, as the table first shows (and as the snapshot keeps it)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Première page' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 1 });
      await expect(rowHeaders(canvasElement)).toEqual(all.slice(0, 10));
      await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    });
  },
};

export const Playground: Story = {
  args: { isLoading: false, isCaptionHidden: false, retryLabel: 'Réessayer', onRetry: fn() },
  parameters: {
    localizedArgs: {
      en: {
        retryLabel: 'Retry',
      },
    },
  },
};
