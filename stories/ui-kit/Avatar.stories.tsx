import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AVATAR_SIZES, Avatar, Inline, Text } from '@merci/ui-kit';

/** A portrait drawn inline, so the image story needs no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#dde9fd"/>' +
    '<circle cx="32" cy="25" r="12" fill="#1a4a99"/>' +
    '<path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#1a4a99"/>' +
    '</svg>',
)}`;

/** Bytes that are not an image: the browser fails to decode them at once, without any request. */
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'ui-kit/Avatar',
  component: Avatar,
  args: { name: 'Élodie Martin' },
  argTypes: {
    size: { control: 'inline-radio', options: AVATAR_SIZES },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the initials, named by the full name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Élodie Martin' });
    await expect(avatar).toHaveTextContent('ÉM');
  },
};

export const Playground: Story = {
  args: { size: 'md', src: portrait, isDecorative: false },
};

export const WithImage: Story = {
  args: { src: portrait },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Once loaded, the picture replaces the initials and carries the name as its alt text.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Élodie Martin' }).tagName).toBe('IMG'));
    await expect(canvas.queryByText('ÉM')).not.toBeInTheDocument();
  },
};

export const BrokenImage: Story = {
  args: { src: broken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The picture fails: the initials stay, still named, and no broken image is drawn.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'Élodie Martin' })).toHaveTextContent('ÉM');
    await expect(canvas.getByText('ÉM')).toBeVisible();
  },
};

/** A single-word Instagram handle gives one initial. */
export const Handle: Story = {
  args: { name: '@boulangerie.leon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '@boulangerie.leon' })).toHaveTextContent(
      'B',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap={4}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('img', { name: 'Élodie Martin' })
      .map((avatar) => avatar.getBoundingClientRect().width);
    await expect(widths).toEqual([24, 32, 48]);
  },
};

/** Beside the written name, the avatar is hidden from screen readers so the name is heard once. */
export const Decorative: Story = {
  args: { isDecorative: true, src: portrait },
  render: (args) => (
    <Inline gap={2}>
      <Avatar {...args} />
      <Text weight="medium">{args.name}</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Élodie Martin')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
