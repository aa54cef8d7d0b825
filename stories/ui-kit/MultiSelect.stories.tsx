import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ContentType } from '@merci/domain';
import { Button, Card, MultiSelect, Stack, type MultiSelectProps, type SelectOption } from '@merci/ui-kit';

const contentTypes = [
  { value: 'ad', label: 'Publicité' },
  { value: 'feed', label: 'Publication' },
  { value: 'story', label: 'Story' },
  { value: 'reels', label: 'Reels' },
] as const satisfies readonly (SelectOption & { value: ContentType })[];

const contentTypesEn = [
  { value: 'ad', label: 'Ad' },
  { value: 'feed', label: 'Post' },
  { value: 'story', label: 'Story' },
  { value: 'reels', label: 'Reels' },
] as const satisfies readonly (SelectOption & { value: ContentType })[];

const meta = {
  title: 'ui-kit/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Types de contenus',
    hint: 'Les publications que cette récompense peut récompenser.',
    options: contentTypes,
    name: 'socialContentTypes',
    onChange: fn(),
  },
  parameters: {
    localizedArgs: {
      en: { label: 'Content types', hint: 'The posts this reward can reward.', options: contentTypesEn },
    },
  },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 480 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: ['feed'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Types de contenus' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group).toHaveAccessibleDescription(
      'Les publications que cette récompense peut récompenser.',
    );
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.getByRole('checkbox', { name: 'Publication' })).toBeChecked();
  },
};

export const Playground: Story = {
  args: { error: '', isRequired: false, disabled: false, requiredLabel: 'obligatoire' },
};

/** Two types chosen: `onChange` gets them in the order of the options, whatever the click order. */
export const SelectsTwoTypes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Story' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: ['story'] });
    await userEvent.click(canvas.getByText('Publication'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: ['feed', 'story'] });
    await expect(canvas.getByRole('checkbox', { name: 'Publication' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Story' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Reels' })).not.toBeChecked();
    // Space on the focused checkbox unticks it again.
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: ['story'] });
  },
};

export const WithError: Story = {
  args: { error: 'Choisissez au moins un type de contenu.' },
  parameters: { localizedArgs: { en: { error: 'Choose at least one content type.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Types de contenus' })).toHaveAccessibleDescription(
      'Les publications que cette récompense peut récompenser. Choisissez au moins un type de contenu.',
    );
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

/** A group has no `aria-required`: `requiredLabel` is read after the legend instead. */
export const Required: Story = {
  args: { isRequired: true, requiredLabel: 'obligatoire' },
  parameters: { localizedArgs: { en: { requiredLabel: 'required' } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Types de contenus (obligatoire)' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['feed', 'reels'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toBeDisabled();
    }
    await userEvent.click(canvas.getByText('Story'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

interface ControllerFormArgs extends MultiSelectProps {
  /** Text of the form's submit button. */
  submitLabel: string;
  /** Receives the form's values. */
  onSave: (values: { socialContentTypes: string[] }) => void;
}

/** Wired with react-hook-form's `Controller`: `value` in, `onChange={({ value }) => field.onChange(value)}`. */
function ControllerForm({ submitLabel, onSave, label, options }: ControllerFormArgs) {
  const { control, handleSubmit } = useForm({ defaultValues: { socialContentTypes: ['ad'] } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSave(values))}>
      <Stack gap={4} align="start">
        <Controller
          control={control}
          name="socialContentTypes"
          render={({ field }) => (
            <MultiSelect
              label={label}
              options={options}
              name={field.name}
              value={field.value}
              onChange={({ value }) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Button type="submit">{submitLabel}</Button>
      </Stack>
    </form>
  );
}

export const WithController: StoryObj<ControllerFormArgs> = {
  args: { submitLabel: 'Enregistrer', onSave: fn() },
  parameters: { localizedArgs: { en: { submitLabel: 'Save' } } },
  render: (args) => <ControllerForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Publicité' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Publicité' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reels' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Publication' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith({ socialContentTypes: ['feed', 'reels'] });
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Content types' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Post' })).toBeInTheDocument();
  },
};
