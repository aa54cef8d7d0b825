import type { RewardType } from '../constants.js';
import { ORDER_DIRECTIONS, type OrderDirection } from './contentsFilter.js';

/**
 * How the API reads the values of a request that are not JSON bodies (ids, IRIs, SPEC §7's flat
 * query keys, a list's order), as pure functions: the API and the mock API read them alike.
 */

/** Ids are 32-bit integer columns: a larger number names nothing (and must not reach PostgreSQL). */
export const MAX_ID = 2_147_483_647;

/** A query or path value refused, with the message key the API answers. */
export interface ParamViolation {
  propertyPath: string;
  message: string;
}

/** A positive integer id from a route parameter, or undefined (the API answers 404). */
export function positiveId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** A positive id given as a number, digits or an IRI (`/social_account_instagrams/3`), else undefined. */
export function idOrIri(value: unknown): number | undefined {
  const match = /^(?:\/[a-z_]+\/)?(\d+)$/.exec(String(value ?? '').trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** Reads `key` or `key[]`-style flat query keys as SPEC §7 writes them (`likeCount[gte]`). */
export function queryValue(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown>)[key];
  if (Array.isArray(value)) return value.length > 0 ? String(value[0]) : undefined;
  return value == null || value === '' ? undefined : String(value);
}

export const CREATED_AT_ORDER_PARAM = 'order[createdAt]';

/** `order[createdAt]`: desc by default, asc on request, anything else `errors.invalid_choice`. */
export function readCreatedAtOrder(
  query: unknown,
): { order: OrderDirection; violation?: undefined } | { order?: undefined; violation: ParamViolation } {
  const order = queryValue(query, CREATED_AT_ORDER_PARAM) ?? 'desc';
  return (ORDER_DIRECTIONS as readonly string[]).includes(order)
    ? { order: order as OrderDirection }
    : { violation: { propertyPath: CREATED_AT_ORDER_PARAM, message: 'errors.invalid_choice' } };
}

/** SPEC §7: each configured reward type has its own collection path. */
export const CONFIG_COLLECTION_BY_TYPE: Record<RewardType, string> = {
  percent: 'config_discount_percents',
  code: 'config_discount_codes',
  voucher: 'config_discount_vouchers',
  other: 'config_discount_others',
};
