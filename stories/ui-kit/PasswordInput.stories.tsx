import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, PasswordInput } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/PasswordInput',
  component: PasswordInput,
  args: {
    label: 'Mot de passe',
    showLabel: 'Afficher le mot de passe',
    onChange: fn(),
  },
  parameters: { localizedArgs: { en: { label: 'Password', showLabel: 'Show the password' } } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'secret12');
    await expect(input).toHaveValue('secret12');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', isRequired: false, disabled: false, isDefaultVisible: false },
};

/** The toggle shows the password in clear and hides it again; `aria-pressed` tells which. */
export const ToggleVisibility: Story = {
  args: { defaultValue: 'secret12' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Mot de passe');
    // Its name stays the same in both states: the pressed state carries the change.
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);

    await step('a click shows the password', async () => {
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(input).toHaveValue('secret12');
    });

    await step('Enter on the focused toggle hides it again', async () => {
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Le mot de passe doit contenir au moins 6 caractères.' },
  parameters: { localizedArgs: { en: { error: 'The password must be at least 6 characters long.' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 6 caractères.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Mot de passe/)).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Mot de passe')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toBeDisabled();
  },
};

/** Choosing a password (sign-up, password change): the browser may suggest a strong one. */
export const NewPassword: Story = {
  args: {
    label: 'Nouveau mot de passe',
    hint: 'Au moins 6 caractères.',
    autoComplete: 'new-password',
  },
  parameters: {
    localizedArgs: { en: { label: 'New password', hint: 'At least 6 characters.' } },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Nouveau mot de passe');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('Au moins 6 caractères.');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show the password' })).toBeVisible();
  },
};
