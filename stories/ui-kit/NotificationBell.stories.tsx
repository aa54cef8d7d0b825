import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotificationBell } from '@merci/ui-kit';
import { navigate, RouterLink } from './routerLink';

const meta = {
  title: 'ui-kit/NotificationBell',
  component: NotificationBell,
  args: { href: '/notifications', count: 3, label: 'Notifications', countLabel: '{count} non lues' },
  parameters: { localizedArgs: { en: { label: 'Notifications', countLabel: '{count} unread' } } },
  argTypes: {
    count: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
    label: { control: 'text' },
    countLabel: { control: 'text' },
    linkAs: { control: false },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Notifications, 3 non lues' });
    await expect(link).toHaveAttribute('href', '/notifications');
    await expect(within(link).getByText('3')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { count: 12 },
};

/** Nothing unread: no badge, and the name is the label alone. */
export const NoUnread: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notifications' });
    await expect(link).toHaveTextContent('');
    await expect(within(link).queryByText('0')).not.toBeInTheDocument();
  },
};

/** Above 99 the badge writes 99+, and so does the name: what is seen is what is heard. */
export const Capped: Story = {
  args: { count: 150 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notifications, 99+ non lues' });
    await expect(within(link).getByText('99+')).toBeVisible();
  },
};

/** A function for plurals, as the dashboard passes from react-intl. */
export const PluralLabel: Story = {
  args: {
    count: 1,
    countLabel: ({ count, displayedCount }) => `${displayedCount} ${count === 1 ? 'non lue' : 'non lues'}`,
  },
  parameters: {
    localizedArgs: {
      en: { countLabel: ({ displayedCount }: { displayedCount: string }) => `${displayedCount} unread` },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications, 1 non lue' })).toBeVisible();
  },
};

export const WithRouterLink: Story = {
  args: { linkAs: RouterLink },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Notifications, 3 non lues' }));
    await expect(navigate).toHaveBeenLastCalledWith('/notifications');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};
