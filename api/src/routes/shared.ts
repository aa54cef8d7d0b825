import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.js';

/** Ids are 32-bit integer columns: a larger number names nothing (and must not reach PostgreSQL). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from a route parameter, or 404 (an id that cannot exist is not found). */
export function idParam(value: unknown): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw notFound();
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

/** Reads `key` or `key[]`-style flat query keys as SPEC §7 writes them (`likeCount[gte]`). */
export function queryValue(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown>)[key];
  if (Array.isArray(value)) return value.length > 0 ? String(value[0]) : undefined;
  return value == null || value === '' ? undefined : String(value);
}

export const toBool = (value: number | boolean | null | undefined) => value === 1 || value === true;
