import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenMeta } from '../../.storybook/screen';

const meta = {
  title: 'dashboard/NotFound',
  ...screenMeta({ path: '/une-page-qui-n-existe-pas', session: 'signed-out' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: any unknown path reads 'Page introuvable.'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Page introuvable.' }),
    ).toBeVisible();
  },
};

/** Signed in, an unknown path is the same page. */
export const SignedIn: Story = {
  parameters: { screen: { session: 'signed-in' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Page introuvable.' }),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found.' }),
    ).toBeVisible();
  },
};
