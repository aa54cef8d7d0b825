import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Heading, Stack, Text, VISUALLY_HIDDEN_ELEMENTS, VisuallyHidden } from '@merci/ui-kit';

/** Drawn size of an element: a visually hidden one is clipped to at most one pixel. */
const isDrawn = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
};

const meta = {
  title: 'ui-kit/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Fermer le message' },
  parameters: { localizedArgs: { en: { children: 'Close the message' } } },
  argTypes: { as: { control: 'inline-radio', options: VISUALLY_HIDDEN_ELEMENTS } },
  // The usual case: the name of a button that only shows a glyph.
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In the accessibility tree: the text names the button…
    await expect(canvas.getByRole('button', { name: 'Fermer le message' })).toBeInTheDocument();
    // …but it is not drawn on screen.
    await expect(isDrawn(canvas.getByText('Fermer le message'))).toBe(false);
  },
};

export const Playground: Story = {
  args: { isFocusable: false, as: 'span' },
};

/** The unit after a number: sighted users read the column header, screen readers hear the unit. */
export const AfterANumber: Story = {
  args: { children: ' récompenses en attente' },
  parameters: { localizedArgs: { en: { children: ' rewards pending' } } },
  render: (args) => (
    <Text as="p" size="lg" weight="bold">
      3<VisuallyHidden {...args} />
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText(/récompenses en attente/);
    // Read as one sentence with the number…
    await expect(hidden.closest('p')).toHaveTextContent('3 récompenses en attente');
    // …while only the number is drawn.
    await expect(isDrawn(hidden)).toBe(false);
  },
};

/** A skip link: hidden until the keyboard reaches it, then shown where it is. */
export const Focusable: Story = {
  args: { isFocusable: true, children: 'Aller au contenu' },
  parameters: { localizedArgs: { en: { children: 'Skip to content' } } },
  render: ({ children, ...args }, { globals }) => (
    <Stack gap={4}>
      <VisuallyHidden {...args}>
        <a href="#story-content">{children}</a>
      </VisuallyHidden>
      <div id="story-content" tabIndex={-1}>
        <Heading level={1} size="xl">
          {globals.locale === 'en' ? 'Recent posts' : 'Publications récentes'}
        </Heading>
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Aller au contenu' });
    // The clipping box is the VisuallyHidden wrapper around the link.
    const wrapper = link.closest('span');
    if (!wrapper) throw new Error('The link is not inside VisuallyHidden.');
    await expect(isDrawn(wrapper)).toBe(false);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(isDrawn(wrapper)).toBe(true);
    await expect(link).toBeVisible();
  },
};
