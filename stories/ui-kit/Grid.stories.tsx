import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpoints, theme } from '@merci/tokens';
import { Card, Grid, type GridColumns, SPACE_STEPS } from '@merci/ui-kit';

const french = Array.from({ length: 8 }, (_, index) => `Ambassadrice ${index + 1}`);
const english = Array.from({ length: 8 }, (_, index) => `Ambassador ${index + 1}`);

const cards = (labels: string[]) =>
  labels.map((label) => (
    <Card as="li" key={label}>
      {label}
    </Card>
  ));

/** The design of the ambassadors page: one column on a phone, two on a tablet, four on a desktop. */
const responsive = { xs: 1, md: 2, xl: 4 } as const;

/** Columns the grid should show at the story's current width, read the way the CSS reads them. */
function expectedColumns(columns: GridColumns): number {
  if (typeof columns === 'number') return columns;
  let count = 1;
  for (const [name] of breakpoints) {
    const query = theme.media.up(name).replace('@media ', '');
    const value = columns[name];
    if (value !== undefined && window.matchMedia(query).matches) count = value;
  }
  return count;
}

/** Columns the grid shows: how many cards sit on the first row. */
function columnsOnScreen(canvasElement: HTMLElement): number {
  const tops = within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => Math.round(item.getBoundingClientRect().top));
  const firstRow = Math.min(...tops);
  return tops.filter((top) => top === firstRow).length;
}

const meta = {
  title: 'ui-kit/Grid',
  component: Grid,
  args: {
    as: 'ul',
    'aria-label': 'Ambassadrices',
    columns: responsive,
    children: cards(french),
  },
  parameters: { localizedArgs: { en: { 'aria-label': 'Ambassadors', children: cards(english) } } },
  argTypes: {
    columns: { control: 'object' },
    gap: { control: 'select', options: SPACE_STEPS },
    children: { control: false },
  },
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Ambassadrices' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(columnsOnScreen(canvasElement)).toBe(expectedColumns(args.columns ?? 1));
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns `{ xs: 1, md: 2, xl: 4 }`: the play checks the count against the current width. */
export const Default: Story = {};

export const Playground: Story = {
  args: { columns: { xs: 1, sm: 2, lg: 3 }, gap: 4 },
};

export const FixedColumns: Story = {
  args: { columns: 3 },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(3);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(1);
  },
};

export const OnTablet: Story = {
  globals: { viewport: { value: 'md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(2);
  },
};

/** `lg` is not in the columns: it keeps the two columns of `md`. */
export const OnSmallDesktop: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(2);
  },
};

export const OnDesktop: Story = {
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOnScreen(canvasElement)).toBe(4);
  },
};

export const WideGap: Story = {
  args: { columns: 2, gap: 7 },
  play: async ({ canvasElement }) => {
    const boxOf = (label: string) => within(canvasElement).getByText(label).getBoundingClientRect();
    const [first, second, third] = [
      boxOf('Ambassadrice 1'),
      boxOf('Ambassadrice 2'),
      boxOf('Ambassadrice 3'),
    ] as const;
    // 32 px between columns and between rows.
    await expect(second.left - first.right).toBeCloseTo(32, 0);
    await expect(third.top - first.bottom).toBeCloseTo(32, 0);
  },
};
