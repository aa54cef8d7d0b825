import useSWR, { useSWRConfig } from 'swr';
import { PAGE_SIZE, type AuthorMetricsCollection, type AuthorMetricsRow } from '@merci/domain';
import { apiPath, apiRequest } from '../../../lib/api/client';
import { endpoints, keyOf, readsOf } from '../../../lib/api/endpoints';

/**
 * shopSocialAuthors: GET /social_content_instagrams/author_metrics (SPEC §7). The call defaults to
 * 12 a page; the table shows 10, so 10 is asked for.
 */
export const authorMetricsKey = (accountId: number, page: number) =>
  keyOf(endpoints.authorMetrics(), { socialAccount: accountId, itemsPerPage: PAGE_SIZE.default, page });

/** hydra:member is a pair: the rows, then the total count. */
export function readAuthorMetrics(collection: AuthorMetricsCollection): {
  items: AuthorMetricsRow[];
  total: number;
} {
  const [rows, total] = collection['hydra:member'] ?? [];
  return {
    items: Array.isArray(rows) ? rows : [],
    total: typeof total === 'number' ? total : (collection['hydra:totalItems'] ?? 0),
  };
}

export function useAuthorMetrics(accountId: number | undefined, page: number) {
  const { data, error, isLoading, mutate } = useSWR<AuthorMetricsCollection>(
    accountId ? authorMetricsKey(accountId, page) : null,
    { keepPreviousData: true },
  );
  return { page: data ? readAuthorMetrics(data) : undefined, error, isLoading, retry: () => mutate() };
}

/**
 * PATCH /social_content_instagrams/patch_email_by_username?socialAccount={id} with
 * {authorUsername, authorEmail}; then every page of the authors table is read again.
 */
export function useSaveAuthorEmail(accountId: number | undefined) {
  const { mutate } = useSWRConfig();
  return async (authorUsername: string, authorEmail: string) => {
    if (!accountId) throw new Error('No Instagram account to save the e-mail on');
    await apiRequest(apiPath(endpoints.authorEmail(), { socialAccount: accountId }), {
      method: 'PATCH',
      body: { authorUsername, authorEmail },
      contentType: 'application/merge-patch+json',
      errorKey: 'form.social_author_email_form.error',
    });
    await mutate(readsOf(endpoints.authorMetrics()));
  };
}
