import { ApiError, apiRequest } from '../../../lib/api/client';

/** An Instagram account the demo can connect without Facebook (GET /instagram/demo_login). */
export interface DemoAccount {
  name: string;
  username: string;
  pictureUrl: string | null;
  accessToken: string;
}

/**
 * The accounts of the demo login, or null when the API offers none (404: the demo login is
 * switched off on this server).
 */
export async function fetchDemoAccounts(): Promise<DemoAccount[] | null> {
  try {
    const answer = await apiRequest<{ accounts?: DemoAccount[] }>('/instagram/demo_login');
    return Array.isArray(answer?.accounts) ? answer.accounts : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * POST /v2/shops/{shopId}/instagram/connect connects the account (SPEC §4, §7). The token travels
 * in the body, never in the address that proxies and logs record (docs/adr/028).
 */
export function connectInstagram(shopId: number, accessToken: string) {
  return apiRequest<unknown>(`/v2/shops/${shopId}/instagram/connect`, {
    method: 'POST',
    body: { accessToken },
    errorKey: 'social.errors.connect',
  });
}
