import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTHOR_EMAIL_PATTERN } from '@merci/domain';
import { EDITABLE_FIELD_TYPES, EditableField, type EditableFieldProps } from '@merci/ui-kit';

/** The author e-mail rule of SPEC §5: required, text@text.text without spaces. */
const emailValidator =
  (message: string): EditableFieldProps['validate'] =>
  (value) =>
    AUTHOR_EMAIL_PATTERN.test(value.trim()) ? undefined : message;

const frenchError = 'Veuillez saisir une adresse e-mail valide.';
const englishError = 'Please enter a valid e-mail address.';

const english = {
  label: "@lea.martin's e-mail",
  editLabel: "Edit @lea.martin's e-mail",
  saveLabel: 'Save',
  cancelLabel: 'Cancel',
  emptyLabel: 'Add an e-mail',
  placeholder: 'name@example.com',
  validate: emailValidator(englishError),
} satisfies Partial<EditableFieldProps>;

/** Lets a play hold `onSave` pending, then settle it. */
let settleSave: { resolve: () => void; reject: (reason: unknown) => void } = {
  resolve: () => undefined,
  reject: () => undefined,
};
const pendingSave = () =>
  new Promise<void>((resolve, reject) => {
    settleSave = { resolve, reject };
  });

/** Opens the editor with the pencil button and returns its input. */
const openEditor = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: "Modifier l'e-mail de @lea.martin" }));
  return canvas.getByRole('textbox', { name: 'E-mail de @lea.martin' });
};

/** Opens the editor and types `text` over the value (`{Enter}` in it presses Enter); returns the input. */
const editTo = async (canvas: ReturnType<typeof within>, text: string) => {
  const input = await openEditor(canvas);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  return input;
};

const meta = {
  title: 'ui-kit/EditableField',
  component: EditableField,
  args: {
    value: 'lea.martin@exemple.fr',
    label: 'E-mail de @lea.martin',
    editLabel: "Modifier l'e-mail de @lea.martin",
    saveLabel: 'Enregistrer',
    cancelLabel: 'Annuler',
    emptyLabel: 'Ajouter un e-mail',
    placeholder: 'nom@exemple.fr',
    validate: emailValidator(frenchError),
    onSave: fn(async () => undefined),
    onCancel: fn(),
  },
  parameters: { localizedArgs: { en: english } },
  argTypes: {
    type: { control: 'inline-radio', options: EDITABLE_FIELD_TYPES },
    validate: { control: false },
    errorLabel: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EditableField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: the e-mail and a pencil button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('lea.martin@exemple.fr')).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Modifier l'e-mail de @lea.martin" })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** No value yet: the placeholder text, in the muted colour. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ajouter un e-mail')).toBeVisible();
  },
};

/** The pencil opens the input, focused and holding the value, with save and cancel. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await openEditor(canvas);
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('lea.martin@exemple.fr');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toBeVisible();
  },
};

/** Cancel restores the value and clears the error, back to read-only with the pencil focused. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await editTo(canvas, 'pas-une-adresse');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.getByText(frenchError)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.getByText('lea.martin@exemple.fr')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByText(frenchError)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: "Modifier l'e-mail de @lea.martin" })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledWith({ value: 'lea.martin@exemple.fr' });

    // Editing again starts from the saved value, without the old error.
    const again = await openEditor(canvas);
    await expect(again).toHaveValue('lea.martin@exemple.fr');
    await expect(again).not.toHaveAttribute('aria-invalid');
  },
};

/** An invalid value is refused on save: the error shows, the input is invalid; typing clears it. */
export const InvalidValue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await editTo(canvas, 'lea.martin@exemple');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));

    await expect(canvas.getByText(frenchError)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(frenchError);
    await expect(input).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(input, '.fr');
    await expect(canvas.queryByText(frenchError)).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A valid value: pending while `onSave` runs (spinner, input disabled), then read-only with the new value. */
export const SaveSuccess: Story = {
  args: { onSave: fn(pendingSave) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await editTo(canvas, 'lea@atelier-lumiere.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));

    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ value: 'lea@atelier-lumiere.fr' });
    const saveButton = canvas.getByRole('button', { name: 'Enregistrer' });
    await expect(saveButton).toHaveAttribute('aria-busy', 'true');
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toBeDisabled();

    settleSave.resolve();
    await expect(await canvas.findByText('lea@atelier-lumiere.fr')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: "Modifier l'e-mail de @lea.martin" })).toHaveFocus();
  },
};

/** `onSave` rejects: the field stays in editing with the value typed and `errorLabel`'s message. */
export const SaveError: Story = {
  args: { onSave: fn(pendingSave), errorLabel: "Impossible d'enregistrer l'email." },
  parameters: { localizedArgs: { en: { ...english, errorLabel: 'Could not save the e-mail.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await editTo(canvas, 'lea@atelier-lumiere.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    settleSave.reject(new Error('HTTP 500'));

    await expect(await canvas.findByText("Impossible d'enregistrer l'email.")).toBeVisible();
    await expect(input).toHaveValue('lea@atelier-lumiere.fr');
    await expect(input).toBeEnabled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).not.toHaveAttribute('aria-busy');
  },
};

/** The caller's own `error` (e.g. from the server), shown while editing; editing the value hides it. */
export const CallerError: Story = {
  args: { error: 'Cette adresse est déjà utilisée par un autre ambassadeur.' },
  parameters: {
    localizedArgs: { en: { ...english, error: 'This address is already used by another ambassador.' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await openEditor(canvas);
    await expect(canvas.getByText('Cette adresse est déjà utilisée par un autre ambassadeur.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'x');
    await expect(
      canvas.queryByText('Cette adresse est déjà utilisée par un autre ambassadeur.'),
    ).not.toBeInTheDocument();
  },
};

/** Escape cancels like the X button. */
export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openEditor(canvas);
    await userEvent.keyboard('{Control>}a{/Control}nouvelle@exemple.fr');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('lea.martin@exemple.fr')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Enter saves like the save button. */
export const EnterSaves: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await editTo(canvas, 'lea@atelier-lumiere.fr{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ value: 'lea@atelier-lumiere.fr' });
    await expect(await canvas.findByText('lea@atelier-lumiere.fr')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Saving an unchanged value just closes the editor, without calling `onSave`. */
export const UnchangedValue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openEditor(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Read-only for good: no pencil. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('lea.martin@exemple.fr')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Edit @lea.martin's e-mail" }));
    await expect(canvas.getByRole('textbox', { name: "@lea.martin's e-mail" })).toHaveFocus();
  },
};
