import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '@merci/tokens';
import { HEADING_LEVELS, HEADING_SIZES, Heading, Stack } from '@merci/ui-kit';

/** A rem token in pixels, as the browser computes it (16 px root). */
const px = (rem: string) => `${parseFloat(rem) * 16}px`;

const meta = {
  title: 'ui-kit/Heading',
  component: Heading,
  args: { level: 2, children: 'Récompenses' },
  parameters: { localizedArgs: { en: { children: 'Rewards' } } },
  argTypes: {
    level: { control: 'inline-radio', options: HEADING_LEVELS },
    size: { control: 'select', options: HEADING_SIZES },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Récompenses' });
    // Without `size`, a level 2 has the page-title size (xxl, 28 px).
    await expect(getComputedStyle(heading).fontSize).toBe(px(theme.font.size.xxl));
  },
};

export const Playground: Story = {
  args: { level: 2, size: 'xxl' },
};

/** Levels 1 to 6, each with its default size: the outline a screen reader lists. */
export const Levels: Story = {
  render: (args) => (
    <Stack gap={3}>
      {HEADING_LEVELS.map((level) => (
        <Heading key={level} {...args} level={level}>
          {args.children} ({`h${level}`})
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of HEADING_LEVELS) {
      const heading = canvas.getByRole('heading', { level, name: `Récompenses (h${level})` });
      await expect(heading.tagName).toBe(`H${level}`);
    }
    // Sizes go down with the level.
    const sizes = HEADING_LEVELS.map((level) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    await expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  },
};

/** Every visual size on the same level: the size never changes the semantics. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap={3}>
      {HEADING_SIZES.map((size) => (
        <Heading key={size} {...args} size={size}>
          {args.children} ({size})
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(HEADING_SIZES.length);
    for (const size of HEADING_SIZES) {
      const heading = canvas.getByRole('heading', { level: 2, name: `Récompenses (${size})` });
      await expect(getComputedStyle(heading).fontSize).toBe(px(theme.font.size[size]));
    }
  },
};

/** A card title: an `h2` in the outline, drawn at the card-title size (lg, 18 px). */
export const SizeDiffersFromLevel: Story = {
  args: { level: 2, size: 'lg', children: 'Récompenses du mois' },
  parameters: { localizedArgs: { en: { children: 'Rewards this month' } } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Récompenses du mois' });
    await expect(heading.tagName).toBe('H2');
    await expect(getComputedStyle(heading).fontSize).toBe(px(theme.font.size.lg));
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Rewards' })).toBeVisible();
  },
};

/** A long unbroken name (an Instagram username) wraps inside a phone-wide column. */
export const LongNameOnPhone: Story = {
  args: { level: 1, children: 'Publication de @adam_style_parisien_officiel' },
  parameters: { localizedArgs: { en: { children: 'Post by @adam_style_parisien_officiel' } } },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(300);
  },
};
