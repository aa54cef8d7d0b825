import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useMatches, useNavigate } from 'react-router-dom';
import { Banner, Button, Heading, Inline, Stack, Text } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { isOperator, ownerProblem, tokenRoles } from '../../lib/owner/ownerGuard';
import { useCurrentUser, useShop, useUnreadCount } from '../../lib/owner/useOwner';
import { clearSession } from '../../lib/session/session';
import { useExpiryLogout, useSession } from '../../lib/session/useSession';
import { useShopTodo } from '../../lib/todo/useShopTodo';
import { PRODUCT_WEBSITE_OFFERS_URL } from '../../lib/links';
import { Content } from './AuthenticatedLayout.styles';
import { LayoutFrame } from './LayoutFrame';
import { PageHeadingLoading } from './LayoutLoading';
import { OwnerRefused } from './OwnerRefused';
import { drawsWhileAccountLoads, pageHeading } from '../../lib/routing/pageHeading';

/**
 * The frame of every signed-in screen (SPEC §2): side navigation (with the count of contents to
 * reward), header with e-mail, shop, language and bell (on a phone an app bar and a menu drawer),
 * the not-validated banner, or the suspension's in its place. A missing or
 * expired session goes to /signin; a member of merci's team goes to the operator's console,
 * without a shop's screen on the way.
 */
export function AuthenticatedLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const matches = useMatches();
  const session = useSession();
  const { user, error: userError } = useCurrentUser();
  const { shop } = useShop(user?.shop?.id);
  const unread = useUnreadCount(user?.id);
  // The navigation's count of contents to reward: absent from the server's frame and until it
  // has loaded, a badge that appears then (ADR 031).
  const { todo } = useShopTodo(user?.shop?.id);
  const [isBannerDismissed, setBannerDismissed] = useState(false);
  useExpiryLogout(useCallback(() => navigate('/signin', { replace: true }), [navigate]));

  // Before the session check: OwnerRefused signs the account out, which empties the user query,
  // so the refusal is remembered to stay on screen after.
  const [refusal, setRefusal] = useState<ReturnType<typeof ownerProblem>>(null);
  // An operator never sees a shop's frame: known from the account, or until it has loaded from
  // the session's claims (a hint: the console checks the account itself).
  if (user ? isOperator(user) : session.isSignedIn && isOperator({ roles: tokenRoles(session.token) }))
    return <Navigate to="/admin" replace />;
  const seenProblem = user ? ownerProblem(user) : null;
  if (seenProblem && seenProblem !== refusal) setRefusal(seenProblem);
  const problem = seenProblem ?? refusal;
  if (problem)
    return (
      <OwnerRefused
        reasonKey={problem === 'not_merchant' ? 'owner.errors.not_merchant' : 'owner.errors.missing_company'}
      />
    );
  if (!session.isSignedIn) {
    if (session.token) clearSession();
    return <Navigate to="/signin" replace />;
  }
  // A failed refresh of an account already loaded (the API stopped for a while) keeps the frame:
  // each screen shows its own error, and the next refresh brings everything back.
  if (userError && !user) {
    // Unreachable API or server error: the session stays, a reload tries again.
    if (!(userError instanceof ApiError && userError.isClientError))
      return (
        <Content>
          <Stack gap={4}>
            <Heading level={1} size="xl">
              {intl.formatMessage({ id: 'errors.http' })}
            </Heading>
            <Text>{intl.formatMessage({ id: 'errors.unavailable' })}</Text>
            <Inline>
              <Button onClick={() => window.location.reload()}>
                {intl.formatMessage({ id: 'errors.route.reload' })}
              </Button>
            </Inline>
          </Stack>
        </Content>
      );
    return <OwnerRefused reasonKey="owner.errors.load" />;
  }
  const t = (id: string) => intl.formatMessage({ id });
  const showBanner = !isBannerDismissed && (!shop || !shop.validated) && shop !== undefined;
  // A suspension says more than a missing validation, and stays while it holds: no dismiss.
  const suspension = shop?.suspension;

  return (
    // The same frame with or without the account (it keeps its state: an open menu stays open),
    // as LayoutLoading draws it.
    <LayoutFrame
      busy={!user}
      shopName={shop?.name}
      email={user?.email}
      unread={unread}
      counts={{ contents: todo?.contentsToReward }}
      banner={
        suspension ? (
          <Banner
            data-print-hidden
            tone="danger"
            // The sentence ends the reason itself: a full stop typed by the team is not doubled.
            message={intl.formatMessage(
              { id: 'layout.banner.suspended' },
              { reason: suspension.reason.trim().replace(/[.…]+$/, '') },
            )}
          />
        ) : showBanner ? (
          <Banner
            // About the account, not the page: a printed page (the analytics) leaves it out.
            data-print-hidden
            message={t('layout.banner.not_validated')}
            link={{ href: PRODUCT_WEBSITE_OFFERS_URL, label: t('layout.banner.subscribe') }}
            dismissLabel={t('layout.banner.dismiss')}
            onDismiss={() => setBannerDismissed(true)}
          />
        ) : null
      }
    >
      {user || drawsWhileAccountLoads(matches) ? (
        <Outlet />
      ) : (
        <PageHeadingLoading heading={pageHeading(matches)} />
      )}
    </LayoutFrame>
  );
}
