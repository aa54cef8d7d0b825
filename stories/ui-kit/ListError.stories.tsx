import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListError } from '@merci/ui-kit';

const retry = fn();

const meta = {
  title: 'ui-kit/ListError',
  component: ListError,
  args: {
    message: 'Erreur lors de la récupération des contenus Instagram',
    retryLabel: 'Réessayer',
    onRetry: retry,
  },
  parameters: {
    localizedArgs: { en: { message: 'Error while loading the Instagram contents', retryLabel: 'Try again' } },
  },
  argTypes: { message: { control: 'text' }, title: { control: 'text' } },
} satisfies Meta<typeof ListError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says which list failed; the button asks the caller to load it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Erreur lors de la récupération des contenus Instagram');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** With SPEC's generic text as its title, e.g. the configured rewards. */
export const WithTitle: Story = {
  args: {
    title: 'Oups, une erreur est survenue.',
    message: 'Erreur lors de la récupération des récompenses configurées',
  },
  parameters: {
    localizedArgs: {
      en: { title: 'Oops, something went wrong.', message: 'Error while loading the configured rewards' },
    },
  },
};

/** Loading again: the button spins and cannot be pressed twice. */
export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Réessayer/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error while loading the Instagram contents',
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
