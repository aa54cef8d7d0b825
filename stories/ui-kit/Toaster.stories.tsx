import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, TOAST_TONES, Toaster, toast, type ToastOptions } from '@merci/ui-kit';

/** The Toaster's props, the options of the `toast()` call and the label of the button that makes it. */
type ToasterStoryArgs = ComponentProps<typeof Toaster> & ToastOptions & { triggerLabel: string };

const meta = {
  title: 'ui-kit/Toaster',
  component: Toaster,
  args: {
    closeLabel: 'Fermer',
    label: 'Notifications ({hotkey})',
    toastLabel: 'Notification',
    triggerLabel: 'Enregistrer',
    tone: 'success',
    message: 'La récompense configurée a été créée.',
  },
  parameters: {
    localizedArgs: {
      en: {
        closeLabel: 'Close',
        triggerLabel: 'Save',
        message: 'The configured reward has been created.',
      },
    },
    // Toasts sit fixed at the bottom right of the page: one frame per story in the docs page.
    docs: { story: { inline: false, height: '280px' } },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: TOAST_TONES },
    title: { control: 'text' },
    message: { control: 'text' },
    duration: { control: { type: 'number', min: 0, step: 500 } },
  },
  // The store lives as long as the page: every story starts and ends with no toast.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  render: ({ triggerLabel, tone, title, message, duration, ...toasterProps }) => (
    <>
      <Button onClick={() => toast({ tone, title, message, duration })}>{triggerLabel}</Button>
      <Toaster {...toasterProps} />
    </>
  ),
} satisfies Meta<ToasterStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notification region; queried from the body, where a toast would be if it were portaled. */
const viewport = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications (F8)' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    const toasts = viewport(canvasElement);
    await expect(await toasts.findByText('La récompense configurée a été créée.')).toBeVisible();
    await expect(toasts.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Playground: Story = {
  args: { tone: 'info', title: 'Récupération en cours', message: 'Les derniers contenus arrivent.' },
  parameters: {
    localizedArgs: { en: { title: 'Pulling in progress', message: 'The latest contents are on their way.' } },
  },
};

export const Success: Story = {
  args: { tone: 'success', message: 'Mot de passe modifié.' },
  parameters: { localizedArgs: { en: { message: 'Password changed.' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    await expect(await viewport(canvasElement).findByText('Mot de passe modifié.')).toBeVisible();
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Connexion impossible.', message: 'Oups, une erreur est survenue.' },
  parameters: {
    localizedArgs: { en: { title: 'Sign-in failed.', message: 'Oops, something went wrong.' } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    const toasts = viewport(canvasElement);
    await expect(await toasts.findByText('Connexion impossible.')).toBeVisible();
    await expect(toasts.getByText('Oups, une erreur est survenue.')).toBeVisible();
  },
};

export const Info: Story = {
  args: { tone: 'info', message: 'Récupération en cours...' },
  parameters: { localizedArgs: { en: { message: 'Pulling in progress...' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    await expect(await viewport(canvasElement).findByText('Récupération en cours...')).toBeVisible();
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Enregistrer' });
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    const toasts = viewport(canvasElement);
    await waitFor(() => expect(toasts.getAllByRole('listitem')).toHaveLength(2));
    for (const item of toasts.getAllByRole('listitem')) {
      await expect(item).toHaveTextContent('La récompense configurée a été créée.');
    }
  },
};

/** A short `duration` for the test: the toast closes itself. */
export const AutoClose: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    const toasts = viewport(canvasElement);
    await expect(await toasts.findByText('La récompense configurée a été créée.')).toBeVisible();
    await waitFor(() => expect(toasts.queryByRole('listitem')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Without a `duration`, a toast stays `theme.motion.toastAutoClose` (5000 ms). */
export const DefaultDuration: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    const toasts = viewport(canvasElement);
    await expect(await toasts.findByText('La récompense configurée a été créée.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(toasts.getByText('La récompense configurée a été créée.')).toBeVisible();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    const toasts = viewport(canvasElement);
    await expect(await toasts.findByText('La récompense configurée a été créée.')).toBeVisible();
    await userEvent.click(toasts.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(toasts.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const toasts = viewport(canvasElement);
    await expect(await toasts.findByText('The configured reward has been created.')).toBeVisible();
    await expect(toasts.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
