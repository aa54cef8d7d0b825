import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, IconButton, Tooltip } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/IconButton',
  component: IconButton,
  args: { label: 'Modifier la récompense', icon: <Pencil />, onClick: fn() },
  parameters: { localizedArgs: { en: { label: 'Edit the reward' } } },
  argTypes: {
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    // The label is the accessible name; no text is drawn.
    const button = within(canvasElement).getByRole('button', { name: 'Modifier la récompense' });
    await expect(button).toHaveTextContent('');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: 'ghost', size: 'md', disabled: false },
};

export const Ghost: Story = {
  args: { variant: 'ghost' },
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
};

export const Danger: Story = {
  args: { variant: 'danger', label: 'Supprimer la récompense', icon: <Trash2 /> },
  parameters: { localizedArgs: { en: { label: 'Delete the reward' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Supprimer la récompense' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const { width, height } = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect([width, height]).toEqual([32, 32]);
  },
};

export const Medium: Story = {
  args: { size: 'md' },
  play: async ({ canvasElement }) => {
    const { width, height } = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect([width, height]).toEqual([40, 40]);
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const { width, height } = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect([width, height]).toEqual([48, 48]);
  },
};

/** Wrapped in a `Tooltip`, the label shows beside the icon on hover and keyboard focus. */
export const WithTooltip: Story = {
  render: (args) => (
    <Tooltip content={args.label}>
      <IconButton {...args} />
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Modifier la récompense' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Modifier la récompense');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Modifier la récompense' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit the reward' })).toBeVisible();
  },
};
