import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../lib/session/useSession';

/** Signed-out screens: a visitor with a valid session is sent to / (SPEC §2). */
export function SignedOutOnly() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Navigate to="/" replace /> : <Outlet />;
}
