import { redirect } from 'react-router-dom';
import { clearSession } from '../lib/session/session';

/** POST /logout (SPEC §2): removes token and expiration, then goes to /signin. */
export function logoutAction() {
  clearSession();
  return redirect('/signin');
}
