import { apiRequest } from '../api/client';
import { endpoints } from '../api/endpoints';

// A sign-out waits this long at most for the API: the merchant is signed out here whatever it says.
const LOGOUT_TIMEOUT_MS = 5000;

/** Ends the stored session on the server (POST /v1/logout): its token is refused from then on. */
export async function endSession(): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await apiRequest(endpoints.signOut(), { method: 'POST', signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** Ends every session of the signed-in merchant, on every device, this one included. */
export function endEverySession(): Promise<void> {
  return apiRequest(endpoints.signOutEverywhere(), { method: 'POST' });
}
