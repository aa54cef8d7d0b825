import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, Switch } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/Switch',
  component: Switch,
  args: { label: 'Récompense personnalisée', onChange: fn() },
  parameters: { localizedArgs: { en: { label: 'Custom reward' } } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Récompense personnalisée' });
    await expect(control).not.toBeChecked();
    // The label is a click target too.
    await userEvent.click(canvas.getByText('Récompense personnalisée'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', disabled: false, isLabelHidden: false },
};

/** Like a checkbox, it toggles with Space once it has the focus. */
export const TogglesWithSpace: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Récompense personnalisée' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Récompense personnalisée' }),
    ).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Créez une récompense unique au lieu d’en choisir une configurée.' },
  parameters: {
    localizedArgs: { en: { hint: 'Create a one-off reward instead of picking a configured one.' } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Récompense personnalisée' }),
    ).toHaveAccessibleDescription('Créez une récompense unique au lieu d’en choisir une configurée.');
  },
};

export const WithError: Story = {
  args: { label: 'J’accepte le mode automatique', error: 'Le mode doit être accepté.' },
  parameters: {
    localizedArgs: { en: { label: 'I accept the automatic mode', error: 'The mode must be accepted.' } },
  },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'J’accepte le mode automatique' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Le mode doit être accepté.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Récompense personnalisée' });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
