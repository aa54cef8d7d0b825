import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Card,
  FormField,
  useFormField,
  type FormFieldControlProps,
  type FormFieldProps,
} from '@merci/ui-kit';

/** A control that is not from the kit: FormField gives it its id and ARIA through the render prop. */
function renderNativeInput(control: FormFieldControlProps) {
  return (
    <input
      {...control}
      name="shopName"
      defaultValue="Atelier Lumière"
      style={{ font: 'inherit', padding: 8 }}
    />
  );
}

/** A custom control rendered as a plain child: it reads the field's props with `useFormField()`. */
function ContextInput() {
  const control = useFormField();
  return <input {...control} name="city" style={{ font: 'inherit', padding: 8 }} />;
}

const meta = {
  title: 'ui-kit/FormField',
  component: FormField,
  args: {
    label: 'Nom de la boutique',
    hint: 'Tel qu’il apparaît sur votre vitrine.',
    children: renderNativeInput as FormFieldProps['children'],
  },
  parameters: {
    localizedArgs: { en: { label: 'Shop name', hint: 'As it appears on your shop front.' } },
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The label names the control, the hint describes it.
    const input = canvas.getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toHaveAccessibleDescription('Tel qu’il apparaît sur votre vitrine.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.id).not.toBe('');
    // A click on the label moves the focus into the control.
    await userEvent.click(canvas.getByText('Nom de la boutique'));
    await expect(input).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { error: '', isRequired: false, isLabelHidden: false, disabled: false },
};

export const WithError: Story = {
  args: { error: 'Le nom de la boutique est requis.' },
  parameters: { localizedArgs: { en: { error: 'The shop name is required.' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Hint then error, both read with the control.
    await expect(input).toHaveAccessibleDescription(
      'Tel qu’il apparaît sur votre vitrine. Le nom de la boutique est requis.',
    );
    const [hintId, errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    await expect(canvasElement.ownerDocument.getElementById(hintId ?? '')).toHaveTextContent('vitrine');
    await expect(canvasElement.ownerDocument.getElementById(errorId ?? '')).toHaveTextContent(
      'Le nom de la boutique est requis.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The '*' is drawn but not read: the name stays the label, `aria-required` says it.
    const input = canvas.getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('required');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nom de la boutique' })).toBeDisabled();
  },
};

/** The label hidden from sight only: the control keeps its name. */
export const HiddenLabel: Story = {
  args: { isLabelHidden: true, hint: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de la boutique' });
    await expect(input).toBeVisible();
    const label = within(canvasElement).getByText('Nom de la boutique');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A plain child reads the field's id and ARIA from `useFormField()`. */
export const WithContextControl: Story = {
  args: {
    label: 'Ville',
    hint: undefined,
    error: 'La ville est requise.',
    isRequired: true,
    children: <ContextInput />,
  },
  parameters: { localizedArgs: { en: { label: 'City', error: 'The city is required.' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ville' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('La ville est requise.');
  },
};

/**
 * A group: a `fieldset` whose `legend` is the label, described as a whole by its hint and error;
 * `requiredLabel` says it is required, since a group has no `aria-required`.
 */
export const Group: Story = {
  args: {
    isGroup: true,
    isRequired: true,
    requiredLabel: 'obligatoire',
    label: 'Lieu d’utilisation',
    hint: 'Où le client peut utiliser sa récompense.',
    error: 'Choisissez un lieu.',
    // A radio has no `aria-invalid`: the group's description carries the error.
    children: (
      <div style={{ display: 'flex', gap: 16 }}>
        <label>
          <input type="radio" name="place" value="online" /> En ligne
        </label>
        <label>
          <input type="radio" name="place" value="shop" /> En boutique
        </label>
      </div>
    ),
  },
  parameters: {
    localizedArgs: {
      en: {
        requiredLabel: 'required',
        label: 'Place of use',
        hint: 'Where the customer can use the reward.',
        error: 'Choose a place.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Lieu d’utilisation (obligatoire)' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group).toHaveAccessibleDescription(
      'Où le client peut utiliser sa récompense. Choisissez un lieu.',
    );
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
  },
};

/** The control before its label on one row, as a switch or a single checkbox. */
export const Inline: Story = {
  args: {
    isInline: true,
    label: 'Recevoir le récapitulatif hebdomadaire',
    hint: 'Chaque lundi, par e-mail.',
    children: (control) => <input type="checkbox" {...control} />,
  },
  parameters: {
    localizedArgs: { en: { label: 'Receive the weekly summary', hint: 'Every Monday, by e-mail.' } },
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Recevoir le récapitulatif hebdomadaire',
    });
    await userEvent.click(within(canvasElement).getByText('Recevoir le récapitulatif hebdomadaire'));
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('Chaque lundi, par e-mail.');
  },
};
