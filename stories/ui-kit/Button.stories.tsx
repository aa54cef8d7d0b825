import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUTTON_VARIANTS, Button } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Récompenser', onClick: fn() },
  parameters: { localizedArgs: { en: { children: 'Reward' } } },
  argTypes: { variant: { control: 'inline-radio', options: BUTTON_VARIANTS } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: 'primary', disabled: false },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Annuler' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Annuler' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reward' })).toBeVisible();
  },
};
