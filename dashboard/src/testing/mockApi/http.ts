/** Reading a request and answering it, as the API's http helpers do. */
import { HttpResponse } from 'msw';
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

/** A positive integer id from a path parameter, or 404. */
export function idParam(value: string | undefined, message?: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw notFound(message);
  return id;
}

/** A positive id given as a number, digits or an IRI (`/social_content_instagrams/3`). */
export function idOrIri(value: unknown): number | undefined {
  const match = /^(?:\/[a-z_]+\/)?(\d+)$/.exec(String(value ?? '').trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
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

export const query = (url: URL, key: string) => {
  const value = url.searchParams.get(key);
  return value === null || value === '' ? undefined : value;
};

export function createdAtOrder(url: URL): 'asc' | 'desc' {
  const order = query(url, 'order[createdAt]') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') {
    throw badRequest([{ propertyPath: 'order[createdAt]', message: 'errors.invalid_choice' }]);
  }
  return order;
}

/** Newest first (or oldest first), the id breaking ties in the same direction. */
export function byCreatedAt<T extends { createdAt: string; id: number }>(
  items: readonly T[],
  order: 'asc' | 'desc',
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
