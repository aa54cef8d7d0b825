import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS, CopyButton } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/CopyButton',
  component: CopyButton,
  args: {
    text: 'MERCI-ETE-2025',
    label: 'Copier le code',
    copiedLabel: 'Code copié',
    errorLabel: 'Copie impossible',
    onCopy: fn(),
    onCopyError: fn(),
  },
  parameters: {
    localizedArgs: {
      en: { label: 'Copy the code', copiedLabel: 'Code copied', errorLabel: 'Could not copy' },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The clipboard is stubbed in the play function only (Storybook restores it before the next
 * story), so that a person clicking the story in the browser really copies.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le code' }));
    await expect(writeText).toHaveBeenCalledWith('MERCI-ETE-2025');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Code copié');
    await expect(args.onCopy).toHaveBeenCalledWith({ text: 'MERCI-ETE-2025' });
    writeText.mockRestore();
  },
};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'md', disabled: false, feedbackDuration: 2000 },
};

/** Done: a check and the copied label for two seconds, announced by the live region. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copier le code' });
    const restingWidth = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Code copié' })).toBe(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('Code copié');
    // The button keeps the width of its longest label, so the row around it does not move.
    await expect(button.getBoundingClientRect().width).toBe(restingWidth);
    writeText.mockRestore();
  },
};

/** The browser refused (no permission, page not focused): the error label is shown and announced. */
export const Failed: Story = {
  name: 'Error',
  play: async ({ args, canvasElement }) => {
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le code' }));
    await expect(await canvas.findByRole('button', { name: 'Copie impossible' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copie impossible');
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(args.onCopyError).toHaveBeenCalledWith({ text: 'MERCI-ETE-2025', error: refusal });
    writeText.mockRestore();
  },
};

export const Primary: Story = {
  args: { variant: 'primary' },
};

export const Small: Story = {
  args: { size: 'sm' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const button = within(canvasElement).getByRole('button', { name: 'Copier le code' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(writeText).not.toHaveBeenCalled();
    await expect(args.onCopy).not.toHaveBeenCalled();
    writeText.mockRestore();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Code copied');
    writeText.mockRestore();
  },
};
