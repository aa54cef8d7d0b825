import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, waitForIdle } from './screenPlay';

// An author's page (SPEC §2): the network icon and @username, then the contents and rewards tabs.
const meta = {
  title: 'dashboard/Instagram/Author',
  ...screenMeta({ path: '/instagram/authors/lea.martin', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab of the ambassador page, a link of the tabs' navigation. */
const tab = (canvasElement: HTMLElement, name: string, tabs = 'Sections de la page de l’ambassadeur') =>
  within(within(canvasElement).getByRole('navigation', { name: tabs })).getByRole('link', { name });

/** The default tab: lea.martin's 2 contents, the older one already rewarded. */
export const ContentsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, '@lea.martin');
    await waitForIdle(canvasElement);
    await expect(tab(canvasElement, 'Contenus')).toHaveAttribute('aria-current', 'page');
    const list = within(await canvas.findByRole('list', { name: 'Publications de @lea.martin' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getAllByRole('link', { name: '@lea.martin' })).toHaveLength(2);
    await expect(list.getByText('Récompensé')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Récompenser' })).toHaveAttribute(
      'href',
      '/instagram/contents/116',
    );
  },
};

/** The rewards tab: the one reward given to lea.martin, in the rewards table. */
export const RewardsTab: Story = {
  parameters: { screen: { path: '/instagram/authors/lea.martin/rewards' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, '@lea.martin');
    const table = within(await canvas.findByRole('table', { name: 'Récompenses de @lea.martin' }));
    await waitForIdle(canvasElement);
    await expect(tab(canvasElement, 'Récompenses')).toHaveAttribute('aria-current', 'page');
    await expect(table.getAllByRole('row')).toHaveLength(2);
    await expect(table.getByRole('rowheader', { name: '@lea.martin' })).toBeVisible();
  },
};

/**
 * The rewards tab on a phone: the table's row is a card (the ambassador, the reward and its status
 * in view), and nothing scrolls sideways.
 */
export const RewardsTabOnAPhone: Story = {
  parameters: RewardsTab.parameters,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, '@lea.martin');
    const table = await canvas.findByRole('table', { name: 'Récompenses de @lea.martin' });
    await waitForIdle(canvasElement);
    const rowHeader = within(table).getByRole('rowheader', { name: '@lea.martin' });
    await expect(rowHeader).toBeVisible();
    const frame = table.closest('[role="group"]') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The tabs are links: the rewards tab opens the rewards, the address follows. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, '@lea.martin');
    await waitForIdle(canvasElement);
    await userEvent.click(tab(canvasElement, 'Récompenses'));
    await expect(await canvas.findByRole('table', { name: 'Récompenses de @lea.martin' })).toBeVisible();
    await expect(tab(canvasElement, 'Récompenses')).toHaveAttribute('aria-current', 'page');
    await waitForIdle(canvasElement);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { screen: { path: '/instagram/authors/lea.martin/rewards' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, '@lea.martin');
    await expect(await canvas.findByRole('table', { name: 'Rewards of @lea.martin' })).toBeVisible();
    await expect(tab(canvasElement, 'Rewards', 'Sections of the ambassador page')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitForIdle(canvasElement);
  },
};
