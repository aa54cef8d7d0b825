import type { HydraCollection, Page } from '@merci/domain';
import { clearSession, getSession } from '../session/session';

/** Base of every call: `VITE_API_BASE` at build time, `/api` (same origin) by default. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/$/, '');

/** One invalid field as the API reports it. */
export interface Violation {
  propertyPath: string;
  message: string;
}

/**
 * A failed call: the HTTP status (0 when the network failed) and the message key of SPEC §8
 * that the screen shows, with the invalid fields when the API named them.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly violations: Violation[] = [],
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }

  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x`, leaving out empty values (SPEC §7: "Empty values are omitted"). */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A path plus its query: the SWR key and the request target are the same string. */
export function apiPath(path: string, query?: Record<string, QueryValue>): string {
  return `${path}${buildQuery(query)}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** @default 'application/json' */
  contentType?: string;
  /** Public calls (sign-in, categories) go without the bearer token. */
  isPublic?: boolean;
  /** Key of the message to report when the call fails with a status the API gives no message for. */
  errorKey?: string;
  signal?: AbortSignal;
}

/** The one way the dashboard talks to the API. */
export async function apiRequest<T>(target: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    contentType = 'application/json',
    isPublic = false,
    errorKey = 'errors.http',
    signal,
  } = options;
  const headers: Record<string, string> = { accept: 'application/ld+json, application/json' };
  const { token } = getSession();
  if (!isPublic && token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = contentType;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${target}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, errorKey);
  }

  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (response.ok) return payload as T;

  // Only a refusal of the session still stored logs out: a late 401 to a call sent before the
  // merchant signed in (again) must not end the new session.
  if (response.status === 401 && !isPublic && getSession().token === token) clearSession();
  const problem = (payload ?? {}) as { message?: unknown; violations?: Violation[] };
  // A 500 carries the server's message key (SPEC §2); other failures keep the caller's key
  // unless the API named a more precise one.
  const messageKey = typeof problem.message === 'string' && problem.message ? problem.message : errorKey;
  throw new ApiError(
    response.status,
    messageKey,
    Array.isArray(problem.violations) ? problem.violations : [],
  );
}

/** A hydra collection as `{ items, total }`. */
export function fromHydra<T>(collection: HydraCollection<T>): Page<T> {
  return { items: collection['hydra:member'] ?? [], total: collection['hydra:totalItems'] ?? 0 };
}

/** Numeric id from an IRI (`/shops/12` → 12) or an id. */
export function idOf(reference: string | number): number {
  return typeof reference === 'number' ? reference : Number(reference.split('/').pop());
}
