import { PAGE_SIZE } from '@merci/domain';
import { apiPath, type QueryValue } from '../client';

/**
 * Every path of the API the dashboard calls, written in this folder only (SPEC §7), one module per
 * part of the API so that a screen's bundle carries the paths it calls and no other. A hook builds
 * its SWR key and a write its refresh from these functions, so renaming a path here renames both.
 */
export * as endpoints from './paths';

/** An SWR key: the path plus its query, which is also the request's target. */
export const keyOf = (path: string, query?: Record<string, QueryValue>) => apiPath(path, query);

/** The list order every paged list asks for: newest first (SPEC §7), one page of `itemsPerPage`. */
export const newestFirst = (page: number, itemsPerPage: number = PAGE_SIZE.default) => ({
  'order[createdAt]': 'desc',
  itemsPerPage,
  page,
});

/** Whether an SWR key reads `path`: the path alone or with any query. */
export const isKeyOf = (key: unknown, path: string): key is string =>
  typeof key === 'string' && (key === path || key.startsWith(`${path}?`));

/**
 * The refresh matcher of a write: every cached read of these paths, whatever its query (a page,
 * a filter, the home's latest), for SWR's `mutate(matcher)`.
 */
export const readsOf =
  (...paths: string[]) =>
  (key: unknown) =>
    paths.some((path) => isKeyOf(key, path));

/**
 * The refresh matcher of a path for any id: `readsOfEvery(endpoints.shopTodo)` matches every
 * shop's to-do. The pattern is the endpoint's own path with its id left open.
 */
export function readsOfEvery(path: (id: number) => string) {
  const HOLE = '\u0000';
  const [before = '', after = ''] = (path as unknown as (id: string) => string)(HOLE).split(HOLE);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escape(before)}\\d+${escape(after)}(\\?|$)`);
  return (key: unknown) => typeof key === 'string' && pattern.test(key);
}
