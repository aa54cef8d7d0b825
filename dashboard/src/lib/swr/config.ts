import type { SWRConfiguration } from 'swr';
import { ApiError, apiRequest } from '../api/client';
import { takeFirstRead } from './firstReads';
import { renderDataInBackground } from './renderDataInBackground';

const MAX_RETRIES = 4;

/** How a key is fetched: the API path plus query, through the API client. */
export const fetchKey = (key: string) => apiRequest(key);

/**
 * Every SWR hook fetches its key (the API path plus query) through the API client. Failures are
 * retried with exponential backoff, except 4xx answers, which a retry would not change. A key
 * the start read ahead takes that answer (takeFirstRead). Data arriving is rendered in the
 * background (renderDataInBackground).
 */
export const swrConfig: SWRConfiguration = {
  fetcher: fetchKey,
  use: [takeFirstRead, renderDataInBackground],
  dedupingInterval: 2000,
  revalidateOnFocus: true,
  shouldRetryOnError: true,
  onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.isClientError) return;
    if (retryCount >= MAX_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), Math.min(30_000, 1000 * 2 ** retryCount));
  },
};
