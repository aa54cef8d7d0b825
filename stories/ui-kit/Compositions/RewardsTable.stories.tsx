import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Box, Heading, PaginatedTable, Stack } from '@merci/ui-kit';
import {
  assignedRewardColumns,
  assignedRewardRows,
  paginationTexts,
  type TableLocale,
} from '../tableFixtures';

const PAGE_SIZE = 10;
/** 37 assigned rewards: 4 pages of 10. */
const TOTAL = 37;

interface AssignedRewardsSectionProps {
  /** The section's heading, also the table's (hidden) caption. */
  title: string;
  /** Texts of the columns and the pagination. */
  locale: TableLocale;
  /** Reported when a page is asked for. */
  onPageChange: (details: { page: number }) => void;
}

/**
 * The assigned-rewards block of the rewards page (SPEC §2) as the dashboard will compose it: a
 * heading, then the table of 10 rows with its pagination, on the page background.
 */
function AssignedRewardsSection({ title, locale, onPageChange }: AssignedRewardsSectionProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const rows = assignedRewardRows(TOTAL).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Box background="subtle" padding={6} style={{ minHeight: '100vh' }}>
      <Stack as="section" gap={4} aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        <PaginatedTable
          caption={title}
          isCaptionHidden
          columns={assignedRewardColumns(locale)}
          rows={rows}
          getRowId={(row) => row.id}
          emptyMessage=""
          page={page}
          pageSize={PAGE_SIZE}
          total={TOTAL}
          onPageChange={(details) => {
            onPageChange(details);
            setPage(details.page);
          }}
          paginationLabel={
            locale === 'fr' ? 'Pagination des récompenses attribuées' : 'Assigned rewards pages'
          }
          {...paginationTexts[locale]}
        />
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'ui-kit/Compositions/Rewards table',
  component: AssignedRewardsSection,
  args: { title: 'Récompenses attribuées', locale: 'fr', onPageChange: fn() },
  parameters: {
    layout: 'fullscreen',
    localizedArgs: { en: { title: 'Assigned rewards', locale: 'en' } },
  },
  argTypes: { locale: { control: false } },
} satisfies Meta<typeof AssignedRewardsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function checkFirstPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: 'Récompenses attribuées' })).toBeVisible();
  const table = canvas.getByRole('table', { name: 'Récompenses attribuées' });
  await expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
  const nav = canvas.getByRole('navigation', { name: 'Pagination des récompenses attribuées' });
  await expect(
    within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent),
  ).toEqual(['1', '2', '3', '4']);
  await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
}

/** At md (768 px), a tablet; the table scrolls sideways if its columns do not fit. */
export const AtMd: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    await checkFirstPage(canvasElement);
  },
};

/** At xl (1200 px), a desktop screen. */
export const AtXl: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvasElement }) => {
    await checkFirstPage(canvasElement);
  },
};
