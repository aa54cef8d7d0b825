import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift, Inbox } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/EmptyState',
  component: EmptyState,
  args: {
    message: 'Aucune récompense configurée pour le moment.',
    icon: <Gift />,
  },
  parameters: {
    localizedArgs: { en: { message: 'No reward configured yet.' } },
  },
  argTypes: {
    message: { control: 'text' },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAssign = fn();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Aucune récompense configurée pour le moment.'),
    ).toBeVisible();
  },
};

export const Playground: Story = {
  args: { message: 'Aucun contenu ne correspond à ces filtres.', icon: <Inbox /> },
  parameters: { localizedArgs: { en: { message: 'No content matches these filters.' } } },
};

/** The rewards page: an empty list with a button that leads to where rewards are assigned. */
export const WithAction: Story = {
  args: {
    message: 'Vous n’avez encore attribué aucune récompense.',
    icon: <Gift />,
    action: <Button onClick={onAssign}>Attribuer une récompense</Button>,
  },
  parameters: {
    localizedArgs: {
      en: {
        message: 'You have not assigned any reward yet.',
        action: <Button onClick={onAssign}>Assign a reward</Button>,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vous n’avez encore attribué aucune récompense.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Attribuer une récompense' }));
    await expect(onAssign).toHaveBeenCalledOnce();
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
