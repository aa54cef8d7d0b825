import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../../.storybook/screen';
import { findTitle } from './screenPlay';

const meta = {
  title: 'dashboard/NotFound',
  ...screenMeta({ path: '/une-page-qui-n-existe-pas', session: 'signed-out' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: any unknown path reads 'Page introuvable.'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Page introuvable.');
  },
};

/** Signed in, an unknown path is the same page. */
export const SignedIn: Story = {
  parameters: { screen: { session: 'signed-in' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Page introuvable.');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Page not found.');
  },
};
