import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, landsOnSignIn, toasts } from './screenPlay';

const meta = {
  title: 'dashboard/SignUpConfirmation',
  ...screenMeta({ path: '/signup-confirmation/lea%40atelier-ceramique.fr', session: 'signed-out' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Check your mailbox: the address, the resend button and the way back to sign-in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Vérifiez votre boîte e-mail');
    await expect(canvas.getByText(/lea@atelier-ceramique\.fr/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Renvoyer l’e-mail d’activation' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};

/** SPEC §4: a successful resend toasts and disables the button for good. */
export const Resent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'Renvoyer l’e-mail d’activation' });
    await userEvent.click(resend);
    await expect(
      await toasts(canvasElement).findByText('L’e-mail de confirmation a été renvoyé.'),
    ).toBeVisible();
    await expect(resend).toBeDisabled();
  },
};

/** SPEC §5: a parameter that is not an address sends the visitor to /signin. */
export const NotAnAddress: Story = {
  parameters: { screen: { path: '/signup-confirmation/pas-une-adresse' } },
  play: landsOnSignIn,
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Check your mailbox');
    await expect(canvas.getByRole('button', { name: 'Send the activation email again' })).toBeEnabled();
  },
};
