import type { Meta, StoryObj } from '@storybook/react-vite';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIGN_IN_ERRORS, signInSchema, type SignInValues } from '@merci/domain';
import { Card, EmailInput, FormActions, PasswordInput, Stack } from '@merci/ui-kit';

/** The texts the dashboard gets from react-intl; the schema's errors are translation keys. */
interface SignInTexts {
  emailLabel: string;
  passwordLabel: string;
  showPasswordLabel: string;
  submitLabel: string;
  /** Message of each error key of `signInSchema` (SPEC §5, sign-in). */
  errorMessages: Record<string, string>;
}

interface SignInFormProps extends SignInTexts {
  /** Receives the valid, trimmed values. */
  onSubmit: (values: SignInValues) => void;
}

/**
 * The sign-in form as the dashboard builds it: react-hook-form with the domain's yup schema.
 * SPEC §4 "Forms": validation runs on submit only (`mode` and `reValidateMode` 'onSubmit'), and a
 * field's error disappears as soon as that field changes (`clearErrors` in its `onChange`).
 */
function SignInForm({
  emailLabel,
  passwordLabel,
  showPasswordLabel,
  submitLabel,
  errorMessages,
  onSubmit,
}: SignInFormProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const message = (key: string | undefined) => (key ? (errorMessages[key] ?? key) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Stack gap={5}>
        <EmailInput
          label={emailLabel}
          autoComplete="username"
          isRequired
          error={message(errors.email?.message)}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        <PasswordInput
          label={passwordLabel}
          showLabel={showPasswordLabel}
          isRequired
          error={message(errors.password?.message)}
          {...register('password', { onChange: () => clearErrors('password') })}
        />
        <FormActions submitLabel={submitLabel} isPending={isSubmitting} />
      </Stack>
    </form>
  );
}

const meta = {
  title: 'ui-kit/Forms/Sign-in form',
  component: SignInForm,
  args: {
    emailLabel: 'Adresse e-mail',
    passwordLabel: 'Mot de passe',
    showPasswordLabel: 'Afficher le mot de passe',
    submitLabel: 'Se connecter',
    errorMessages: {
      [SIGN_IN_ERRORS.email]: 'Veuillez saisir une adresse e-mail valide.',
      [SIGN_IN_ERRORS.password]: 'Le mot de passe doit contenir au moins 6 caractères.',
    },
    onSubmit: fn(),
  },
  parameters: {
    localizedArgs: {
      en: {
        emailLabel: 'E-mail address',
        passwordLabel: 'Password',
        showPasswordLabel: 'Show the password',
        submitLabel: 'Sign in',
        errorMessages: {
          [SIGN_IN_ERRORS.email]: 'Please enter a valid e-mail address.',
          [SIGN_IN_ERRORS.password]: 'The password must be at least 6 characters long.',
        },
      },
    },
  },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 420 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL_ERROR = 'Veuillez saisir une adresse e-mail valide.';
const PASSWORD_ERROR = 'Le mot de passe doit contenir au moins 6 caractères.';

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    const password = canvas.getByLabelText(/^Mot de passe/);
    const submit = canvas.getByRole('button', { name: 'Se connecter' });

    await step('nothing is checked before the first submit', async () => {
      await userEvent.type(email, 'lea');
      await userEvent.tab();
      await expect(email).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
      await userEvent.clear(email);
    });

    await step('an empty submit shows both errors', async () => {
      await userEvent.click(submit);
      await expect(await canvas.findByText(EMAIL_ERROR)).toBeVisible();
      await expect(canvas.getByText(PASSWORD_ERROR)).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(EMAIL_ERROR);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(PASSWORD_ERROR);
      // react-hook-form moves the focus to the first invalid field.
      await expect(email).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('typing in the e-mail clears its error only, though it is not valid yet', async () => {
      await userEvent.type(email, 'l');
      await expect(canvas.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
      await expect(email).not.toHaveAttribute('aria-invalid');
      await expect(canvas.getByText(PASSWORD_ERROR)).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
    });

    await step('a still invalid e-mail shows its error again on the next submit only', async () => {
      await userEvent.type(email, 'ea@');
      await expect(canvas.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
      await userEvent.type(password, 'abc');
      await expect(canvas.queryByText(PASSWORD_ERROR)).not.toBeInTheDocument();
      await userEvent.click(submit);
      await expect(await canvas.findByText(EMAIL_ERROR)).toBeVisible();
      await expect(canvas.getByText(PASSWORD_ERROR)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('valid values are submitted', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, '  lea@atelier-lumiere.fr ');
      await userEvent.clear(password);
      await userEvent.type(password, 'secret12');
      await expect(canvas.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
      await expect(canvas.queryByText(PASSWORD_ERROR)).not.toBeInTheDocument();
      await userEvent.click(submit);
      // The schema's values: the e-mail trimmed.
      await expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'lea@atelier-lumiere.fr',
        password: 'secret12',
      });
      await expect(args.onSubmit).toHaveBeenCalledOnce();
    });
  },
};

/** The form after an empty submit: both errors, for the visual snapshot. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText(EMAIL_ERROR)).toBeVisible();
    await expect(canvas.getByText(PASSWORD_ERROR)).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
