import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Header, NotificationBell } from '@merci/ui-kit';

const bell = (countLabel: string, count = 3) => (
  <NotificationBell href="/notifications" count={count} label="Notifications" countLabel={countLabel} />
);

const logo = <strong style={{ fontSize: 'var(--merci-font-size-lg)' }}>merci</strong>;

const meta = {
  title: 'ui-kit/Header',
  component: Header,
  args: {
    start: logo,
    shopName: 'Boulangerie Lumière',
    email: 'claire@boulangerie-lumiere.fr',
    end: bell('{count} non lues'),
  },
  parameters: { layout: 'fullscreen', localizedArgs: { en: { end: bell('{count} unread') } } },
  argTypes: {
    shopName: { control: 'text' },
    email: { control: 'text' },
    start: { control: false },
    end: { control: false },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByText('Boulangerie Lumière')).toBeVisible();
    await expect(within(banner).getByText('claire@boulangerie-lumiere.fr')).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Notifications, 3 non lues' })).toBeVisible();
  },
};

export const Playground: Story = {};

/** A user whose shop is not loaded yet: the e-mail alone. */
export const WithoutShop: Story = {
  args: { shopName: undefined, end: bell('{count} non lues', 0) },
  parameters: { localizedArgs: { en: { end: bell('{count} unread', 0) } } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByText('claire@boulangerie-lumiere.fr')).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Notifications' })).toBeVisible();
  },
};

/** A long e-mail on a phone is cut with an ellipsis; the bell stays in view. */
export const NarrowLongEmail: Story = {
  globals: { viewport: { value: 'xs' } },
  args: {
    shopName: 'La Grande Épicerie fine du Vieux-Port',
    email: 'contact.commandes@la-grande-epicerie-du-vieux-port.fr',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const email = within(banner).getByText('contact.commandes@la-grande-epicerie-du-vieux-port.fr');
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    const link = within(banner).getByRole('link', { name: 'Notifications, 3 non lues' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      banner.getBoundingClientRect().right,
    );
  },
};
