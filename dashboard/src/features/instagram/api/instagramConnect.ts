import useSWR from 'swr';
import { ApiError, apiRequest } from '../../../lib/api/client';
import { endpoints } from '../../../lib/api/endpoints';

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
    const answer = await apiRequest<{ accounts?: DemoAccount[] }>(endpoints.demoLogin());
    return Array.isArray(answer?.accounts) ? answer.accounts : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The demo login's accounts (fetchDemoAccounts), read once while wanted: the login dialog and the
 * story timeline's demo check share the answer.
 */
export function useDemoAccounts(isWanted = true) {
  const { data, error } = useSWR(isWanted ? endpoints.demoLogin() : null, fetchDemoAccounts, {
    revalidateOnFocus: false,
  });
  return { accounts: data, error };
}

/**
 * POST /v2/shops/{shopId}/instagram/connect connects the account (SPEC §4, §7). The token travels
 * in the body, never in the address that proxies and logs record (docs/adr/028).
 */
export function connectInstagram(shopId: number, accessToken: string) {
  return apiRequest<unknown>(endpoints.instagramConnect(shopId), {
    method: 'POST',
    body: { accessToken },
    errorKey: 'social.errors.connect',
  });
}
