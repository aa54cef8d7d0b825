import { FIRST_PAGE, MAX_ITEMS_PER_PAGE, type HydraCollection } from '@merci/domain';
import { API_BASE } from '../lib/api/client';

/** The page asked for, read as the API reads it (api/src/http/hydra.ts). */
export interface PageRequest {
  page: number;
  itemsPerPage: number;
}

const positiveInteger = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** `page` (default 1) and `itemsPerPage` (default per list, capped at 100) from the query. */
export function pageOf(url: URL, defaultItemsPerPage: number): PageRequest {
  return {
    page: positiveInteger(url.searchParams.get('page')) ?? FIRST_PAGE,
    itemsPerPage: Math.min(
      positiveInteger(url.searchParams.get('itemsPerPage')) ?? defaultItemsPerPage,
      MAX_ITEMS_PER_PAGE,
    ),
  };
}

// The path of the base, whether it is relative ('/api') or a whole address.
const BASE_PATH = new URL(API_BASE || '/', 'http://merci.local').pathname.replace(/\/$/, '');

/** The request's path and query without the API base, as the API's IRIs are written. */
function withoutBase(url: URL): URL {
  const relative = new URL(url.pathname + url.search, 'http://merci.local');
  if (BASE_PATH && relative.pathname.startsWith(BASE_PATH)) {
    relative.pathname = relative.pathname.slice(BASE_PATH.length) || '/';
  }
  return relative;
}

/**
 * One page of `items` as a hydra collection, byte for byte the shape of the API's
 * `hydraCollection`: `@context`, `@id`, members, total and the `hydra:view` page links.
 */
export function hydraPage<T>(url: URL, items: readonly T[], { page, itemsPerPage }: PageRequest) {
  const offset = (page - 1) * itemsPerPage;
  return hydraCollection(url, items.slice(offset, offset + itemsPerPage), items.length, {
    page,
    itemsPerPage,
  });
}

/** A hydra collection of `members` out of `total`, with the page links of the request. */
export function hydraCollection<T>(
  requestUrl: URL,
  members: T[],
  total: number,
  { page, itemsPerPage }: PageRequest,
): HydraCollection<T> {
  const url = withoutBase(requestUrl);
  const pageUrl = (target: number) => {
    url.searchParams.set('page', String(target));
    return `${url.pathname}${url.search}`;
  };
  const lastPage = Math.max(1, Math.ceil(total / itemsPerPage));
  const view: NonNullable<HydraCollection<T>['hydra:view']> = {
    '@id': pageUrl(page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageUrl(1),
    'hydra:last': pageUrl(lastPage),
  };
  if (page > 1) view['hydra:previous'] = pageUrl(Math.min(page - 1, lastPage));
  if (page < lastPage) view['hydra:next'] = pageUrl(page + 1);
  return {
    '@context': '/contexts/Collection',
    '@id': url.pathname,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
    'hydra:view': view,
  };
}

/** The unpaginated lists (categories, offers) carry their own context and no view. */
export function hydraList<T>(resource: string, path: string, members: T[]): HydraCollection<T> {
  return {
    '@context': `/contexts/${resource}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  };
}
