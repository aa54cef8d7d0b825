import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SKELETON_VARIANTS, Skeleton } from '@merci/ui-kit';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: {
    variant: { control: 'inline-radio', options: SKELETON_VARIANTS },
    lines: { control: { type: 'number', min: 1, max: 10 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Placeholders say nothing to assistive technology: the loading region carries aria-busy.
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(skeleton).not.toBeNull();
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Playground: Story = {
  args: { variant: 'rect', width: 320, height: 180 },
};

export const Text: Story = {
  args: { variant: 'text', lines: 1, width: '60%' },
};

export const Rect: Story = {
  args: { variant: 'rect', height: 412 },
};

export const Circle: Story = {
  args: { variant: 'circle' },
};

/** How a screen composes them: a loading content card, marked busy for screen readers. */
export const LoadingCard: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      <Skeleton variant="rect" height={240} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Skeleton variant="circle" width={40} />
        <Skeleton variant="text" width="40%" />
      </div>
      <Skeleton variant="text" lines={2} />
    </div>
  ),
};
