import {
  hydraCollection as hydraCollectionAt,
  readPage,
  type HydraCollection,
  type PageRequest,
} from '@merci/domain';
import { API_BASE } from '../lib/api/client';

export type { PageRequest };

/** `page` (default 1) and `itemsPerPage` (default per list, capped at 100) from the query. */
export const pageOf = (url: URL, defaultItemsPerPage: number): PageRequest =>
  readPage(
    { page: url.searchParams.get('page'), itemsPerPage: url.searchParams.get('itemsPerPage') },
    defaultItemsPerPage,
  );

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
  page: PageRequest,
): HydraCollection<T> {
  const url = withoutBase(requestUrl);
  return hydraCollectionAt(`${url.pathname}${url.search}`, members, total, page);
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
