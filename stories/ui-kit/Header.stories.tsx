import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Header, Icon, IconButton, NotificationBell } from '@merci/ui-kit';

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

const menuButton = <IconButton label="Menu" icon={<Icon name="menu" />} />;

/**
 * With a `menu`, on a phone: one 56 px app bar, the menu button, the logo and the bell, each a
 * 44 px target; the shop and the e-mail give way (the menu shows them).
 */
export const PhoneAppBar: Story = {
  globals: { viewport: { value: 'xs' } },
  args: { menu: menuButton },
  parameters: { localizedArgs: { en: { menu: menuButton } } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(Math.round(banner.getBoundingClientRect().height)).toBe(56);
    for (const target of [
      within(banner).getByRole('button', { name: 'Menu' }),
      within(banner).getByRole('link', { name: 'Notifications, 3 non lues' }),
    ]) {
      const { width, height } = target.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    await expect(within(banner).getByText('Boulangerie Lumière')).not.toBeVisible();
    await expect(within(banner).getByText('claire@boulangerie-lumiere.fr')).not.toBeVisible();
  },
};

/** The same header from md up: the menu button is hidden, the shop and the e-mail are back. */
export const WithMenuOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { menu: menuButton },
  parameters: { localizedArgs: { en: { menu: menuButton } } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(within(banner).getByText('Boulangerie Lumière')).toBeVisible();
    await expect(within(banner).getByText('claire@boulangerie-lumiere.fr')).toBeVisible();
  },
};
