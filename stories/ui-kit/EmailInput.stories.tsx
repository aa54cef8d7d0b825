import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, EmailInput } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/EmailInput',
  component: EmailInput,
  args: { label: 'Adresse e-mail', placeholder: 'vous@boutique.fr', onChange: fn() },
  parameters: { localizedArgs: { en: { label: 'E-mail address', placeholder: 'you@shop.com' } } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof EmailInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    // The e-mail keyboard on phones and the browser's address autofill.
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'lea@atelier-lumiere.fr');
    await expect(input).toHaveValue('lea@atelier-lumiere.fr');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', isRequired: false, disabled: false },
};

export const WithError: Story = {
  args: { defaultValue: 'lea@', error: 'Veuillez saisir une adresse e-mail valide.' },
  parameters: { localizedArgs: { en: { error: 'Please enter a valid e-mail address.' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'lea@atelier-lumiere.fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' })).toBeDisabled();
  },
};

/** On the sign-in form the e-mail is the account name: `autoComplete="username"`. */
export const AsUsername: Story = {
  args: { autoComplete: 'username' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await expect(input).toHaveAttribute('type', 'email');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  },
};
