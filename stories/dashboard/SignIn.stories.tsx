import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OWNER_CREDENTIALS, UNACTIVATED_CREDENTIALS } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, fr, TITLES, toasts, waitForIdle } from './screenPlay';

const meta = {
  title: 'dashboard/SignIn',
  ...screenMeta({ path: '/signin', session: 'signed-out' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL_ERROR = 'Veuillez saisir une adresse e-mail valide.';
const PASSWORD_ERROR = 'Le mot de passe doit contenir au moins 6 caractères.';

/** /signin as a visitor finds it: the form, the links and the marketing panel (from lg). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLES.signIn);
    await expect(canvas.getByRole('link', { name: fr('Mot de passe oublié ?') })).toHaveAttribute(
      'href',
      '/forgotten-password',
    );
    await expect(canvas.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
  },
};

/** SPEC §5: an empty submit shows both keyed errors; typing in a field clears its own. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Se connecter' });
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    const password = canvas.getByLabelText(/^Mot de passe/);

    await step('an empty submit shows both errors', async () => {
      await userEvent.click(submit);
      await expect(await canvas.findByText(EMAIL_ERROR)).toBeVisible();
      await expect(canvas.getByText(PASSWORD_ERROR)).toBeVisible();
      await expect(email).toHaveAccessibleDescription(EMAIL_ERROR);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
    });

    await step('typing fixes clear each error', async () => {
      await userEvent.type(email, 'camille@');
      await expect(canvas.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
      await expect(canvas.getByText(PASSWORD_ERROR)).toBeVisible();
      await userEvent.type(password, 'abc');
      await expect(canvas.queryByText(PASSWORD_ERROR)).not.toBeInTheDocument();
      await expect(password).not.toHaveAttribute('aria-invalid');
    });
  },
};

/** The owner's credentials: the session is stored and the home greets the shop. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Adresse e-mail' }),
      OWNER_CREDENTIALS.email,
    );
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), OWNER_CREDENTIALS.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await findTitle(canvasElement, TITLES.home);
    await expect(
      canvas.queryByRole('heading', { name: 'Connectez-vous à votre espace' }),
    ).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};

/**
 * SPEC §8: any refused sign-in toasts 'Connexion impossible.' and stays on the form, which says it
 * too, above its button, with the focus on the message.
 */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Adresse e-mail' }),
      OWNER_CREDENTIALS.email,
    );
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), 'pas-le-bon');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await toasts(canvasElement).findByText('Connexion impossible.')).toBeVisible();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Connexion impossible.');
    await expect(alert).toHaveTextContent('Vérifiez votre adresse e-mail et votre mot de passe');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
  },
};

/** SPEC §4: an account not activated yet goes to the confirmation screen of its address. */
export const NotActivated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Adresse e-mail' }),
      UNACTIVATED_CREDENTIALS.email,
    );
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), UNACTIVATED_CREDENTIALS.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await findTitle(canvasElement, 'Vérifiez votre boîte e-mail');
    await expect(canvas.getByText(new RegExp(UNACTIVATED_CREDENTIALS.email))).toBeVisible();
  },
};

/** SPEC §2: a visitor who already holds a valid session is sent to the home. */
export const AlreadySignedIn: Story = {
  parameters: { screen: { session: 'signed-in' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Connect to your space');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeVisible();
  },
};
