import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Form, useLocation } from 'react-router-dom';
import { Header, Icon, NotificationBell, SideNav, SideNavButton } from '@merci/ui-kit';
import { RouterLink } from '../../lib/routing/RouterLink';
import { LanguageSwitcher } from '../../lib/language/LanguageSwitcher';
import { NAVIGATION } from './navigation';
import {
  Brand,
  Content,
  HeaderActions,
  LogoutForm,
  MainColumn,
  NavColumn,
  Shell,
} from './AuthenticatedLayout.styles';

export interface LayoutFrameProps {
  /** The shop's name and the account's e-mail in the header; absent while the account loads. */
  shopName?: string;
  email?: string;
  /** Unread notifications, on the bell. */
  unread: number;
  /** Above the page, under the header (the not-validated banner). */
  banner?: ReactNode;
  /** The page is not there yet (the account loads): its `main` says so to assistive technology. */
  busy?: boolean;
  /** The page, in its `main` landmark. */
  children: ReactNode;
}

/**
 * The frame of every signed-in screen (SPEC §2): side navigation, header with e-mail, shop,
 * language and bell. Drawn as soon as the address is known, before the account has loaded (and
 * by the server, ADR 019), so it reads nothing but its props and the address.
 */
export function LayoutFrame({ shopName, email, unread, banner, busy, children }: LayoutFrameProps) {
  const intl = useIntl();
  const location = useLocation();
  const t = (id: string) => intl.formatMessage({ id });
  const items = NAVIGATION.map((entry) => ({
    id: entry.id,
    label: t(entry.labelKey),
    href: entry.href,
    icon: <Icon name={entry.icon} />,
    isActive: entry.matches(location.pathname, location.search),
  }));

  return (
    <Shell>
      <NavColumn>
        <SideNav
          items={items}
          label={t('nav.label')}
          toggleLabel={t('nav.toggle')}
          linkAs={RouterLink}
          footer={
            <LogoutForm as={Form} method="post" action="/logout">
              <SideNavButton type="submit" icon={<Icon name="log-out" />}>
                {t('nav.logout')}
              </SideNavButton>
            </LogoutForm>
          }
        />
      </NavColumn>
      <MainColumn>
        <Header
          start={<Brand>merci</Brand>}
          shopName={shopName}
          email={email}
          end={
            <HeaderActions>
              <LanguageSwitcher />
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
    </Shell>
  );
}
