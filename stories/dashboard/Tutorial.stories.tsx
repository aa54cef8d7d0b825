import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, waitForIdle } from './screenPlay';

const meta = {
  title: 'dashboard/Tutorial',
  ...screenMeta({ path: '/tutorial', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: a placeholder until the tutorial exists. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Tutoriel');
    await expect(canvas.getByText(/Le tutoriel arrive bientôt/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tutoriel' })).toHaveAttribute('aria-current', 'page');
    await waitForIdle(canvasElement);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Tutorial');
    await expect(canvas.getByText(/The tutorial is coming soon/)).toBeVisible();
    await waitForIdle(canvasElement);
  },
};
