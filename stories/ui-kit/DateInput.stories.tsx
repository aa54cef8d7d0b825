import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Card, DateInput } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/DateInput',
  component: DateInput,
  args: { label: 'Date de début', defaultValue: '2026-11-20', onChange: fn() },
  parameters: { localizedArgs: { en: { label: 'Start date' } } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date de début');
    await expect(input).toHaveAttribute('type', 'date');
    // The value is yyyy-MM-dd whatever the display format of the locale.
    await expect(input).toHaveValue('2026-11-20');
  },
};

export const Playground: Story = {
  args: { hint: '', error: '', isRequired: false, disabled: false, min: '2026-01-01', max: '2026-12-31' },
};

export const Empty: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date de début')).toHaveValue('');
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, error: 'Les deux dates doivent être remplies.' },
  parameters: { localizedArgs: { en: { error: 'Both dates must be filled in.' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date de début');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Les deux dates doivent être remplies.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    // The label's text holds the '*', hidden from assistive technologies.
    await expect(within(canvasElement).getByLabelText(/^Date de début/)).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date de début')).toBeDisabled();
  },
};
