import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, FormActions, TextInput, type FormActionsProps } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/FormActions',
  component: FormActions,
  args: { submitLabel: 'Envoyer', backLabel: 'Retour', backHref: '#contents' },
  parameters: { localizedArgs: { en: { submitLabel: 'Send', backLabel: 'Back' } } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 520 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

interface InFormArgs extends FormActionsProps {
  /** Called when the form is submitted (its default is prevented). */
  onSave: (details: { code: string }) => void;
}

/** FormActions at the foot of a form, whose submissions reach `onSave`. */
function InForm({ onSave, ...props }: InFormArgs) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ code: String(new FormData(event.currentTarget).get('code')) });
  };
  return (
    <form noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: 24 }}>
      <TextInput label="Code" name="code" defaultValue="MERCI15" />
      <FormActions {...props} />
    </form>
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Back is a link, submit a submit button.
    await expect(canvas.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '#contents');
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('type', 'submit');
  },
};

export const Playground: Story = {
  args: { isPending: false, isSubmitDisabled: false },
};

/** Submits its form. */
export const Submits: StoryObj<InFormArgs> = {
  args: { onSave: fn() },
  render: (args) => <InForm {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSave).toHaveBeenCalledWith({ code: 'MERCI15' });
  },
};

/** While the form is sent: the submit button is busy, and neither a click nor Enter sends it again. */
export const Pending: StoryObj<InFormArgs> = {
  args: { isPending: true, onSave: fn() },
  render: (args) => <InForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Envoyer' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await expect(args.onSave).not.toHaveBeenCalled();
    // Enter in a field submits a form implicitly, through its submit button: blocked too.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code' }), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    // Going back stays possible.
    await expect(canvas.getByRole('link', { name: 'Retour' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Back as a button (leave an edit mode) when there is no address to go back to. */
export const BackButton: Story = {
  args: { backHref: undefined, backLabel: 'Annuler', onBack: fn() },
  parameters: { localizedArgs: { en: { backLabel: 'Cancel' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Only the submit button, on the right (the sign-in form). */
export const SubmitOnly: Story = {
  args: { backLabel: undefined, backHref: undefined, submitLabel: 'Se connecter' },
  parameters: { localizedArgs: { en: { submitLabel: 'Sign in' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A permission or the quota forbids sending. */
export const SubmitDisabled: Story = {
  args: { isSubmitDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};
