import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Card, Stack, TextInput, type TextInputProps } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/TextInput',
  component: TextInput,
  args: {
    label: 'Nom de la boutique',
    placeholder: 'Atelier Lumière',
    onChange: fn(),
    onBlur: fn(),
  },
  parameters: { localizedArgs: { en: { label: 'Shop name', placeholder: 'Atelier Lumière' } } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Atelier Lumière');
    await expect(input).toHaveValue('Atelier Lumière');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: {
    hint: 'Tel qu’il apparaît sur votre vitrine.',
    error: '',
    isRequired: false,
    isLabelHidden: false,
    disabled: false,
  },
  parameters: { localizedArgs: { en: { hint: 'As it appears on your shop front.' } } },
};

export const WithHint: Story = {
  args: { hint: 'Tel qu’il apparaît sur votre vitrine.' },
  parameters: { localizedArgs: { en: { hint: 'As it appears on your shop front.' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toHaveAccessibleDescription('Tel qu’il apparaît sur votre vitrine.');
  },
};

export const WithError: Story = {
  args: { defaultValue: '', error: 'Le nom de la boutique est requis.' },
  parameters: { localizedArgs: { en: { error: 'The shop name is required.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Le nom de la boutique est requis.');
    await expect(canvas.getByText('Le nom de la boutique est requis.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Atelier Lumière' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Atelier Lumière');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

interface RegisteredFormArgs extends TextInputProps {
  /** Text of the form's submit button. */
  submitLabel: string;
  /** Receives the form's values. */
  onSave: (values: { shopName: string }) => void;
}

/** `{...register('shopName')}` gives the input its `name`, `onChange`, `onBlur` and `ref`. */
function RegisteredForm({ label, submitLabel, onSave }: RegisteredFormArgs) {
  const { register, handleSubmit } = useForm({ defaultValues: { shopName: 'Atelier' } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSave(values))}>
      <Stack gap={4} align="start">
        <TextInput label={label} {...register('shopName')} />
        <Button type="submit">{submitLabel}</Button>
      </Stack>
    </form>
  );
}

export const WithRegister: StoryObj<RegisteredFormArgs> = {
  args: { submitLabel: 'Enregistrer', onSave: fn() },
  parameters: { localizedArgs: { en: { submitLabel: 'Save' } } },
  render: (args) => <RegisteredForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nom de la boutique' });
    // react-hook-form wrote its default value through the forwarded ref.
    await expect(input).toHaveValue('Atelier');
    await expect(input).toHaveAttribute('name', 'shopName');
    await userEvent.type(input, ' Lumière');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith({ shopName: 'Atelier Lumière' });
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Shop name' })).toBeVisible();
  },
};
