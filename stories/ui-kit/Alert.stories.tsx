import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALERT_TONES, Alert } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/Alert',
  component: Alert,
  args: {
    tone: 'info',
    message: 'Les contenus publiés depuis hier sont récupérés chaque nuit.',
  },
  parameters: {
    localizedArgs: { en: { message: 'Contents published since yesterday are pulled every night.' } },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ALERT_TONES },
    title: { control: 'text' },
    message: { control: 'text' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent('Les contenus publiés depuis hier sont récupérés chaque nuit.');
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    tone: 'warning',
    title: 'Compte en attente de validation',
    message: 'Notre équipe vous contactera sous 24h.',
  },
  parameters: {
    localizedArgs: {
      en: { title: 'Account awaiting validation', message: 'Our team will contact you within 24h.' },
    },
  },
};

export const Danger: Story = {
  args: { tone: 'danger', message: 'Oups, une erreur est survenue.' },
  parameters: { localizedArgs: { en: { message: 'Oops, something went wrong.' } } },
  play: async ({ canvasElement }) => {
    // Danger interrupts: role="alert" is announced at once.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Oups, une erreur est survenue.',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', message: 'Votre jeton Instagram a expiré : reconnectez votre compte.' },
  parameters: {
    localizedArgs: { en: { message: 'Your Instagram token has expired: connect your account again.' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/jeton Instagram a expiré/);
  },
};

export const Success: Story = {
  args: { tone: 'success', message: 'La récompense a bien été attribuée.' },
  parameters: { localizedArgs: { en: { message: 'The reward has been assigned.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/bien été attribuée/);
  },
};

export const Info: Story = {
  args: { tone: 'info' },
};

export const WithTitle: Story = {
  args: {
    tone: 'danger',
    title: 'Impossible de charger les récompenses',
    message: 'Vérifiez votre connexion puis réessayez.',
  },
  parameters: {
    localizedArgs: {
      en: { title: 'The rewards could not be loaded', message: 'Check your connection, then try again.' },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByText('Impossible de charger les récompenses')).toBeVisible();
    await expect(within(alert).getByText('Vérifiez votre connexion puis réessayez.')).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: {
    tone: 'success',
    message: 'Mot de passe modifié.',
    onDismiss: fn(),
    dismissLabel: 'Fermer',
  },
  parameters: { localizedArgs: { en: { message: 'Password changed.', dismissLabel: 'Close' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onDismiss).toHaveBeenCalledWith(expect.objectContaining({ event: expect.anything() }));
  },
};

export const InEnglish: Story = {
  ...Dismissible,
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Password changed.');
  },
};
