import { CONTENTS_FILTER_PARAMS, PAGE_SIZE } from '@merci/domain';
import type { QueryValue } from '../../../lib/api/client';
import type { ContentStatus, ContentsQuery } from '../contents/contentsQuery';

/** The API's `rewarded` for a tab: false for what is left to reward, true for rewarded, none for all. */
const REWARDED: Record<ContentStatus, boolean | null> = { to_reward: false, rewarded: true, all: null };

/**
 * The query of GET /social_account_instagrams/{id}/social_contents (SPEC §7): newest first,
 * 12 a page, plus the status tab as `rewarded=false|true` (left out for every content); the client
 * leaves empty values out.
 */
export function contentsWireQuery(
  query: ContentsQuery & { authorUsername?: string | null },
): Record<string, QueryValue> {
  return {
    [CONTENTS_FILTER_PARAMS.order]: 'desc',
    itemsPerPage: PAGE_SIZE.socialContents,
    page: query.page,
    [CONTENTS_FILTER_PARAMS.rewarded]: REWARDED[query.status],
    [CONTENTS_FILTER_PARAMS.type]: query.type,
    [CONTENTS_FILTER_PARAMS.likeMin]: query.likeMin,
    [CONTENTS_FILTER_PARAMS.likeMax]: query.likeMax,
    [CONTENTS_FILTER_PARAMS.authorUsername]: query.authorUsername,
    after: query.position?.key === 'after' ? query.position.value : null,
    before: query.position?.key === 'before' ? query.position.value : null,
  };
}
