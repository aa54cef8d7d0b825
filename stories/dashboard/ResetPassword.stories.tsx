import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EXPIRED_RESET_TOKEN } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, TITLES, toasts } from './screenPlay';

const meta = {
  title: 'dashboard/ResetPassword',
  ...screenMeta({ path: '/reset-password/6f1c2a9e', session: 'signed-out' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Nouveau mot de passe/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirmation du mot de passe/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le mot de passe' }));
}

/** The page behind the link of the reset e-mail. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Choisissez un nouveau mot de passe',
      }),
    ).toBeVisible();
  },
};

/** SPEC §5: at least 6 characters, and the confirmation must match. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'lumiere-2026', 'lumiere-2027');
    await expect(await canvas.findByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
    await expect(
      canvas.queryByText('Le mot de passe doit contenir au moins 6 caractères.'),
    ).not.toBeInTheDocument();
  },
};

/** A new password saved: back to sign-in, with a toast. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'lumiere-2026', 'lumiere-2026');
    await findTitle(canvasElement, TITLES.signIn);
    await expect(await toasts(canvasElement).findByText(/Votre mot de passe a été changé/)).toBeVisible();
  },
};

/** A link already used or too old: the toast asks for a new one. */
export const ExpiredLink: Story = {
  parameters: { screen: { path: `/reset-password/${EXPIRED_RESET_TOKEN}` } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'lumiere-2026', 'lumiere-2026');
    await expect(
      await toasts(canvasElement).findByText('Ce lien n’est plus valable. Demandez-en un nouveau.'),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Choose a new password');
  },
};
