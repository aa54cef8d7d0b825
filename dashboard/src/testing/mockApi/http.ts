/** Reading a request and answering it, as the API's http helpers do. */
import { HttpResponse } from 'msw';
import { positiveId, queryValue, readCreatedAtOrder, type OrderDirection } from '@merci/domain';
import { FIXED_NOW } from '../fixtures';
import { notFound, badRequest } from './problem';
import type { RouteContext } from './store';

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const noContent = () => new HttpResponse(null, { status: 204 });

export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The body of a route whose schema wants a JSON object: anything else, or none, answers 400 before
 * any other check, as Fastify's validation runs before the API's handlers.
 */
export async function objectBodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  const value: unknown = text ? JSON.parse(text) : undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest([{ propertyPath: '', message: 'errors.invalid_type' }]);
  }
  return value as Record<string, unknown>;
}

/** A positive integer id from a path parameter, or 404. */
export function idParam(value: string | undefined, message?: string): number {
  const id = positiveId(value);
  if (id === undefined) throw notFound(message);
  return id;
}

/** The shop in the path must be the caller's: another id answers 404 like one that does not exist. */
export function ownShop({ params, state }: RouteContext): number {
  const shopId = idParam(params.shopId);
  if (shopId !== state.user.shop?.id) throw notFound();
  return shopId;
}

export function ownUser({ params, state }: RouteContext, name = 'userId'): number {
  const userId = idParam(params[name]);
  if (userId !== state.user.id) throw notFound();
  return userId;
}

/** The query as the API's parser gives it: a repeated key as a list. */
function queryOf(url: URL): Record<string, string | string[]> {
  const entries = [...new Set(url.searchParams.keys())].map((key) => {
    const values = url.searchParams.getAll(key);
    return [key, values.length === 1 ? values[0] : values] as const;
  });
  return Object.fromEntries(entries) as Record<string, string | string[]>;
}

export const query = (url: URL, key: string) => queryValue(queryOf(url), key);

export function createdAtOrder(url: URL): OrderDirection {
  const { order, violation } = readCreatedAtOrder(queryOf(url));
  if (violation) throw badRequest([violation]);
  return order;
}

/** Newest first (or oldest first), the id breaking ties in the same direction. */
export function byCreatedAt<T extends { createdAt: string; id: number }>(
  items: readonly T[],
  order: OrderDirection,
) {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort(
    (a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)) || sign * (a.id - b.id),
  );
}

export const nextId = (items: readonly { id: number }[]) => Math.max(0, ...items.map((item) => item.id)) + 1;
export const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
export const nowIso = () => FIXED_NOW.toISOString();

export const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
