import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, PhoneInput } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/PhoneInput',
  component: PhoneInput,
  args: {
    label: 'Téléphone',
    hint: 'Un numéro français : 06 12 34 56 78 ou +33 6 12 34 56 78.',
    onChange: fn(),
  },
  parameters: {
    localizedArgs: { en: { label: 'Phone', hint: 'A French number: 06 12 34 56 78 or +33 6 12 34 56 78.' } },
  },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone' });
    // The dial pad on phones and the browser's phone autofill.
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(input, '0612345678');
    await expect(input).toHaveValue('0612345678');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { error: '', isRequired: false, disabled: false },
};

export const WithError: Story = {
  args: { defaultValue: '0812', error: 'Veuillez saisir un numéro de téléphone français valide.' },
  parameters: { localizedArgs: { en: { error: 'Please enter a valid French phone number.' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Un numéro français : 06 12 34 56 78 ou +33 6 12 34 56 78. Veuillez saisir un numéro de téléphone français valide.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Téléphone' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '0612345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Téléphone' })).toBeDisabled();
  },
};
