import { Outlet } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { isOperator } from '../lib/owner/ownerGuard';
import { useCurrentUser } from '../lib/owner/useOwner';

/**
 * The operator's console (/admin…) is for merci's team only: to anyone else signed in (a shop's
 * owner) it does not exist, so they find the not-found screen, not a refusal. While the account
 * loads, the console's frame waits for it (AdminLayout), and sends a visitor without a session
 * to /signin.
 */
export function OperatorOnly() {
  const { user } = useCurrentUser();
  if (user && !isOperator(user)) return <NotFoundPage />;
  return <Outlet />;
}
