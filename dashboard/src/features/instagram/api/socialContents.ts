import useSWR from 'swr';
import type { ContentCounts, Page, SocialContent, SocialContentCollection } from '@merci/domain';
import { endpoints, keyOf } from '../../../lib/api/endpoints';
import { positionOfLink, type ContentsQuery } from '../contents/contentsQuery';
import { contentsWireQuery } from './contentsWireQuery';

/** shopSocialContents: one page of the account's contents, filtered (SPEC §7). */
export const socialContentsKey = (
  accountId: number,
  query: ContentsQuery & { authorUsername?: string | null },
) => keyOf(endpoints.socialContents(accountId), contentsWireQuery(query));

export function useSocialContents(
  accountId: number | undefined,
  query: ContentsQuery & { authorUsername?: string | null },
) {
  const { data, error, isLoading, mutate } = useSWR<SocialContentCollection>(
    accountId ? socialContentsKey(accountId, query) : null,
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    { keepPreviousData: true },
  );
  // The counts of the status tabs, for the account and the filters (not the tab) asked for.
  const counts: ContentCounts | undefined = data?.counts;
  // Where the next and previous pages start: moving by one page follows them (no offset).
  const view = data?.['hydra:view'];
  const positions = {
    next: positionOfLink(view?.['hydra:next']),
    previous: positionOfLink(view?.['hydra:previous']),
  };
  return {
    page: data ? contentsPage(data) : undefined,
    counts,
    positions,
    error,
    isLoading,
    retry: () => mutate(),
  };
}

/**
 * The page and its total. Beyond the API's count cap the total is a lower bound
 * (`totalItemsAtLeast`): the pager then reaches the last page it covers.
 */
function contentsPage(collection: SocialContentCollection): Page<SocialContent> {
  const total = collection['hydra:totalItems'] ?? collection.totalItemsAtLeast ?? 0;
  return { items: collection['hydra:member'], total };
}

/** One content: GET /social_content_instagrams/{id}. */
export const socialContentKey = endpoints.socialContent;

export function useSocialContent(contentId: number | undefined) {
  const { data, error, isLoading } = useSWR<SocialContent>(contentId ? socialContentKey(contentId) : null);
  return { content: data, error, isLoading };
}
