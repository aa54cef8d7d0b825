import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TabLinks, type TabLinkItem } from '@merci/ui-kit';
import { navigate, RouterLink } from './routerLink';

const accountTabs: TabLinkItem[] = [
  { id: 'socials', label: 'Réseaux sociaux', href: '/account' },
  { id: 'offer', label: 'Offre', href: '/account/offer' },
  { id: 'invoices', label: 'Factures', href: '/account/invoices' },
  { id: 'password', label: 'Mot de passe', href: '/account/password' },
];

const accountTabsEn: TabLinkItem[] = [
  { id: 'socials', label: 'Social accounts', href: '/account' },
  { id: 'offer', label: 'Plan', href: '/account/offer' },
  { id: 'invoices', label: 'Invoices', href: '/account/invoices' },
  { id: 'password', label: 'Password', href: '/account/password' },
];

const meta = {
  title: 'ui-kit/TabLinks',
  component: TabLinks,
  args: { items: accountTabs, activeId: 'socials', label: 'Compte' },
  parameters: { localizedArgs: { en: { items: accountTabsEn, label: 'Account' } } },
  argTypes: {
    activeId: { control: 'inline-radio', options: accountTabs.map((item) => item.id) },
    label: { control: 'text' },
    linkAs: { control: false },
  },
} satisfies Meta<typeof TabLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Compte' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'Réseaux sociaux' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const link of links.slice(1)) await expect(link).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Offre' })).toHaveAttribute('href', '/account/offer');
  },
};

export const Playground: Story = {
  args: { activeId: 'invoices' },
};

/** On /account/offer the offer tab is the current page. */
export const OfferActive: Story = {
  args: { activeId: 'offer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Offre' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Réseaux sociaux' })).not.toHaveAttribute('aria-current');
  },
};

/** `linkAs` renders every tab through the router's link component, which keeps the style and `aria-current`. */
export const WithRouterLink: Story = {
  args: { linkAs: RouterLink, activeId: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mot de passe' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Factures' }));
    await expect(navigate).toHaveBeenLastCalledWith('/account/invoices');
  },
};

const contentTabs: TabLinkItem[] = [
  { id: 'to_reward', label: 'À récompenser (20)', href: '/instagram/contents' },
  { id: 'rewarded', label: 'Récompensés (40)', href: '/instagram/contents?status=rewarded' },
  { id: 'all', label: 'Tous (60)', href: '/instagram/contents?status=all' },
];

/**
 * On a phone, tabs wider than the screen stay on one line and the row scrolls sideways; the
 * current one, here the last, is brought whole into view, and the page itself does not scroll.
 */
export const PhoneScrollsToCurrent: Story = {
  args: { items: contentTabs, activeId: 'all', label: 'Statut des publications' },
  parameters: { localizedArgs: { en: { items: contentTabs, label: 'Statut des publications' } } },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Statut des publications' });
    const links = within(nav).getAllByRole('link');
    const row = links[0]?.closest('ul') as HTMLElement;
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    // One line: every tab at the same height.
    const tops = links.map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const rowBox = row.getBoundingClientRect();
    const current = within(nav).getByRole('link', { name: 'Tous (60)' }).getBoundingClientRect();
    await expect(current.left).toBeGreaterThanOrEqual(rowBox.left - 0.5);
    await expect(current.right).toBeLessThanOrEqual(rowBox.right + 0.5);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
