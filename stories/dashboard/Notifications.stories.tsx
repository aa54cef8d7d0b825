import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findCurrentPage, findTitle, waitForIdle } from './screenPlay';

const PHONE = { viewport: { value: 'xs', isRotated: false } };

const meta = {
  title: 'dashboard/Notifications',
  ...screenMeta({ path: '/notifications', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items of the notifications list, the page's first list (the pagination is the other). */
function items(canvasElement: HTMLElement) {
  const [list] = within(within(canvasElement).getByRole('main')).getAllByRole('list');
  if (!list) throw new Error('The page shows no list');
  return within(list).getAllByRole('listitem');
}

/** Page 1 of 14: ten items, the three newest unread with their check button, the others shaded. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Notifications');
    await waitForIdle(canvasElement);
    await expect(items(canvasElement)).toHaveLength(10);
    await expect(canvas.getAllByRole('button', { name: 'Marquer comme lue' })).toHaveLength(3);
    await expect(
      canvas.getAllByText('@chloe.cuisine souhaite utiliser sa récompense « Un café offert ».')[0],
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toBeVisible();
  },
};

/** SPEC §4: the check button marks the item read: it loses its button, turns shaded, and the bell counts one less. */
export const MarkAsRead: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Notifications, 3 non lues' })).toBeVisible();
    await waitForIdle(canvasElement);
    const [first] = items(canvasElement);
    const readItem = items(canvasElement)[5];
    if (!first || !readItem) throw new Error('The first page should list ten notifications');
    const shaded = getComputedStyle(readItem).backgroundColor;
    await expect(getComputedStyle(first).backgroundColor).not.toBe(shaded);

    await step('check the newest notification', async () => {
      await userEvent.click(within(first).getByRole('button', { name: 'Marquer comme lue' }));
    });
    await step('it is read: no button, shaded like the others', async () => {
      await expect(
        within(first).queryByRole('button', { name: 'Marquer comme lue' }),
      ).not.toBeInTheDocument();
      await waitFor(() => expect(getComputedStyle(first).backgroundColor).toBe(shaded));
      await expect(canvas.getAllByRole('button', { name: 'Marquer comme lue' })).toHaveLength(2);
    });
    await step('the bell counts 2 unread', async () => {
      await expect(await canvas.findByRole('link', { name: 'Notifications, 2 non lues' })).toBeVisible();
    });
    await waitForIdle(canvasElement);
  },
};

/** The second page: the four oldest notifications, all read. */
export const SecondPage: Story = {
  parameters: { screen: { path: '/notifications?page=2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findCurrentPage(canvasElement, 2);
    await expect(items(canvasElement)).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Marquer comme lue' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockApi({ notifications: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Notifications');
    await expect(canvas.getByRole('status', { name: 'Chargement…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockApi({ notifications: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune notification pour le moment.')).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: the list failing shows the red errors.http alert. */
export const LoadError: Story = {
  parameters: { msw: { handlers: mockApi({ notifications: 'error' }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Oups, une erreur est survenue.',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Notifications');
    await waitForIdle(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);
    // The day and time in full in the title of each relative time ('4 days ago').
    const time = canvas.getAllByText(/ ago$|^yesterday$|^\d{1,2} [A-Z][a-z]{2} \d{4}/)[0];
    await expect(time?.closest('time')).toHaveAttribute('title', expect.stringMatching(/\d{4}/));
  },
};

/** On a phone: the same list, each message and its check button within the width. */
export const FullOnPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Notifications');
    await waitForIdle(canvasElement);
    await expect(items(canvasElement)).toHaveLength(10);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * A use request's notification leads to its reward, in the app: on /rewards, filtered on the
 * requests, its row is brought into view and focused; the notification is read (the bell counts
 * one less).
 */
export const FollowUseRequestOnPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Notifications');
    await waitForIdle(canvasElement);
    await step('follow the newest use request', async () => {
      const [first] = items(canvasElement);
      if (!first) throw new Error('The first page should list ten notifications');
      await userEvent.click(
        within(first).getByRole('link', {
          name: '@chloe.cuisine souhaite utiliser sa récompense «\u00a0Un café offert\u00a0».',
        }),
      );
    });
    await step('its row on /rewards, in view and focused', async () => {
      await findTitle(canvasElement, 'Récompenses');
      await waitFor(() => expect(canvasElement.ownerDocument.getElementById('discount-39')).toHaveFocus());
      const row = canvasElement.ownerDocument.getElementById('discount-39');
      if (!row) throw new Error('The linked row is not on the page');
      await expect(row).toHaveTextContent('@chloe.cuisine');
      const { top, bottom } = row.getBoundingClientRect();
      await expect(top).toBeGreaterThanOrEqual(0);
      await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await step('the notification was read: the bell counts 2', async () => {
      await expect(await canvas.findByRole('link', { name: 'Notifications, 2 non lues' })).toBeVisible();
    });
    await waitForIdle(canvasElement);
  },
};
