import { FIRST_PAGE, readContentsFilter, type ContentType, type ContentsFilterField } from '@merci/domain';

export { isLikeRangeValid } from '@merci/domain';

/** The filters of the contents list (SPEC §2): a content type and a like_count range. */
export interface ContentFilters {
  type: ContentType | null;
  likeMin: number | null;
  likeMax: number | null;
}

/** The status tabs of the contents list: not rewarded yet (the default), rewarded, or every content. */
export const CONTENT_STATUSES = ['to_reward', 'rewarded', 'all'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The list opens on what is left to reward. */
export const DEFAULT_STATUS: ContentStatus = 'to_reward';

/** What the address of the contents list holds: the status tab, the filters and the page. */
export interface ContentsQuery extends ContentFilters {
  status: ContentStatus;
  page: number;
  /**
   * Where the page starts, from the API's next or previous link (`after` or `before`): the API then
   * seeks it in its index instead of counting its way there. Absent after a jump to a page.
   */
  position?: PagePosition | null;
}

/** A page's position as the API's next (`after`) or previous (`before`) link gives it. */
export interface PagePosition {
  key: 'after' | 'before';
  value: string;
}

const POSITION_KEYS = ['after', 'before'] as const;

/** The position a next or previous link of the API carries, if any. */
export function positionOfLink(link: string | undefined): PagePosition | null {
  if (!link) return null;
  const params = new URL(link, 'http://merci.local').searchParams;
  for (const key of POSITION_KEYS) {
    const value = params.get(key);
    if (value && /^[\w-]{1,200}$/.test(value)) return { key, value };
  }
  return null;
}

export const NO_FILTERS: ContentFilters = { type: null, likeMin: null, likeMax: null };

/** Names of the query-string parameters, so that a filtered page can be shared and reloaded. */
const PARAM = {
  status: 'status',
  type: 'type',
  likeMin: 'likeMin',
  likeMax: 'likeMax',
  page: 'page',
} as const;

/** A page number written in the address, or null for anything else. */
function pageNumber(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= FIRST_PAGE ? value : null;
}

const isContentStatus = (value: string | null): value is ContentStatus =>
  value !== null && (CONTENT_STATUSES as readonly string[]).includes(value);

/** The filters the address holds: it names them as code does, which the wire does not. */
const ADDRESS_FILTERS: readonly ContentsFilterField[] = [PARAM.type, PARAM.likeMin, PARAM.likeMax];

/**
 * Reads the list's state from the address (`?status=all&type=reels&likeMin=100&page=2`). A value
 * that is not valid (an unknown status or type, a negative or non-numeric count, a minimum above
 * the maximum, page 0) is ignored, as if absent; without a status, the list shows what is left
 * to reward, so the addresses written before the tabs still open.
 */
export function readContentsQuery(params: URLSearchParams): ContentsQuery {
  const status = params.get(PARAM.status);
  const { filters } = readContentsFilter((field) =>
    ADDRESS_FILTERS.includes(field) ? (params.get(field) ?? undefined) : undefined,
  );
  return {
    status: isContentStatus(status) ? status : DEFAULT_STATUS,
    type: filters.type ?? null,
    likeMin: filters.likeMin ?? null,
    likeMax: filters.likeMax ?? null,
    page: pageNumber(params.get(PARAM.page)) ?? FIRST_PAGE,
    ...withPosition(positionOfLink(`?${params.toString()}`)),
  };
}

const withPosition = (position: PagePosition | null | undefined) => (position ? { position } : {});

/** The address of a list state: the default status, empty filters and the first page are left out. */
export function writeContentsQuery(query: ContentsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== DEFAULT_STATUS) params.set(PARAM.status, query.status);
  if (query.type) params.set(PARAM.type, query.type);
  if (query.likeMin !== null) params.set(PARAM.likeMin, String(query.likeMin));
  if (query.likeMax !== null) params.set(PARAM.likeMax, String(query.likeMax));
  if (query.page > FIRST_PAGE) params.set(PARAM.page, String(query.page));
  if (query.position) params.set(query.position.key, query.position.value);
  return params;
}

/** New filters start again from the first page, in the same tab: the old page may not exist any more. */
export function withFilters(status: ContentStatus, filters: ContentFilters): ContentsQuery {
  return { ...filters, status, page: FIRST_PAGE };
}

/** Another tab starts again from its first page and keeps the filters. */
export function withStatus(query: ContentsQuery, status: ContentStatus): ContentsQuery {
  const { type, likeMin, likeMax } = query;
  return { type, likeMin, likeMax, status, page: FIRST_PAGE };
}

/** How many filters are set (the type, each like bound): the phone's "Filtres" button shows it. */
export const activeFilterCount = (filters: ContentFilters) =>
  [filters.type, filters.likeMin, filters.likeMax].filter((value) => value !== null).length;

export const hasFilters = (filters: ContentFilters) =>
  filters.type !== null || filters.likeMin !== null || filters.likeMax !== null;
