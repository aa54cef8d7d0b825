import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareButton } from '@merci/ui-kit';
import { share, withShareSheet } from '../../.storybook/shareSheet';

const meta = {
  title: 'ui-kit/ShareButton',
  component: ShareButton,
  args: {
    text: 'Merci @lea.martin ! Votre récompense « Un café offert » vous attend.',
    url: 'https://www.instagram.com/p/DEMO101/',
    label: 'Partager',
    onShare: fn(),
    onShareError: fn(),
  },
  parameters: {
    localizedArgs: {
      en: { text: 'Thank you @lea.martin! Your reward “Free coffee” is waiting for you.', label: 'Share' },
    },
  },
  beforeEach: withShareSheet,
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the share sheet with the text and the address. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Partager' }));
    await expect(share).toHaveBeenCalledWith({ text: args.text, url: args.url });
    await expect(args.onShare).toHaveBeenCalledWith({ text: args.text, url: args.url });
  },
};

/** The same in English. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Share' })).toBeVisible();
  },
};

/** Closing the sheet is not a failure; a refusal is reported to the caller. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    const refusal = new DOMException('Not allowed', 'NotAllowedError');
    share.mockRejectedValueOnce(refusal);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Partager' }));
    await expect(args.onShareError).toHaveBeenCalledWith({ text: args.text, error: refusal });
  },
};
