import { useMemo } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { NavigationContext, type Navigation } from '../lib/routing/navigation';
import { RouterLink } from '../lib/routing/RouterLink';
import { useSession } from '../lib/session/useSession';

/**
 * Signed-out screens: a visitor with a valid session is sent to / (SPEC §2). Inside the app they
 * move on through the router (the prerendered ones also open without it: ADR 020).
 */
export function SignedOutOnly() {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ navigate: (to, options) => void navigate(to, options), Link: RouterLink }),
    [navigate],
  );
  if (isSignedIn) return <Navigate to="/" replace />;
  return (
    <NavigationContext.Provider value={navigation}>
      <Outlet />
    </NavigationContext.Provider>
  );
}
