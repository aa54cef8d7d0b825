import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, TITLES, toasts } from './screenPlay';

const meta = {
  title: 'dashboard/ForgottenPassword',
  ...screenMeta({ path: '/forgotten-password', session: 'signed-out' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL_ERROR = 'Veuillez saisir une adresse e-mail valide.';

/** Asks for a reset link for the owner's address. */
async function askForLink(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Adresse e-mail' }),
    'camille@maison-lumiere.fr',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Mot de passe oublié');
    await expect(canvas.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('');
  },
};

/** SPEC §5: the e-mail is required and must be an address; typing clears the error. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
    await expect(await canvas.findByText(EMAIL_ERROR)).toBeVisible();
    await userEvent.type(email, 'camille');
    await expect(canvas.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
    await expect(await canvas.findByText(EMAIL_ERROR)).toBeVisible();
  },
};

/** SPEC §4: success goes back to /signin, with a toast that says what happens next. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement);
    await findTitle(canvasElement, TITLES.signIn);
    await expect(
      await toasts(canvasElement).findByText(
        'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé.',
      ),
    ).toBeVisible();
  },
};

/** SPEC §8: a failure toasts 'Réinitialisation du mot de passe impossible.' and keeps the form. */
export const Failure: Story = {
  parameters: { msw: { handlers: mockApi({ auth: 'error' }) } },
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement);
    await expect(
      await toasts(canvasElement).findByText('Réinitialisation du mot de passe impossible.'),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Mot de passe oublié' }),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Forgotten password');
    await expect(canvas.getByRole('button', { name: 'Send the link' })).toBeVisible();
  },
};
