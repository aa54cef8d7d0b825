import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { Button, Heading, Inline, Spinner, Stack, Text } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { useCurrentUser } from '../../lib/owner/useOwner';
import { clearSession } from '../../lib/session/session';
import { useExpiryLogout, useSession } from '../../lib/session/useSession';
import { AdminFrame } from './AdminFrame';

/**
 * The operator's console (/admin…), for merci's team: its own frame (AdminFrame), the account
 * loaded before any page. A missing or expired session goes to /signin; anyone but an operator
 * never reaches it (the route's OperatorOnly shows them the not-found screen).
 */
export function AdminLayout() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const session = useSession();
  const { user, error } = useCurrentUser();
  useExpiryLogout(useCallback(() => navigate('/signin', { replace: true }), [navigate]));

  if (!session.isSignedIn) {
    if (session.token) clearSession();
    return <Navigate to="/signin" replace />;
  }
  if (error && !user) {
    // A refused session signs out (the client's 401 handler); anything else may pass: reload.
    return (
      <AdminFrame>
        <Stack gap={4}>
          <Heading level={1} size="xl">
            {t('errors.http')}
          </Heading>
          <Text>
            {t(error instanceof ApiError && error.isClientError ? 'owner.errors.load' : 'errors.unavailable')}
          </Text>
          <Inline>
            <Button onClick={() => window.location.reload()}>{t('errors.route.reload')}</Button>
          </Inline>
        </Stack>
      </AdminFrame>
    );
  }
  // The same frame before and after the account arrives, as the server drew it (AdminLoading).
  return (
    <AdminFrame email={user?.email} busy={!user}>
      {user ? <Outlet /> : <Spinner label={t('app.loading')} />}
    </AdminFrame>
  );
}
