import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton, TOOLTIP_SIDES, Tooltip, TooltipProvider } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/Tooltip',
  component: Tooltip,
  args: {
    content: 'Le code est envoyé à l’ambassadeur',
    children: <Button variant="secondary">Récompenser</Button>,
    onOpenChange: fn(),
  },
  parameters: {
    localizedArgs: {
      en: {
        content: 'The code is sent to the ambassador',
        children: <Button variant="secondary">Reward</Button>,
      },
    },
  },
  argTypes: {
    side: { control: 'inline-radio', options: TOOLTIP_SIDES },
    children: { control: false },
  },
  // Room around the trigger for the tooltip on every side.
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens the tooltip at once; Escape hides it and leaves the focus in place. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Le code est envoyé à l’ambassadeur');
    await expect(trigger).toHaveAccessibleDescription('Le code est envoyé à l’ambassadeur');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ isOpen: true });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { side: 'top' },
};

/** The pointer resting on the trigger opens it too; leaving closes it. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Récompenser' });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Le code est envoyé à l’ambassadeur');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Shown from outside (`isOpen`), for reviewing its look on each side. */
export const Top: Story = {
  args: { isOpen: true, side: 'top' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Le code est envoyé à l’ambassadeur');
  },
};

export const Right: Story = { args: { isOpen: true, side: 'right' } };
export const Bottom: Story = { args: { isOpen: true, side: 'bottom' } };
export const Left: Story = { args: { isOpen: true, side: 'left' } };

/** Over an icon-only button, the tooltip repeats its label for sighted users. */
export const OnIconButton: Story = {
  args: { content: 'Copier le code' },
  parameters: { localizedArgs: { en: { content: 'Copy the code' } } },
  render: ({ content, side }) => (
    <Tooltip content={content} side={side}>
      <IconButton label={String(content)} icon={<Copy />} variant="secondary" />
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Copier le code' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Copier le code');
  },
};

/**
 * Under an explicit `TooltipProvider` (the dashboard mounts one at its root), tooltips share the
 * opening delay: once one is open, the next opens at once. Without one, each Tooltip brings its own.
 */
export const WithProvider: Story = {
  render: ({ content, children }) => (
    <TooltipProvider delayDuration={200}>
      <Tooltip content={content}>{children}</Tooltip>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Le code est envoyé à l’ambassadeur');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Reward' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('The code is sent to the ambassador');
  },
};
