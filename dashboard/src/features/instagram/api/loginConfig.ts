import useSWR from 'swr';
import type { InstagramLoginConfig } from '@merci/domain';
import { apiRequest } from '../../../lib/api/client';

const LOGIN_CONFIG_PATH = '/instagram/login_config';

/** GET /instagram/login_config (public): how the Instagram login opens on this server. */
export function fetchLoginConfig(): Promise<InstagramLoginConfig> {
  return apiRequest<InstagramLoginConfig>(LOGIN_CONFIG_PATH, { isPublic: true });
}

/**
 * The server's Instagram login configuration, read once where the login prompt is shown: it does
 * not change while the server runs, so it is never read again on focus or reconnection.
 */
export function useLoginConfig() {
  return useSWR(LOGIN_CONFIG_PATH, fetchLoginConfig, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
