import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, Textarea, type TextareaCountDetails } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/Textarea',
  component: Textarea,
  args: {
    label: 'Description',
    placeholder: 'Un café offert pour deux achetés.',
    onChange: fn(),
  },
  parameters: {
    localizedArgs: { en: { label: 'Description', placeholder: 'A free coffee for two bought.' } },
  },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 480 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'Un café offert');
    await expect(textarea).toHaveValue('Un café offert');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', isRequired: false, disabled: false, rows: 4, maxLength: 160 },
};

/** A live count under the textarea, worded by `countLabel`, that stops at `maxLength`. */
export const CountsCharacters: Story = {
  args: {
    label: 'Message',
    placeholder: '',
    maxLength: 20,
    countLabel: ({ count, maxLength }: TextareaCountDetails) => `${count} / ${maxLength} caractères`,
  },
  parameters: {
    localizedArgs: {
      en: {
        countLabel: ({ count, maxLength }: TextareaCountDetails) => `${count} / ${maxLength} characters`,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.getByText('0 / 20 caractères')).toBeVisible();
    await userEvent.type(textarea, 'Merci Léa !');
    await expect(canvas.getByText('11 / 20 caractères')).toBeVisible();
    // The count is read with the textarea.
    await expect(textarea).toHaveAccessibleDescription('11 / 20 caractères');
    // It stops at the limit.
    await userEvent.type(textarea, ' À bientôt chez nous.');
    await expect(textarea).toHaveValue('Merci Léa ! À bientô');
    await expect(canvas.getByText('20 / 20 caractères')).toBeVisible();
  },
};

/** Without `countLabel` the count is digits only; a default value is counted from the start. */
export const CountsDefaultValue: Story = {
  args: { maxLength: 15, defaultValue: 'Café offert' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('11 / 15')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Une description est requise.' },
  parameters: { localizedArgs: { en: { error: 'A description is required.' } } },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Une description est requise.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Un café offert pour deux achetés.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};
