import type { FastifyRequest } from 'fastify';
import { HttpError, notFound, type Violation } from './errors.js';

/**
 * How the API reads the values of a request that are not JSON bodies: ids in the path, ids in the
 * query (a number or an IRI), SPEC §7's flat query keys and the order of a list. Every route reads
 * them here, so that one value means one thing and one mistake answers one way.
 */

/** Ids are 32-bit integer columns: a larger number names nothing (and must not reach PostgreSQL). */
export const MAX_ID = 2_147_483_647;

/** A 400 problem naming the query or path values at fault. */
export const badRequest = (violations: Violation[]) => new HttpError(400, 'errors.bad_request', violations);

/** A positive integer id from a route parameter, or 404 (an id that cannot exist is not found). */
export function idParam(value: unknown): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw notFound();
  return id;
}

/** A positive id given as a number, digits or an IRI (`/social_account_instagrams/3`), else undefined. */
export function idOrIri(value: unknown): number | undefined {
  const match = /^(?:\/[a-z_]+\/)?(\d+)$/.exec(String(value ?? '').trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * The shop named in the path, which must be the caller's own: another shop's id answers 404,
 * exactly as an id that does not exist, so that ids reveal nothing.
 */
export function ownShop(request: FastifyRequest, shopIdParam: unknown): number {
  const shopId = idParam(shopIdParam);
  if (shopId !== request.ownShopId()) throw notFound();
  return shopId;
}

/** Reads `key` or `key[]`-style flat query keys as SPEC §7 writes them (`likeCount[gte]`). */
export function queryValue(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown>)[key];
  if (Array.isArray(value)) return value.length > 0 ? String(value[0]) : undefined;
  return value == null || value === '' ? undefined : String(value);
}

export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** `order[createdAt]`: desc by default, asc on request, anything else 400 `errors.invalid_choice`. */
export function createdAtOrder(query: unknown): OrderDirection {
  const order = queryValue(query, 'order[createdAt]') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') {
    throw badRequest([{ propertyPath: 'order[createdAt]', message: 'errors.invalid_choice' }]);
  }
  return order;
}
