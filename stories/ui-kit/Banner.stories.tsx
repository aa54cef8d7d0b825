import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from '@merci/ui-kit';

const SUBSCRIBE_URL = 'https://merci.example/offres';

const meta = {
  title: 'ui-kit/Banner',
  component: Banner,
  args: {
    message: 'Votre compte est enregistré : notre équipe vous contactera sous 24h.',
    link: { href: SUBSCRIBE_URL, label: 'Souscrire une offre sur notre site' },
    dismissLabel: 'Masquer le message',
    onDismiss: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    localizedArgs: {
      en: {
        message: 'Your account is saved: our team will contact you within 24h.',
        link: { href: SUBSCRIBE_URL, label: 'Subscribe to a plan on our website' },
        dismissLabel: 'Hide the message',
      },
    },
  },
  argTypes: {
    message: { control: 'text' },
    isOpen: { control: 'boolean' },
    tone: { control: 'inline-radio', options: ['warning', 'danger'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('notre équipe vous contactera sous 24h');
    await expect(canvas.getByRole('link', { name: 'Souscrire une offre sur notre site' })).toHaveAttribute(
      'href',
      SUBSCRIBE_URL,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le message' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(banner).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** With `isOpen` the caller decides: a dismiss only tells it, through `onDismiss`. */
export const Controlled: Story = {
  args: { isOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le message' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const ControlledClosed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/**
 * What blocks the merchant (a suspended shop): the danger tone, and neither link nor dismiss
 * button, since it stays while it holds.
 */
export const DangerNotDismissible: Story = {
  args: {
    tone: 'danger',
    message:
      'Votre boutique est suspendue par l’équipe merci : factures impayées. Vous pouvez tout consulter ; les modifications sont bloquées.',
    link: undefined,
    dismissLabel: undefined,
  },
  parameters: {
    localizedArgs: {
      en: {
        message:
          'Your shop has been suspended by the merci team: unpaid invoices. You can still view everything; changes are blocked.',
        link: undefined,
        dismissLabel: undefined,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre boutique est suspendue');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Subscribe to a plan on our website' })).toHaveAttribute(
      'href',
      SUBSCRIBE_URL,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the message' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
