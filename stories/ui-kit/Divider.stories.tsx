import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, DIVIDER_ORIENTATIONS, Divider, Inline, Stack, Text } from '@merci/ui-kit';

/** The texts around the divider, by the locale of the toolbar. */
const texts = {
  fr: {
    sent: 'Récompenses envoyées',
    pending: 'Récompenses en attente',
    stats: ['12 publications', '8 récompenses', '3 en attente'],
  },
  en: { sent: 'Rewards sent', pending: 'Rewards pending', stats: ['12 posts', '8 rewards', '3 pending'] },
} as const;

const textsFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.fr);

const meta = {
  title: 'ui-kit/Divider',
  component: Divider,
  args: { orientation: 'horizontal' },
  argTypes: { orientation: { control: 'inline-radio', options: DIVIDER_ORIENTATIONS } },
  // A divider only means something between two pieces of content: a Stack for a horizontal one,
  // an Inline row for a vertical one.
  render: (args, { globals }) => {
    const { sent, pending, stats } = textsFor(globals.locale);
    return (
      <Card>
        {args.orientation === 'vertical' ? (
          <Inline gap={3} align="stretch">
            <Text>{stats[0]}</Text>
            <Divider {...args} />
            <Text>{stats[1]}</Text>
            <Divider {...args} />
            <Text>{stats[2]}</Text>
          </Inline>
        ) : (
          <Stack gap={3}>
            <Text>{sent}</Text>
            <Divider {...args} />
            <Text tone="muted">{pending}</Text>
          </Stack>
        )}
      </Card>
    );
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(separator).not.toHaveAttribute('aria-orientation', 'vertical');
    // A line across the card: as wide as the text column, one pixel high.
    const line = separator.getBoundingClientRect();
    const column = within(canvasElement).getByText('Récompenses envoyées').getBoundingClientRect();
    await expect(line.width).toBeCloseTo(column.width, 0);
    await expect(line.height).toBeCloseTo(1, 0);
  },
};

export const Playground: Story = {};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const separators = within(canvasElement).getAllByRole('separator');
    await expect(separators).toHaveLength(2);
    for (const separator of separators) {
      await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
      // A line as tall as the row, one pixel wide.
      const line = separator.getBoundingClientRect();
      await expect(line.width).toBeCloseTo(1, 0);
      await expect(line.height).toBeGreaterThanOrEqual(
        within(canvasElement).getByText('12 publications').getBoundingClientRect().height,
      );
    }
  },
};
