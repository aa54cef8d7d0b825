import type { FastifyRequest } from 'fastify';
import {
  MAX_ID,
  idOrIri,
  positiveId,
  queryValue,
  readCreatedAtOrder,
  type OrderDirection,
} from '@merci/domain';
import { HttpError, notFound, type Violation } from './errors.js';

/**
 * How the API reads the values of a request that are not JSON bodies: ids in the path, ids in the
 * query (a number or an IRI), SPEC §7's flat query keys and the order of a list. Every route reads
 * them here, so that one value means one thing and one mistake answers one way.
 */

// The pure readings live in domain, where the mock API reads them too.
export { MAX_ID, idOrIri, queryValue };

/** A 400 problem naming the query or path values at fault. */
export const badRequest = (violations: Violation[]) => new HttpError(400, 'errors.bad_request', violations);

/** A positive integer id from a route parameter, or 404 (an id that cannot exist is not found). */
export function idParam(value: unknown): number {
  const id = positiveId(value);
  if (id === undefined) throw notFound();
  return id;
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

/** `order[createdAt]`: desc by default, asc on request, anything else 400 `errors.invalid_choice`. */
export function createdAtOrder(query: unknown): OrderDirection {
  const { order, violation } = readCreatedAtOrder(query);
  if (violation) throw badRequest([violation]);
  return order;
}
