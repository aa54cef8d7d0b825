/**
 * Connecting a store with Shopify's authorization code grant: the merchant approves merci on the
 * store's own page, comes back signed, and the code is exchanged once for an expiring offline
 * token (it acts for the store, not for the merchant who approved; valid one hour) and its refresh
 * token; then the refresh, and the exchange of a non-expiring offline token of an earlier
 * connection for an expiring one (docs/adr/037, "Expiring offline tokens").
 */
import { createHmac } from 'node:crypto';
import { CommerceError, type StoreGrant } from '../connector.js';
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

/** The token exchange grant, and the token type of an offline access token (RFC 8693, Shopify's). */
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const OFFLINE_ACCESS_TOKEN_TYPE = 'urn:shopify:params:oauth:token-type:offline-access-token';

/** The refusals of a refresh token or a subject token: the store must be connected again. */
const REFUSED_GRANTS = ['invalid_grant', 'invalid_subject_token'];

type TokenBody = Record<string, unknown>;

const grantName = {
  code: 'the code exchange',
  refresh: 'the token refresh',
  migration: 'the exchange of the non-expiring token',
} as const;

/**
 * One call to the store's token endpoint, its answer read as a grant. Never retried: a code is
 * single-use, and a refresh Shopify carried out but whose answer was lost is retried by the next
 * call with the same refresh token, which Shopify keeps until its replacement is used.
 */
async function tokenRequest(
  options: OAuthOptions & TransportOptions,
  domain: string,
  kind: keyof typeof grantName,
  payload: TokenBody,
): Promise<StoreGrant> {
  const url = `${options.storeOrigin(storeDomain(domain))}/admin/oauth/access_token`;
  const requestedAt = options.now().getTime();
  const answer = await postJson(options, url, {
    client_id: options.apiKey,
    client_secret: options.apiSecret,
    ...payload,
  });
  const body = (answer.body ?? {}) as {
    access_token?: unknown;
    expires_in?: unknown;
    refresh_token?: unknown;
    refresh_token_expires_in?: unknown;
    scope?: unknown;
    error?: unknown;
    error_description?: unknown;
  };
  if (answer.status !== 200) {
    const detail = typeof body.error_description === 'string' ? `: ${body.error_description}` : '';
    const code = typeof body.error === 'string' ? body.error : String(answer.status);
    const transient = answer.status >= 500 || [402, 423, 429].includes(answer.status);
    const refused = kind !== 'code' && REFUSED_GRANTS.includes(code);
    throw new CommerceError(
      `Shopify refused ${grantName[kind]} (HTTP ${answer.status})${detail}`,
      transient ? 'unavailable' : refused ? 'unauthorized' : 'rejected',
      code,
    );
  }
  if (typeof body.access_token !== 'string' || !body.access_token) {
    throw new CommerceError(`Shopify answered ${grantName[kind]} without a token`, 'rejected');
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
  // Counted from the request: the token is taken for over a little early rather than late.
  const after = (seconds: unknown) =>
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? new Date(requestedAt + seconds * 1000)
      : null;
  const refreshToken =
    typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null;
  const accessTokenExpiresAt = after(body.expires_in);
  if (kind !== 'code' && (!accessTokenExpiresAt || !refreshToken)) {
    throw new CommerceError(
      // Stryker disable next-line StringLiteral: a log text; the kind says what merci does
      `Shopify answered ${grantName[kind]} without an expiring token`,
      'rejected',
    );
  }
  return {
    accessToken: body.access_token,
    accessTokenExpiresAt,
    refreshToken,
    refreshTokenExpiresAt: refreshToken ? after(body.refresh_token_expires_in) : null,
    scopes,
  };
}

/**
 * The callback's single-use `code` → the store's expiring offline token and its refresh token
 * (`expiring=1`, as `@shopify/shopify-api`'s callback sends it with `expiring: true`). A grant
 * without every scope merci asked for is refused.
 */
export const exchangeCode = (
  options: OAuthOptions & TransportOptions,
  input: { domain: string; code: string },
): Promise<StoreGrant> => tokenRequest(options, input.domain, 'code', { code: input.code, expiring: '1' });

/** A refresh token → the next access token and refresh token (the one sent is retired once the new one is used). */
export const refreshGrant = (
  options: OAuthOptions & TransportOptions,
  input: { domain: string; refreshToken: string },
): Promise<StoreGrant> =>
  // Stryker disable next-line StringLiteral: names the grant in the error's text alone, a log text
  tokenRequest(options, input.domain, 'refresh', {
    grant_type: 'refresh_token',
    refresh_token: input.refreshToken,
  });

/**
 * A non-expiring offline token → an expiring one and its refresh token, as Shopify's "Migrate to
 * expiring offline access tokens" page and `@shopify/shopify-api`'s `migrateToExpiringToken` do
 * it; the non-expiring token stops working.
 */
export const migrateGrant = (
  options: OAuthOptions & TransportOptions,
  input: { domain: string; accessToken: string },
): Promise<StoreGrant> =>
  // Stryker disable next-line StringLiteral: names the grant in the error's text alone, a log text
  tokenRequest(options, input.domain, 'migration', {
    grant_type: TOKEN_EXCHANGE_GRANT,
    subject_token: input.accessToken,
    subject_token_type: OFFLINE_ACCESS_TOKEN_TYPE,
    requested_token_type: OFFLINE_ACCESS_TOKEN_TYPE,
    expiring: '1',
  });
