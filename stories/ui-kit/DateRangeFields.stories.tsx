import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, DateRangeFields } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/DateRangeFields',
  component: DateRangeFields,
  args: {
    label: 'Validité',
    hint: 'Laissez les deux dates vides pour une récompense sans limite de durée.',
    start: { label: 'Début', name: 'validityStartAt', defaultValue: '2026-11-20', onChange: fn() },
    end: { label: 'Fin', name: 'validityEndAt', defaultValue: '2026-12-31', onChange: fn() },
  },
  parameters: {
    localizedArgs: {
      en: {
        label: 'Validity',
        hint: 'Leave both dates empty for a reward with no time limit.',
        start: { label: 'Start', name: 'validityStartAt', defaultValue: '2026-11-20' },
        end: { label: 'End', name: 'validityEndAt', defaultValue: '2026-12-31' },
      },
    },
  },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 520 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof DateRangeFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Validité' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group).toHaveAccessibleDescription(
      'Laissez les deux dates vides pour une récompense sans limite de durée.',
    );
    const start = canvas.getByLabelText('Début');
    const end = canvas.getByLabelText('Fin');
    await expect(start).toHaveAttribute('type', 'date');
    await expect(start).toHaveAttribute('name', 'validityStartAt');
    await expect(start).toHaveValue('2026-11-20');
    await expect(end).toHaveValue('2026-12-31');
    // Each date takes its own input props.
    await userEvent.clear(end);
    await expect(args.end.onChange).toHaveBeenCalled();
    await expect(args.start.onChange).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { isRequired: false, disabled: false, isLabelHidden: false },
};

/** Only one date filled: the rule (SPEC §5) puts the same error on both, and both show it. */
export const WithError: Story = {
  args: {
    start: { label: 'Début', defaultValue: '2026-11-20', error: 'Les deux dates doivent être remplies.' },
    end: { label: 'Fin', error: 'Les deux dates doivent être remplies.' },
  },
  parameters: {
    localizedArgs: {
      en: {
        start: { label: 'Start', defaultValue: '2026-11-20', error: 'Both dates must be filled in.' },
        end: { label: 'End', error: 'Both dates must be filled in.' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Début', 'Fin']) {
      const input = canvas.getByLabelText(name);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Les deux dates doivent être remplies.');
    }
    await expect(canvas.getAllByText('Les deux dates doivent être remplies.')).toHaveLength(2);
  },
};

/** The start is after the end: the interval error, on both dates too. */
export const IntervalError: Story = {
  args: {
    start: {
      label: 'Début',
      defaultValue: '2026-12-31',
      error: 'La date de début doit précéder la date de fin.',
    },
    end: {
      label: 'Fin',
      defaultValue: '2026-11-20',
      error: 'La date de début doit précéder la date de fin.',
    },
  },
  parameters: {
    localizedArgs: {
      en: {
        start: {
          label: 'Start',
          defaultValue: '2026-12-31',
          error: 'The start date must come before the end date.',
        },
        end: {
          label: 'End',
          defaultValue: '2026-11-20',
          error: 'The start date must come before the end date.',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Début')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Fin')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('La date de début doit précéder la date de fin.')).toHaveLength(2);
  },
};

export const Required: Story = {
  args: { isRequired: true, requiredLabel: 'obligatoire' },
  parameters: { localizedArgs: { en: { requiredLabel: 'required' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Validité (obligatoire)' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Début/)).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByLabelText(/^Fin/)).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Début')).toBeDisabled();
    await expect(canvas.getByLabelText('Fin')).toBeDisabled();
  },
};
