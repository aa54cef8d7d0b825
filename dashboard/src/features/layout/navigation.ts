import type { IconName } from '@merci/ui-kit';

export interface NavigationEntry {
  id: string;
  /** Message key of the label. */
  labelKey: string;
  href: string;
  icon: IconName;
  /** Paths that mark the entry active (prefix match). */
  matches: (pathname: string, search: string) => boolean;
  /** Message key of the entry's count in words (`{count}`), for an entry that shows one. */
  countLabelKey?: string;
}

/** The counts the navigation shows, by entry id; an entry's badge is hidden at 0. */
export type NavigationCounts = Partial<Record<string, number>>;

const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The side navigation of SPEC §2, in its order; Logout is the form at its foot. */
export const NAVIGATION: NavigationEntry[] = [
  { id: 'home', labelKey: 'nav.home', href: '/', icon: 'home', matches: (pathname) => pathname === '/' },
  {
    id: 'contents',
    labelKey: 'nav.instagram_contents',
    href: '/instagram/contents',
    icon: 'images',
    // What is left to reward (the shop's to-do), the merchant's main task.
    countLabelKey: 'nav.instagram_contents.to_reward',
    matches: (pathname, search) => under('/instagram/contents')(pathname) && !search.includes('type=story'),
  },
  {
    id: 'authors',
    labelKey: 'nav.instagram_authors',
    href: '/instagram/authors',
    icon: 'users',
    matches: under('/instagram/authors'),
  },
  {
    id: 'stories',
    labelKey: 'nav.instagram_stories',
    href: '/instagram/contents?type=story',
    icon: 'instagram',
    matches: (pathname, search) => pathname === '/instagram/contents' && search.includes('type=story'),
  },
  { id: 'rewards', labelKey: 'nav.rewards', href: '/rewards', icon: 'gift', matches: under('/rewards') },
  {
    id: 'analytics',
    labelKey: 'nav.analytics',
    href: '/analytics',
    icon: 'chart',
    matches: under('/analytics'),
  },
  {
    id: 'notifications',
    labelKey: 'nav.notifications',
    href: '/notifications',
    icon: 'bell',
    matches: under('/notifications'),
  },
  {
    id: 'automations',
    labelKey: 'nav.automations',
    href: '/automations',
    icon: 'zap',
    matches: under('/automations'),
  },
  { id: 'account', labelKey: 'nav.account', href: '/account', icon: 'user', matches: under('/account') },
  { id: 'tutorial', labelKey: 'nav.tutorial', href: '/tutorial', icon: 'book', matches: under('/tutorial') },
];
