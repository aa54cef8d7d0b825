/**
 * Connecting a store with Shopify's authorization code grant: the merchant approves merci on the
 * store's own page, comes back signed, and the code is exchanged once for an offline token (one
 * that does not expire and acts for the store, not for the merchant who approved).
 */
import { createHmac } from 'node:crypto';
import { CommerceError } from '../connector.js';
import { postJson, type TransportOptions } from './adminGraphql.js';
import { coversScopes, normalizeDomain } from './store.js';
import { sameSecret } from '../../auth/sameSecret.js';

export interface OAuthOptions {
  apiKey: string;
  apiSecret: string;
  scopes: readonly string[];
  storeOrigin: (domain: string) => string;
  now: () => Date;
}

/**
 * How old a signed callback may be. Shopify sets no limit; a day is far more than an approval
 * takes and keeps an old signed link from being played again later (the `state` is single-use too).
 */
export const CALLBACK_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function storeDomain(input: string): string {
  const domain = normalizeDomain(input);
  if (!domain) throw new Error(`Not a Shopify store address: ${input}`);
  return domain;
}

export function authorizeUrl(
  options: OAuthOptions,
  input: { domain: string; state: string; redirectUri: string },
): string {
  const url = new URL(`${options.storeOrigin(storeDomain(input.domain))}/admin/oauth/authorize`);
  // No `grant_options[]=per-user`: an offline token, which the worker can use with nobody signed in.
  url.search = new URLSearchParams({
    client_id: options.apiKey,
    scope: options.scopes.join(','),
    redirect_uri: input.redirectUri,
    state: input.state,
  }).toString();
  return url.toString();
}

/**
 * What Shopify signs on a redirect: every parameter but `hmac` (and the legacy `signature`),
 * sorted by name, written as a query string, as Shopify's own libraries compute it.
 */
export function callbackMessage(query: Record<string, string>): string {
  const entries = Object.entries(query)
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .sort(
      // Stryker disable next-line EqualityOperator,ConditionalExpression: names are unique, and the sort reads only whether one comes first
      ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0),
    );
  return new URLSearchParams(entries).toString();
}

export function verifyCallback(options: OAuthOptions, query: Record<string, string>): boolean {
  const { hmac, shop, timestamp } = query;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,Regex: any other hmac fails the length check or the comparison below
  if (typeof hmac !== 'string' || !/^[0-9a-f]{64}$/i.test(hmac)) return false;
  if (typeof shop !== 'string' || normalizeDomain(shop) !== shop) return false;
  const seconds = Number(timestamp);
  // Stryker disable next-line StringLiteral: no default text is all digits, so a missing timestamp is refused either way
  if (!/^\d+$/.test(timestamp ?? '') || !Number.isSafeInteger(seconds)) return false;
  if (Math.abs(options.now().getTime() - seconds * 1000) > CALLBACK_MAX_AGE_MS) return false;
  const expected = createHmac('sha256', options.apiSecret).update(callbackMessage(query)).digest('hex');
  return sameSecret(hmac.toLowerCase(), expected);
}

/**
 * The callback's single-use `code` → the store's offline token. Never retried: a second try of a
 * code already spent could only fail. A grant without every scope merci asked for is refused.
 */
export async function exchangeCode(
  options: OAuthOptions & TransportOptions,
  input: { domain: string; code: string },
): Promise<{ accessToken: string; scopes: string[] }> {
  const url = `${options.storeOrigin(storeDomain(input.domain))}/admin/oauth/access_token`;
  const answer = await postJson(options, url, {
    client_id: options.apiKey,
    client_secret: options.apiSecret,
    code: input.code,
  });
  const body = (answer.body ?? {}) as {
    access_token?: unknown;
    scope?: unknown;
    error?: unknown;
    error_description?: unknown;
  };
  if (answer.status !== 200) {
    const detail = typeof body.error_description === 'string' ? `: ${body.error_description}` : '';
    const code = typeof body.error === 'string' ? body.error : String(answer.status);
    const transient = answer.status >= 500 || [402, 423, 429].includes(answer.status);
    throw new CommerceError(
      `Shopify refused the code exchange (HTTP ${answer.status})${detail}`,
      transient ? 'unavailable' : 'rejected',
      code,
    );
  }
  if (typeof body.access_token !== 'string' || !body.access_token) {
    throw new CommerceError('Shopify answered the code exchange without a token', 'rejected');
  }
  const scopes =
    typeof body.scope === 'string'
      ? body.scope
          .split(',')
          .map((scope) => scope.trim())
          .filter(Boolean)
      : [];
  if (!coversScopes(scopes, options.scopes)) {
    const missing = options.scopes.filter((scope) => !coversScopes(scopes, [scope]));
    throw new CommerceError(`The store did not grant ${missing.join(', ')}`, 'forbidden', 'MISSING_SCOPE');
  }
  return { accessToken: body.access_token, scopes };
}
