/**
 * The calls to a store: one JSON POST with a time limit, and the Admin GraphQL API on top of it,
 * whose answers are classified as `CommerceError`s. Time-outs, 5xx and network failures are tried
 * again with a growing delay; Shopify's rate limits are waited out as its answer asks, up to a
 * bound. The token travels in a header only, and is scrubbed from any text put in an error.
 */
import { CommerceError, type CommerceErrorKind, type ConnectedStore } from '../connector.js';

export interface TransportOptions {
  storeOrigin: (domain: string) => string;
  apiVersion: string;
  timeoutMs: number;
  maxRetries: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
  fetch: typeof fetch;
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  /** The parsed body, or undefined when it was not JSON. */
  body: unknown;
}

/** One POST of a JSON body; a failure to get an answer is an 'unavailable' CommerceError. */
export async function postJson(
  options: TransportOptions,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new CommerceError(describeFailure(error, options.timeoutMs), 'unavailable');
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `Shopify did not answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const reason = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : '';
  return `Shopify could not be reached${reason ? ` (${reason})` : ''}`;
}

/** A failed attempt: the error to throw, and whether and when to try again. */
interface Failure {
  error: CommerceError;
  /** Undefined: no retry. */
  waitMs?: number;
  /** The request may have been carried out although no answer said so. */
  ambiguous?: boolean;
}

interface GraphqlError {
  message?: unknown;
  extensions?: { code?: unknown; cost?: unknown };
}
interface GraphqlBody {
  data?: unknown;
  errors?: unknown;
  extensions?: { cost?: unknown };
}

/** Shopify's text for an HTTP failure: `{"errors": "…"}` or `{"errors": [{message}]}`. */
function errorText(body: unknown): string | undefined {
  const errors = (body as GraphqlBody | undefined)?.errors;
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) {
    const first = errors[0] as GraphqlError | undefined;
    if (typeof first?.message === 'string') return first.message;
  }
  if (errors && typeof errors === 'object') return JSON.stringify(errors);
  return undefined;
}

/** Milliseconds from `Retry-After` (seconds, possibly fractional, or an HTTP date). */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds * 1000));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * How long until the store's bucket holds the query's cost again: Shopify reports the bucket in
 * `extensions.cost.throttleStatus` (top level, or on the error in some answers).
 */
function throttleWaitMs(body: GraphqlBody, errors: GraphqlError[]): number | undefined {
  const costs = [body.extensions?.cost, ...errors.map((error) => error.extensions?.cost)];
  for (const cost of costs) {
    const { requestedQueryCost, throttleStatus } = (cost ?? {}) as {
      requestedQueryCost?: unknown;
      throttleStatus?: { currentlyAvailable?: unknown; restoreRate?: unknown };
    };
    const requested = Number(requestedQueryCost);
    const available = Number(throttleStatus?.currentlyAvailable);
    const rate = Number(throttleStatus?.restoreRate);
    if (Number.isFinite(requested) && Number.isFinite(available) && Number.isFinite(rate) && rate > 0) {
      return Math.ceil((Math.max(0, requested - available) / rate) * 1000);
    }
  }
  return undefined;
}

function httpFailure(answer: JsonAnswer, backoffMs: number): Failure {
  const { status } = answer;
  const detail = errorText(answer.body);
  const message = `Shopify answered HTTP ${status}${detail ? `: ${detail}` : ''}`;
  const failure = (kind: CommerceErrorKind, code?: string, extra: Partial<Failure> = {}): Failure => ({
    error: new CommerceError(message, kind, code, kind === 'throttled' ? extra.waitMs : undefined),
    ...extra,
  });
  if (status === 401) return failure('unauthorized');
  if (status === 403) return failure('forbidden');
  // 402: the store's plan is frozen or unpaid; 423: the store is locked. Neither passes in seconds.
  if (status === 402 || status === 423) return failure('unavailable', String(status));
  if (status === 429)
    return failure('throttled', 'THROTTLED', { waitMs: retryAfterMs(answer.headers) ?? backoffMs });
  if (status >= 500) return failure('unavailable', String(status), { waitMs: backoffMs, ambiguous: true });
  // 404: an unknown API version or store; other 4xx: a request Shopify will not take.
  return failure('rejected', String(status));
}

function graphqlFailure(body: GraphqlBody, backoffMs: number): Failure | undefined {
  const errors = Array.isArray(body.errors) ? (body.errors as GraphqlError[]) : [];
  if (errors.length === 0) return undefined;
  const codes = errors.map((error) =>
    typeof error.extensions?.code === 'string' ? error.extensions.code : '',
  );
  const first = errors[0];
  const message = `Shopify refused the request: ${typeof first?.message === 'string' ? first.message : 'no message'}`;
  if (codes.includes('THROTTLED')) {
    const waitMs = throttleWaitMs(body, errors) ?? backoffMs;
    return { error: new CommerceError(message, 'throttled', 'THROTTLED', waitMs), waitMs };
  }
  if (codes.includes('ACCESS_DENIED'))
    return { error: new CommerceError(message, 'forbidden', 'ACCESS_DENIED') };
  if (codes.includes('INTERNAL_SERVER_ERROR')) {
    return {
      error: new CommerceError(message, 'unavailable', 'INTERNAL_SERVER_ERROR'),
      waitMs: backoffMs,
      ambiguous: true,
    };
  }
  return { error: new CommerceError(message, 'rejected', codes.find(Boolean) || undefined) };
}

export interface GraphqlResult<T> {
  data: T;
  /**
   * An earlier attempt failed without saying whether it was carried out (a time-out, a 5xx): a
   * mutation retried after it may meet its own first effect (a code already taken).
   */
  ambiguous: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const scrub = (error: CommerceError, token: string) =>
  token && error.message.includes(token)
    ? new CommerceError(
        error.message.split(token).join('[token]'),
        error.kind,
        error.code,
        error.retryAfterMs,
      )
    : error;

/** A query or mutation on the store's Admin GraphQL API; resolves with `data`. */
export async function adminGraphql<T>(
  options: TransportOptions,
  store: ConnectedStore,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlResult<T>> {
  const url = `${options.storeOrigin(store.domain)}/admin/api/${options.apiVersion}/graphql.json`;
  let ambiguous = false;
  for (let attempt = 0; ; attempt += 1) {
    // Only a wait the store asks for may exceed the longest one, and then it is not waited for.
    const backoffMs = Math.min(options.retryDelayMs * 2 ** attempt, options.maxRetryDelayMs);
    let failure: Failure;
    try {
      const answer = await postJson(
        options,
        url,
        { query, variables },
        { 'x-shopify-access-token': store.accessToken },
      );
      const body = (answer.body ?? {}) as GraphqlBody;
      if (answer.status !== 200) failure = httpFailure(answer, backoffMs);
      else if (answer.body === undefined || typeof answer.body !== 'object') {
        failure = {
          error: new CommerceError('Shopify answered with a body that is not JSON', 'unavailable'),
          waitMs: backoffMs,
          ambiguous: true,
        };
      } else {
        const refused = graphqlFailure(body, backoffMs);
        if (!refused && body.data && typeof body.data === 'object')
          return { data: body.data as T, ambiguous };
        failure = refused ?? { error: new CommerceError('Shopify answered without data', 'unavailable') };
      }
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      failure = { error, waitMs: backoffMs, ambiguous: true };
    }
    ambiguous ||= failure.ambiguous === true;
    const { waitMs } = failure;
    if (waitMs === undefined || attempt >= options.maxRetries || waitMs > options.maxRetryDelayMs) {
      throw scrub(failure.error, store.accessToken);
    }
    await sleep(waitMs);
  }
}

export interface UserError {
  field?: string[] | null;
  code?: string | null;
  message?: string;
}

/** A mutation's `userErrors` as a 'rejected' CommerceError carrying the first one's code. */
export function userErrorsFailure(operation: string, userErrors: UserError[]): CommerceError {
  const [first] = userErrors;
  const where = first?.field?.length ? ` (${first.field.join('.')})` : '';
  return new CommerceError(
    `Shopify refused ${operation}${where}: ${first?.message ?? 'no message'}`,
    'rejected',
    first?.code ?? undefined,
  );
}
