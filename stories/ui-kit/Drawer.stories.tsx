import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Drawer, Icon, IconButton, SideNav, SideNavButton, type SideNavItem } from '@merci/ui-kit';

const items = (locale: 'fr' | 'en'): SideNavItem[] => [
  {
    id: 'home',
    label: locale === 'fr' ? 'Accueil' : 'Home',
    href: '/',
    icon: <Icon name="home" />,
    isActive: true,
  },
  {
    id: 'contents',
    label: locale === 'fr' ? 'Contenus Instagram' : 'Instagram contents',
    href: '/instagram/contents',
    icon: <Icon name="images" />,
    badge: '12',
    badgeLabel: locale === 'fr' ? '12 à récompenser' : '12 to reward',
  },
  {
    id: 'rewards',
    label: locale === 'fr' ? 'Récompenses' : 'Rewards',
    href: '/rewards',
    icon: <Icon name="gift" />,
  },
];

// Element-valued args are set per locale in `localizedArgs`, as in the Modal's stories.
const content = (locale: 'fr' | 'en') => (
  <SideNav
    items={items(locale)}
    label={locale === 'fr' ? 'Navigation principale' : 'Main navigation'}
    footer={
      <SideNavButton icon={<Icon name="log-out" />}>
        {locale === 'fr' ? 'Déconnexion' : 'Logout'}
      </SideNavButton>
    }
  />
);

const menuButton = (label: string) => <IconButton label={label} icon={<Icon name="menu" />} />;

const meta = {
  title: 'ui-kit/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    closeLabel: 'Fermer le menu',
    children: content('fr'),
    trigger: menuButton('Menu'),
    onOpenChange: fn(),
  },
  parameters: {
    localizedArgs: {
      en: { closeLabel: 'Close the menu', children: content('en'), trigger: menuButton('Menu') },
    },
  },
  globals: { viewport: { value: 'xs', isRotated: false } },
  argTypes: { children: { control: false }, trigger: { control: false } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: only its trigger shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Playground: Story = { tags: ['!visual'] };

/**
 * Open: a modal dialog from the start edge over a dimmed page, the focus inside; Escape closes it
 * and the focus goes back to the trigger.
 */
export const OpenAndEscape: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    // Modal: the page behind is hidden from assistive technology while it is open.
    await expect(within(canvasElement).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(dialog.getBoundingClientRect().left).toBe(0);
    await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ isOpen: true });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ isOpen: false });
  },
};

/** The × button closes it too; Tab stays inside while it is open. */
export const CloseButtonAndFocusTrap: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    }
    const close = within(dialog).getByRole('button', { name: 'Fermer le menu' });
    const { width, height } = close.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, for the visual snapshot: a navigation with a count, in a 375 px phone. */
export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(
      within(dialog).getByRole('link', { name: 'Contenus Instagram 12 à récompenser' }),
    ).toBeVisible();
  },
};

export const OpenInEnglish: Story = {
  args: { isOpen: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Instagram contents 12 to reward' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close the menu' })).toBeVisible();
  },
};
