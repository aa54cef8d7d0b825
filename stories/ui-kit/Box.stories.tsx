import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme } from '@merci/tokens';
import { BOX_BACKGROUNDS, BOX_ELEMENTS, Box, type BoxBackground, SPACE_STEPS } from '@merci/ui-kit';
import { rgb } from './colourChecks';

const meta = {
  title: 'ui-kit/Box',
  component: Box,
  args: { padding: 4, background: 'default', children: '3 publications à récompenser' },
  parameters: { localizedArgs: { en: { children: '3 posts to reward' } } },
  argTypes: {
    padding: { control: 'select', options: SPACE_STEPS },
    paddingBlock: { control: 'select', options: SPACE_STEPS },
    paddingInline: { control: 'select', options: SPACE_STEPS },
    background: { control: 'select', options: BOX_BACKGROUNDS },
    as: { control: 'select', options: BOX_ELEMENTS },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('3 publications à récompenser');
    const style = getComputedStyle(box);
    await expect(style.padding).toBe('16px');
    await expect(style.backgroundColor).toBe(rgb(theme.color.surfaceDefault));
    await expect(style.color).toBe(rgb(theme.color.textDefault));
  },
};

export const Playground: Story = {
  args: { padding: 4, background: 'subtle', as: 'div' },
};

/** Padding on each axis: 8 px above and below, 24 px on the sides. */
export const PaddingByAxis: Story = {
  args: { paddingBlock: 2, paddingInline: 6 },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByText('3 publications à récompenser'));
    await expect(style.paddingTop).toBe('8px');
    await expect(style.paddingBottom).toBe('8px');
    await expect(style.paddingLeft).toBe('24px');
    await expect(style.paddingRight).toBe('24px');
  },
};

/** Each surface paints its token and the text colour its `contrastPairs` entry is checked with. */
const surfaceStory = (
  background: BoxBackground,
  surface: keyof typeof theme.color,
  text: keyof typeof theme.color,
): Story => ({
  args: { background },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByText('3 publications à récompenser'));
    await expect(style.backgroundColor).toBe(rgb(theme.color[surface]));
    await expect(style.color).toBe(rgb(theme.color[text]));
  },
});

export const Subtle = surfaceStory('subtle', 'surfaceSubtle', 'textDefault');
export const Muted = surfaceStory('muted', 'surfaceMuted', 'textDefault');
export const Inverse = surfaceStory('inverse', 'surfaceInverse', 'textInverse');
export const Success = surfaceStory('success', 'surfaceSuccess', 'textSuccess');
export const Danger = surfaceStory('danger', 'surfaceDanger', 'textDanger');
export const Warning = surfaceStory('warning', 'surfaceWarning', 'textWarning');
export const Info = surfaceStory('info', 'surfaceInfo', 'textInfo');

/** No background: the box is transparent and the text keeps the page's colour. */
export const Transparent: Story = {
  args: { background: 'none' },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByText('3 publications à récompenser'));
    await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(style.color).toBe(rgb(theme.color.textDefault));
  },
};

export const AsAside: Story = {
  args: { as: 'aside', 'aria-label': 'Aide' },
  parameters: { localizedArgs: { en: { 'aria-label': 'Help' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Aide' })).toHaveTextContent(
      '3 publications à récompenser',
    );
  },
};
