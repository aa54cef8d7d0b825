import { CONTENT_TYPES, FIRST_PAGE, PAGE_SIZE, type ContentType } from '@merci/domain';
import type { QueryValue } from '../../../lib/api/client';

/** The filters of the contents list (SPEC §2): a content type and a like_count range. */
export interface ContentFilters {
  type: ContentType | null;
  likeMin: number | null;
  likeMax: number | null;
}

/** What the address of the contents list holds: the filters and the page. */
export interface ContentsQuery extends ContentFilters {
  page: number;
}

export const NO_FILTERS: ContentFilters = { type: null, likeMin: null, likeMax: null };

/** Names of the query-string parameters, so that a filtered page can be shared and reloaded. */
const PARAM = { type: 'type', likeMin: 'likeMin', likeMax: 'likeMax', page: 'page' } as const;

/** A whole number of at least `min` written in the address, or null for anything else. */
function count(text: string | null, min: number): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= min ? value : null;
}

const isContentType = (value: string | null): value is ContentType =>
  value !== null && (CONTENT_TYPES as readonly string[]).includes(value);

/**
 * Reads the list's state from the address (`?type=reels&likeMin=100&page=2`). A value that is not
 * valid (an unknown type, a negative or non-numeric count, page 0) is ignored, as if absent.
 */
export function readContentsQuery(params: URLSearchParams): ContentsQuery {
  const type = params.get(PARAM.type);
  return {
    type: isContentType(type) ? type : null,
    likeMin: count(params.get(PARAM.likeMin), 0),
    likeMax: count(params.get(PARAM.likeMax), 0),
    page: count(params.get(PARAM.page), 1) ?? FIRST_PAGE,
  };
}

/** The address of a list state: empty filters and the first page are left out. */
export function writeContentsQuery(query: ContentsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type) params.set(PARAM.type, query.type);
  if (query.likeMin !== null) params.set(PARAM.likeMin, String(query.likeMin));
  if (query.likeMax !== null) params.set(PARAM.likeMax, String(query.likeMax));
  if (query.page > FIRST_PAGE) params.set(PARAM.page, String(query.page));
  return params;
}

/** New filters start again from the first page: the old page number may not exist any more. */
export function withFilters(filters: ContentFilters): ContentsQuery {
  return { ...filters, page: FIRST_PAGE };
}

export const hasFilters = (filters: ContentFilters) =>
  filters.type !== null || filters.likeMin !== null || filters.likeMax !== null;

/**
 * The query of GET /social_account_instagrams/{id}/social_contents (SPEC §7): newest first,
 * 12 a page; the client leaves empty values out.
 */
export function contentsWireQuery(
  query: ContentsQuery & { authorUsername?: string | null },
): Record<string, QueryValue> {
  return {
    'order[createdAt]': 'desc',
    itemsPerPage: PAGE_SIZE.socialContents,
    page: query.page,
    type: query.type,
    'likeCount[gte]': query.likeMin,
    'likeCount[lte]': query.likeMax,
    authorUsername: query.authorUsername,
  };
}
