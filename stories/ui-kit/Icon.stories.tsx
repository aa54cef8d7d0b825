import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ICON_NAMES, Icon, InstagramIcon } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/Icon',
  component: Icon,
  args: { name: 'bell', size: 24 },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: { type: 'number', min: 12, max: 64, step: 2 } },
    title: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative by default: drawn, but hidden from assistive technologies.
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { name: 'gift', size: 32 },
};

/** An icon alone, with no text beside it, carries meaning: its `title` names it as an image. */
export const WithTitle: Story = {
  args: { name: 'heart', title: "J'aime" },
  parameters: { localizedArgs: { en: { title: 'Likes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: "J'aime" })).toBeVisible();
  },
};

/** Drawn by us in the lucide style, since lucide ships no brand icons. */
export const Instagram: Story = {
  args: { name: 'instagram', size: 48, title: 'Compte Instagram' },
  parameters: { localizedArgs: { en: { title: 'Instagram account' } } },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Compte Instagram' });
    await expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
    await expect(icon).toHaveAttribute('stroke', 'currentColor');
  },
};

/** `InstagramIcon` is also exported alone, sized like any lucide icon. */
export const InstagramAlone: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <InstagramIcon size={20} />
      @boulangerie.merci
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '20');
  },
};

/** The whole curated set, each glyph under its `name`. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 8,
            padding: 12,
            borderRadius: 8,
            background: 'var(--merci-color-surface-default)',
          }}
        >
          <Icon name={name} size={args.size} />
          <code style={{ fontSize: 'var(--merci-font-size-xs)' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(ICON_NAMES.length);
    for (const name of ['home', 'images', 'users', 'gift', 'chart', 'bell', 'zap', 'instagram']) {
      await expect(within(canvasElement).getByText(name)).toBeVisible();
    }
  },
};
