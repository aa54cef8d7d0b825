import { redirect } from 'react-router-dom';
import { endSession } from '../lib/session/endSession';
import { clearSession } from '../lib/session/session';

/**
 * POST /logout (SPEC §2): ends the session on the server, then removes token and expiration and
 * goes to /signin. The API refusing or out of reach (a 401, no network) signs out here all the
 * same: nobody stays signed in because the server could not be told.
 */
export async function logoutAction() {
  try {
    await endSession();
  } catch {
    // Signed out locally below, whatever the server answered.
  }
  clearSession();
  return redirect('/signin');
}
