import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Form, useLocation } from 'react-router-dom';
import { breakpointValue } from '@merci/tokens';
import { Header, Icon, IconButton, NotificationBell, SideNav, SideNavButton } from '@merci/ui-kit';
import { RouterLink } from '../../lib/routing/RouterLink';
import { LanguageSwitcher } from '../../lib/language/LanguageSwitcher';
import type { NavigationCounts } from './navigation';
import { navigationItems } from './navigationItems';
import {
  Brand,
  Content,
  DesktopOnly,
  HeaderActions,
  LogoutForm,
  MainColumn,
  NavColumn,
  Shell,
} from './AuthenticatedLayout.styles';

// The phone's menu (Radix Dialog, focus trap, scroll lock) is needed once the menu is opened: it
// stays out of the frame's first load, fetched once the frame is shown on a phone (ADR 031).
const loadMenuDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(async () => ({ default: (await loadMenuDrawer()).MenuDrawer }));

export interface LayoutFrameProps {
  /** The shop's name and the account's e-mail in the header; absent while the account loads. */
  shopName?: string;
  email?: string;
  /** Unread notifications, on the bell. */
  unread: number;
  /** The navigation's counts by entry id (contents to reward); absent while they load. */
  counts?: NavigationCounts;
  /** Above the page, under the header (the not-validated banner). */
  banner?: ReactNode;
  /** The page is not there yet (the account loads): its `main` says so to assistive technology. */
  busy?: boolean;
  /** The page, in its `main` landmark. */
  children: ReactNode;
}

/**
 * The frame of every signed-in screen (SPEC §2). From md up: side navigation, header with e-mail,
 * shop, language and bell. On a phone: one app bar (menu, logo, bell), and a menu drawer over the
 * page with the shop, the e-mail, the navigation, the language and Logout. Drawn as soon as the
 * address is known, before the account has loaded (and by the server, ADR 019), so it reads
 * nothing but its props and the address.
 */
export function LayoutFrame({ shopName, email, unread, counts, banner, busy, children }: LayoutFrameProps) {
  const intl = useIntl();
  const location = useLocation();
  const t = (id: string) => intl.formatMessage({ id });
  const items = navigationItems(intl, location, counts);
  // The menu is open at the address it was opened at: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location.key;
  const [hasMenuOpened, setHasMenuOpened] = useState(false);
  // Kept mounted after the first open, so that closing plays the drawer's exit.
  if (isMenuOpen && !hasMenuOpened) setHasMenuOpened(true);

  useEffect(() => {
    if (window.matchMedia?.(`(max-width: ${breakpointValue.md - 0.02}px)`).matches) void loadMenuDrawer();
  }, []);

  const logout = (
    <LogoutForm as={Form} method="post" action="/logout">
      <SideNavButton type="submit" icon={<Icon name="log-out" />}>
        {t('nav.logout')}
      </SideNavButton>
    </LogoutForm>
  );

  return (
    <Shell>
      <NavColumn>
        <SideNav items={items} label={t('nav.label')} linkAs={RouterLink} footer={logout} />
      </NavColumn>
      <MainColumn>
        <Header
          menu={
            <IconButton
              label={t('nav.toggle')}
              icon={<Icon name="menu" />}
              aria-haspopup="dialog"
              aria-expanded={isMenuOpen}
              onClick={() => setMenuOpenAt(location.key)}
            />
          }
          start={<Brand>merci</Brand>}
          shopName={shopName}
          email={email}
          end={
            <HeaderActions>
              <DesktopOnly>
                <LanguageSwitcher />
              </DesktopOnly>
              <NotificationBell
                href="/notifications"
                linkAs={RouterLink}
                count={unread}
                label={t('layout.notifications')}
                countLabel={({ count, displayedCount }) =>
                  intl.formatMessage({ id: 'layout.notifications.unread' }, { count, shown: displayedCount })
                }
              />
            </HeaderActions>
          }
        />
        {banner}
        <Content aria-busy={busy || undefined}>{children}</Content>
      </MainColumn>
      {hasMenuOpened ? (
        <Suspense fallback={null}>
          <MenuDrawer
            isOpen={isMenuOpen}
            onClose={() => setMenuOpenAt(null)}
            items={items}
            shopName={shopName}
            email={email}
            logout={logout}
          />
        </Suspense>
      ) : null}
    </Shell>
  );
}
