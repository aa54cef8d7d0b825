import { FIRST_PAGE, MAX_ITEMS_PER_PAGE } from '../constants.js';
import type { HydraCollection } from '../types.js';

/**
 * Pages of a hydra collection as the API reads and writes them (SPEC §7), pure: the API and the
 * mock API page alike.
 */

export interface PageRequest {
  page: number;
  itemsPerPage: number;
}

const positiveInteger = (value: unknown): number | undefined => {
  const number = value == null || value === '' ? NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** `page` (default 1) and `itemsPerPage` (default per list, capped at 100) from the query. */
export function readPage(query: Record<string, unknown>, defaultItemsPerPage: number): PageRequest {
  return {
    page: positiveInteger(query.page) ?? FIRST_PAGE,
    itemsPerPage: Math.min(positiveInteger(query.itemsPerPage) ?? defaultItemsPerPage, MAX_ITEMS_PER_PAGE),
  };
}

/**
 * Where the next and previous pages start, for a list read by position (keyset): the links to
 * them carry `after` and `before`, so that following them costs the same at any depth.
 */
export interface PageCursors {
  next?: string | undefined;
  previous?: string | undefined;
}

/** The query keys of a position in a list read by keyset. */
const CURSOR_KEYS = ['after', 'before'] as const;

/**
 * A hydra collection at `pathAndQuery` (without the API base), with `hydra:view` links to the first, last, previous and next pages built
 * from the request's own path and query (so filters carry over).
 */
export function hydraCollection<T>(
  pathAndQuery: string,
  members: T[],
  total: number,
  { page, itemsPerPage }: PageRequest,
  cursors?: PageCursors,
): HydraCollection<T> {
  // IRIs are relative to the API base (as `@id`s are), so the client joins them to its own base.
  const url = new URL(pathAndQuery, 'http://merci.local');
  const pageUrl = (target: number, cursor?: [(typeof CURSOR_KEYS)[number], string | undefined]) => {
    for (const key of CURSOR_KEYS) url.searchParams.delete(key);
    url.searchParams.set('page', String(target));
    if (cursor?.[1] !== undefined) url.searchParams.set(cursor[0], cursor[1]);
    return `${url.pathname}${url.search}`;
  };
  url.searchParams.set('page', String(page));
  const current = `${url.pathname}${url.search}`;
  const lastPage = Math.max(1, Math.ceil(total / itemsPerPage));
  const view: NonNullable<HydraCollection<T>['hydra:view']> = {
    '@id': current,
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageUrl(1),
    'hydra:last': pageUrl(lastPage),
  };
  if (page > 1) view['hydra:previous'] = pageUrl(Math.min(page - 1, lastPage), ['before', cursors?.previous]);
  if (page < lastPage) view['hydra:next'] = pageUrl(page + 1, ['after', cursors?.next]);
  return {
    '@context': '/contexts/Collection',
    '@id': url.pathname,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
    'hydra:view': view,
  };
}
