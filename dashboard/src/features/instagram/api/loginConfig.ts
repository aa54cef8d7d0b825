import useSWR from 'swr';
import type { InstagramLoginConfig } from '@merci/domain';
import { apiRequest } from '../../../lib/api/client';
import { endpoints } from '../../../lib/api/endpoints';

/** GET /instagram/login_config (public): how the Instagram login opens on this server. */
export function fetchLoginConfig(): Promise<InstagramLoginConfig> {
  return apiRequest<InstagramLoginConfig>(endpoints.instagramLoginConfig(), { isPublic: true });
}

/**
 * The server's Instagram login configuration, read once where the login prompt is shown: it does
 * not change while the server runs, so it is never read again on focus or reconnection.
 */
export function useLoginConfig() {
  const { data, error, isLoading, mutate } = useSWR(endpoints.instagramLoginConfig(), fetchLoginConfig, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { config: data, error, isLoading, retry: () => mutate() };
}
