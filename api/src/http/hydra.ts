import type { FastifyRequest } from 'fastify';
import { hydraCollection as hydraCollectionAt, readPage, type PageCursors } from '@merci/domain';
import type { HydraCollection } from '@merci/domain';

export interface Pagination {
  page: number;
  itemsPerPage: number;
  offset: number;
}

/** `page` (default 1) and `itemsPerPage` (default per list, capped at 100) from the query. */
export function pagination(query: Record<string, unknown>, defaultItemsPerPage: number): Pagination {
  const { page, itemsPerPage } = readPage(query, defaultItemsPerPage);
  return { page, itemsPerPage, offset: (page - 1) * itemsPerPage };
}

export type { PageCursors };

/**
 * A hydra collection, with `hydra:view` links to the first, last, previous and next pages built
 * from the request's own path and query (so filters carry over).
 */
export function hydraCollection<T>(
  request: FastifyRequest,
  members: T[],
  total: number,
  page: Pagination,
  cursors?: PageCursors,
): HydraCollection<T> {
  return hydraCollectionAt(withoutPrefix(request), members, total, page, cursors);
}

/** The request path and query without the API prefix (`/api`). */
export function withoutPrefix(request: FastifyRequest): string {
  const prefix = request.server.prefix;
  return prefix && request.url.startsWith(prefix) ? request.url.slice(prefix.length) || '/' : request.url;
}
