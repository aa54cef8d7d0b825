import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon, SideNav, SideNavButton, type SideNavItem } from '@merci/ui-kit';

const labels = {
  fr: {
    home: 'Accueil',
    contents: 'Contenus Instagram',
    authors: 'Créateurs Instagram',
    rewards: 'Récompenses',
    analytics: 'Analytique',
    notifications: 'Notifications',
    automations: 'Automatisations',
    account: 'Compte',
    tutorial: 'Tutoriel',
  },
  en: {
    home: 'Home',
    contents: 'Instagram contents',
    authors: 'Instagram authors',
    rewards: 'Rewards',
    analytics: 'Analytics',
    notifications: 'Notifications',
    automations: 'Automations',
    account: 'Account',
    tutorial: 'Tutorial',
  },
};

type Locale = keyof typeof labels;

/** The side navigation of SPEC §2, with `activeId` marked current and an optional unread count. */
function navItems(locale: Locale, activeId = 'home', unread?: number): SideNavItem[] {
  const text = labels[locale];
  const items: Omit<SideNavItem, 'isActive'>[] = [
    { id: 'home', label: text.home, href: '/', icon: <Icon name="home" size={20} /> },
    {
      id: 'contents',
      label: text.contents,
      href: '/instagram/contents',
      icon: <Icon name="images" size={20} />,
    },
    { id: 'authors', label: text.authors, href: '/instagram/authors', icon: <Icon name="users" size={20} /> },
    { id: 'rewards', label: text.rewards, href: '/rewards', icon: <Icon name="gift" size={20} /> },
    { id: 'analytics', label: text.analytics, href: '/analytics', icon: <Icon name="chart" size={20} /> },
    {
      id: 'notifications',
      label: text.notifications,
      href: '/notifications',
      icon: <Icon name="bell" size={20} />,
      badge: unread,
    },
    { id: 'automations', label: text.automations, href: '/automations', icon: <Icon name="zap" size={20} /> },
    { id: 'account', label: text.account, href: '/account', icon: <Icon name="user" size={20} /> },
    { id: 'tutorial', label: text.tutorial, href: '/tutorial', icon: <Icon name="book" size={20} /> },
  ];
  return items.map((item) => ({ ...item, isActive: item.id === activeId }));
}

/** The logout action of the dashboard: a form POST to /logout (kept from leaving the story). */
const logout = (label: string) => (
  <form method="post" action="/logout" onSubmit={(event) => event.preventDefault()}>
    <SideNavButton type="submit" icon={<Icon name="log-out" size={20} />}>
      {label}
    </SideNavButton>
  </form>
);

const meta = {
  title: 'ui-kit/SideNav',
  component: SideNav,
  args: {
    items: navItems('fr'),
    label: 'Navigation principale',
    toggleLabel: 'Menu',
    footer: logout('Déconnexion'),
    onExpandedChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    localizedArgs: {
      en: { items: navItems('en'), label: 'Main navigation', toggleLabel: 'Menu', footer: logout('Log out') },
    },
  },
  argTypes: {
    label: { control: 'text' },
    toggleLabel: { control: 'text' },
    isExpanded: { control: 'boolean' },
    footer: { control: false },
    linkAs: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navigation principale' });
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link.textContent !== 'Accueil');
    await expect(others).toHaveLength(8);
    for (const link of others) await expect(link).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    // From md up the links are always shown: no toggle.
    await expect(within(nav).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { items: navItems('fr', 'rewards', 3) },
  parameters: { localizedArgs: { en: { items: navItems('en', 'rewards', 3) } } },
};

/** On /instagram/contents the second link is the current page. */
export const ContentsActive: Story = {
  args: { items: navItems('fr', 'contents') },
  parameters: { localizedArgs: { en: { items: navItems('en', 'contents') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Contenus Instagram' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  },
};

/** A badge counts the unread notifications; it is read as part of the link's name. */
export const WithBadge: Story = {
  args: { items: navItems('fr', 'home', 3) },
  parameters: { localizedArgs: { en: { items: navItems('en', 'home', 3) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications 3' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  },
};

/** Below md (here xs, 375 px) the links fold behind the toggle button. */
export const Collapsed: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });

    await step('folded at first: the toggle shows, the links do not', async () => {
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'Accueil' })).not.toBeInTheDocument();
      const region = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
      await expect(region).not.toBeVisible();
    });

    await step('the toggle shows the links and the logout action', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Accueil' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
      await expect(args.onExpandedChange).toHaveBeenLastCalledWith({ isExpanded: true });
    });

    await step('pressed again, it hides them', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'Accueil' })).not.toBeInTheDocument();
      await expect(args.onExpandedChange).toHaveBeenLastCalledWith({ isExpanded: false });
    });
  },
};

/** Unfolded below md, for the visual snapshot. */
export const Expanded: Story = {
  globals: { viewport: { value: 'xs' } },
  args: { isExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link')).toHaveLength(9);
  },
};

const navigate = fn();

/** Stands in for the dashboard's adapter around react-router's `Link`: navigates without a reload. */
function RouterLink({ href, children, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** `linkAs` renders the links through the router; following one below md folds the menu again. */
export const WithRouterLink: Story = {
  globals: { viewport: { value: 'xs' } },
  args: { linkAs: RouterLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Récompenses' }));
    await expect(navigate).toHaveBeenLastCalledWith('/rewards');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A count with its words: the badge shows the number, the link's name says what it counts
 * ('Contenus Instagram 12 à récompenser'). Without `toggleLabel` the links always show (the
 * navigation of a phone's menu drawer), each 44 px tall on a phone.
 */
export const CountInWordsWithoutToggle: Story = {
  globals: { viewport: { value: 'xs' } },
  args: {
    toggleLabel: undefined,
    items: navItems('fr').map((item) =>
      item.id === 'contents' ? { ...item, badge: '12', badgeLabel: '12 à récompenser' } : item,
    ),
  },
  parameters: {
    localizedArgs: {
      en: {
        toggleLabel: undefined,
        items: navItems('en').map((item) =>
          item.id === 'contents' ? { ...item, badge: '12', badgeLabel: '12 to reward' } : item,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navigation principale' });
    await expect(within(nav).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    const contents = within(nav).getByRole('link', { name: 'Contenus Instagram 12 à récompenser' });
    await expect(contents).toHaveTextContent('12');
    for (const target of [...within(nav).getAllByRole('link'), within(nav).getByRole('button')]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
