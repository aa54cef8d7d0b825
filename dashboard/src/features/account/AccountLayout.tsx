import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { Heading, Stack, TabLinks } from '@merci/ui-kit';
import { ONLINE_STORE_PATH } from '../../lib/links';
import { RouterLink } from '../../lib/routing/RouterLink';

const TABS = [
  { id: 'socials', href: '/account', labelKey: 'account.tabs.socials' },
  { id: 'offer', href: '/account/offer', labelKey: 'account.tabs.offer' },
  { id: 'invoices', href: '/account/invoices', labelKey: 'account.tabs.invoices' },
  { id: 'password', href: '/account/password', labelKey: 'account.tabs.password' },
  { id: 'online-store', href: ONLINE_STORE_PATH, labelKey: 'account.tabs.online_store' },
] as const;

/** /account and its route tabs: socials, offer, invoices, password (SPEC §2), the online store. */
export function AccountLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = TABS.find((tab) => tab.href !== '/account' && pathname.startsWith(tab.href)) ?? TABS[0];
  return (
    <Stack gap={6}>
      <Heading level={1} size="xxl">
        {intl.formatMessage({ id: 'account.title' })}
      </Heading>
      <TabLinks
        label={intl.formatMessage({ id: 'account.tabs.label' })}
        items={TABS.map((tab) => ({
          id: tab.id,
          href: tab.href,
          label: intl.formatMessage({ id: tab.labelKey }),
        }))}
        activeId={active.id}
        linkAs={RouterLink}
      />
      <Outlet />
    </Stack>
  );
}
