import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useMatches } from 'react-router-dom';
import { Alert, Heading, Spinner, Stack } from '@merci/ui-kit';
import { ShopLoadError } from '../../../lib/owner/ShopLoadError';
import { useCurrentUser, useShop } from '../../../lib/owner/useOwner';
import { sectionHeading } from '../../../lib/routing/pageHeading';
import { isConnected, useSocialAccount } from '../../../lib/owner/socialAccount';
import { SocialHeader } from './SocialHeader';
import type { SocialContext } from './socialContext';

export { socialLoader } from './socialLoaders';

// Shown before the account is connected, or when its connection ends soon: its code (and its
// dialogs') stays out of the first load of every Instagram screen.
const LoginPrompt = lazy(async () => ({ default: (await import('../login/LoginPrompt')).LoginPrompt }));

/**
 * `/:social` (SPEC §2): the account header above every social screen. Without a connected account,
 * or with an expired token, the screens give way to the login prompt; a connection that ends on a
 * known day (ADR 025) keeps the screens, the prompt above them to connect again before then.
 */
export function SocialLayout() {
  const intl = useIntl();
  const matches = useMatches();
  const { user } = useCurrentUser();
  const shopId = user?.shop?.id;
  const { shop, isFailed: isShopFailed } = useShop(shopId);
  const { account, error } = useSocialAccount(shopId, { isFollowingPull: true });

  if (error) {
    // The screen's own title is not drawn without the account: the section's stands in for it.
    const titleKey = sectionHeading(matches)?.titleKey;
    return (
      <Stack gap={6}>
        <Heading level={1} size="xxl">
          {titleKey ? intl.formatMessage({ id: titleKey }) : null}
        </Heading>
        <Alert tone="danger" message={intl.formatMessage({ id: 'social.errors.account' })} />
      </Stack>
    );
  }
  if (account === undefined) return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;

  const connected = isConnected(account);
  const context: SocialContext | null = connected ? { account, shop, shopId, isShopFailed } : null;
  return (
    <Stack gap={6}>
      <SocialHeader account={connected ? account : null} shop={shop} />
      {context ? (
        <>
          {account?.connection_ends_at ? (
            <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'app.loading' })} />}>
              <LoginPrompt shop={shop} account={account} headingLevel={2} />
            </Suspense>
          ) : null}
          <Outlet context={context} />
        </>
      ) : (
        <>
          {/* The login button waits for a validated shop: without the shop, say why. */}
          {isShopFailed ? <ShopLoadError shopId={shopId} /> : null}
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'app.loading' })} />}>
            <LoginPrompt shop={shop} account={account} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
