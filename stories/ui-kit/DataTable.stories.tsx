import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, DataTable } from '@merci/ui-kit';
import {
  assignedRewardTable,
  assignedRewardRows,
  configuredRewardColumns,
  configuredRewardRows,
  type AssignedRewardRow,
} from './tableFixtures';

const assign = fn();
const editReward = fn();
const deleteReward = fn();

const meta = {
  title: 'ui-kit/DataTable',
  component: DataTable,
  args: {
    ...assignedRewardTable('fr'),
    rows: assignedRewardRows(8),
    getRowId: (row) => row.id,
  },
  parameters: {
    localizedArgs: {
      en: {
        ...assignedRewardTable('en'),
      },
    },
  },
  argTypes: {
    caption: { control: 'text' },
    emptyMessage: { control: 'text' },
    errorMessage: { control: 'text' },
    columns: { control: false, table: { type: { summary: 'DataTableColumn<Row>[]' } } },
    rows: { control: 'object' },
    getRowId: { control: false },
    emptyAction: { control: false },
  },
} satisfies Meta<typeof DataTable<AssignedRewardRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The assigned-rewards table of the rewards page (SPEC §2), 8 rows. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Récompenses attribuées' });

    await step('a captioned table with column headers and one row header per ambassador', async () => {
      const headers = within(table).getAllByRole('columnheader');
      await expect(headers.map((header) => header.textContent)).toEqual([
        'Ambassadeur',
        'Type de média',
        'Publication',
        'Attribuée',
        'Type',
        'Valeur',
        'Statut',
      ]);
      for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
      await expect(within(table).getAllByRole('row')).toHaveLength(9);
      const firstRow = within(table).getByRole('row', { name: /@lea\.martin/ });
      await expect(within(firstRow).getByRole('rowheader', { name: '@lea.martin' })).toHaveAttribute(
        'scope',
        'row',
      );
      await expect(within(firstRow).getByText('nov. 26')).toBeVisible();
      await expect(within(firstRow).getByText('Réduction')).toBeVisible();
      await expect(within(firstRow).getByText('Attribuée')).toBeVisible();
    });

    await step('the value column is aligned to the end, the others to the start', async () => {
      const valueHeader = within(table).getByRole('columnheader', { name: 'Valeur' });
      await expect(['end', 'right']).toContain(getComputedStyle(valueHeader).textAlign);
      const valueCell = within(table).getByRole('cell', { name: '10\u202f%' });
      await expect(['end', 'right']).toContain(getComputedStyle(valueCell).textAlign);
      const typeHeader = within(table).getByRole('columnheader', { name: 'Type' });
      await expect(['start', 'left']).toContain(getComputedStyle(typeHeader).textAlign);
    });

    await step('the post is a link, and the scroll group is named and focusable', async () => {
      await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        assignedRewardRows(1)[0]?.permalink,
      );
      const group = canvas.getByRole('group', { name: 'Récompenses attribuées' });
      await expect(group).toHaveAttribute('tabindex', '0');
      await expect(group).not.toHaveAttribute('aria-busy');
    });
  },
};

export const Playground: Story = {
  args: {
    isCaptionHidden: false,
    isLoading: false,
    loadingRowCount: 5,
    retryLabel: 'Réessayer',
    onRetry: fn(),
  },
  parameters: {
    localizedArgs: {
      en: {
        retryLabel: 'Retry',
      },
    },
  },
  argTypes: {
    isLoading: { control: 'boolean' },
    isCaptionHidden: { control: 'boolean' },
  },
};

/** While the rows load: skeleton rows under the headers, and the scroll group is `aria-busy`. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Récompenses attribuées' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    const table = within(group).getByRole('table', { name: 'Récompenses attribuées' });
    // Only the header row is exposed: the skeleton rows are hidden from assistive technology.
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(within(table).queryByRole('cell')).not.toBeInTheDocument();
    await expect(canvas.queryByText('@lea.martin')).not.toBeInTheDocument();
    await expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
  },
};

/** No rows: the empty message and an action leading to where rewards are assigned. */
export const Empty: Story = {
  args: {
    rows: [],
    emptyAction: <Button onClick={assign}>Attribuer</Button>,
  },
  parameters: {
    localizedArgs: {
      en: {
        emptyAction: <Button onClick={assign}>Assign</Button>,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune récompense attribuée pour le moment.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Attribuer' }));
    await expect(assign).toHaveBeenCalledOnce();
  },
};

/** The rows could not be loaded: a danger alert with a retry button in place of the table. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    errorMessage: 'Oups, une erreur est survenue.',
    retryLabel: 'Réessayer',
    onRetry: fn(),
  },
  parameters: {
    localizedArgs: {
      en: {
        errorMessage: 'Oops, something went wrong.',
        retryLabel: 'Retry',
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Oups, une erreur est survenue.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith({ event: expect.anything() });
  },
};

/**
 * The configured-rewards table (SPEC §2): numbers aligned to the end and a row-actions menu
 * ('Modifier', 'Supprimer') in the last column, whose header is read but not shown.
 */
export const WithRowActions: Story = {
  args: { caption: 'Récompenses configurées' },
  parameters: { localizedArgs: { en: { caption: 'Configured rewards' } } },
  render: ({ caption, isCaptionHidden, isLoading, emptyMessage }, { globals }) => (
    <DataTable
      caption={caption}
      isCaptionHidden={isCaptionHidden}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      columns={configuredRewardColumns(globals.locale === 'en' ? 'en' : 'fr', {
        onEdit: editReward,
        onDelete: deleteReward,
      })}
      rows={configuredRewardRows}
      getRowId={(row) => row.id}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table', { name: 'Récompenses configurées' });
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await expect(['end', 'right']).toContain(
      getComputedStyle(within(table).getByRole('columnheader', { name: 'Quantité' })).textAlign,
    );

    const triggers = within(table).getAllByRole('button', { name: /^Actions sur la récompense/ });
    await expect(triggers).toHaveLength(configuredRewardRows.length);
    const firstTrigger = triggers[0];
    if (!firstTrigger) throw new ReferenceError('No row actions in the table');
    await userEvent.click(firstTrigger);
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Modifier', 'Supprimer']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Supprimer' }));
    await expect(deleteReward).toHaveBeenCalledOnce();
    await expect(deleteReward).toHaveBeenCalledWith({ id: 1 });
    await expect(editReward).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * On a phone (xs, 375 px) each row is a card: the ambassador as its title, then each column as
 * a label and its value, with nothing to scroll sideways. Screen readers still meet the table.
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'xs' } },
  // Three cards: the story's box stays within the phone's screen.
  args: { rows: assignedRewardRows(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Récompenses attribuées' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    const table = canvas.getByRole('table', { name: 'Récompenses attribuées' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    const firstRow = within(table).getByRole('row', { name: /@lea\.martin/ });
    const title = within(firstRow).getByRole('rowheader', { name: '@lea.martin' });
    // Each value is labelled on its card by its column's header.
    const status = within(firstRow)
      .getAllByRole('cell')
      .find((cell) => cell.textContent === 'Attribuée');
    if (!status) throw new Error('No status cell on the first card.');
    await expect(getComputedStyle(status, '::before').content).toBe('"Statut"');
    // The title comes first on the card, above the label/value lines.
    await expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      status.getBoundingClientRect().top,
    );
    await expect(within(firstRow).getByText('Réduction')).toBeVisible();
  },
};
