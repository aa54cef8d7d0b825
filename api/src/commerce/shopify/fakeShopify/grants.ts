/**
 * The fake Shopify's offline access tokens, as Shopify documents them since December 2025:
 *
 * - "About offline access tokens" and "Use expiring offline access tokens (required)"
 *   (shopify.dev/docs/apps/build/authentication-authorization/access-tokens/offline-access-tokens,
 *   …/security/credentials-and-data/use-expiring-offline-access-tokens): a grant asked with
 *   `expiring=1` gives an access token valid one hour (`expires_in: 3600`) and a refresh token valid
 *   90 days (`refresh_token_expires_in`); from 1 January 2027 the Admin API refuses a public app's
 *   non-expiring offline token.
 * - Changelog "Offline access tokens now support expiry and refresh" (2025-12-10): the refresh is
 *   `POST /admin/oauth/access_token` with `grant_type=refresh_token`, and answers a new pair.
 * - Changelog "More resilient refreshes for expiring offline access tokens" (2026-08-28): a used
 *   refresh token still works until the app uses its replacement (then it is retired), 30 days
 *   at most after its first use and never past its 90 days.
 * - "Migrate to expiring offline access tokens" (…/authentication-authorization/
 *   migrate-to-expiring-offline-access-tokens) and the library's `migrateToExpiringToken`
 *   (`@shopify/shopify-api`, lib/auth/oauth/migrate-to-expiring-token.ts): a token exchange with
 *   `grant_type=urn:ietf:params:oauth:grant-type:token-exchange`, the non-expiring token as
 *   `subject_token`, both token types `urn:shopify:params:oauth:token-type:offline-access-token`
 *   and `expiring=1`; the original token stops working for the Admin API. Changelog "More resilient
 *   token exchanges when migrating tokens without a user session": the same exchange retried within
 *   seven days answers the same pair, until that pair is refreshed. Past 1 January 2027 the
 *   remaining non-expiring tokens are invalid: they can no longer be exchanged either.
 *
 * Refusals are OAuth's: 400 `invalid_grant` for a refresh token (as the library's tests have it),
 * 400 `invalid_subject_token` for a token exchange (what the app libraries check).
 */
import type { StoreState } from './state.js';
import type { FakeTokenClaims, fakeShopifyTokens } from './tokens.js';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const OFFLINE_ACCESS_TOKEN_TYPE = 'urn:shopify:params:oauth:token-type:offline-access-token';
export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 90 * 24 * 60 * 60;
/** How long a used refresh token can be used again while its replacement is not. */
export const USED_REFRESH_TOKEN_MS = 30 * 24 * 60 * 60_000;
/** How long a migration's answer can be asked for again with the original token. */
export const MIGRATION_RETRY_MS = 7 * 24 * 60 * 60_000;
/** From this instant, a non-expiring offline token is refused (public apps). */
export const NON_EXPIRING_TOKENS_END = new Date(Date.UTC(2027, 0, 1));

export interface GrantAnswer {
  status: number;
  body: unknown;
}

interface GrantOptions {
  tokens: ReturnType<typeof fakeShopifyTokens>;
  now: () => Date;
  /** A strictly increasing time, the id of the next token. */
  nextIssueTime: () => number;
}

const refused = (error: string, description: string): GrantAnswer => ({
  status: 400,
  body: { error, error_description: description },
});

export function createGrants(options: GrantOptions) {
  const { tokens, now } = options;

  /** Whether a token of the store was issued after its last uninstall. */
  const current = (store: StoreState, claims: FakeTokenClaims | undefined): claims is FakeTokenClaims =>
    claims !== undefined && claims.domain === store.domain && claims.issuedAt >= store.revokedBefore;

  /** A new pair (or a non-expiring token) for the store, as the token endpoint writes it. */
  function issue(
    store: StoreState,
    scopes: string[],
    expiring: boolean,
  ): { body: Record<string, unknown>; refreshId?: number } {
    const at = now().getTime();
    const accessToken = tokens.issue('access', {
      domain: store.domain,
      scopes,
      issuedAt: options.nextIssueTime(),
      expiresAt: expiring ? at + ACCESS_TOKEN_SECONDS * 1000 : null,
    });
    if (!expiring) return { body: { access_token: accessToken, scope: scopes.join(',') } };
    const refreshId = options.nextIssueTime();
    const refreshToken = tokens.issue('refresh', {
      domain: store.domain,
      scopes,
      issuedAt: refreshId,
      expiresAt: at + REFRESH_TOKEN_SECONDS * 1000,
    });
    return {
      refreshId,
      body: {
        access_token: accessToken,
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token: refreshToken,
        refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
        scope: scopes.join(','),
      },
    };
  }

  return {
    issue,

    /**
     * The store's access token for an Admin API call: signed for this store, not revoked by an
     * uninstall, not expired, not exchanged for an expiring one, and, for a non-expiring one, not
     * used from 1 January 2027.
     */
    authenticate(store: StoreState, token: string | undefined): FakeTokenClaims | undefined {
      const claims = tokens.check('access', token);
      if (!current(store, claims)) return undefined;
      const at = now().getTime();
      if (claims.expiresAt !== null) return at < claims.expiresAt ? claims : undefined;
      if (store.migrations.has(claims.issuedAt)) return undefined;
      return at < NON_EXPIRING_TOKENS_END.getTime() ? claims : undefined;
    },

    /** `grant_type=refresh_token`: a new pair; the token used is retired once its replacement is used. */
    refresh(store: StoreState, body: Record<string, unknown>): GrantAnswer {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : undefined;
      const claims = tokens.check('refresh', token);
      const at = now().getTime();
      const invalid = refused('invalid_grant', 'The refresh token is invalid, expired or revoked');
      if (!current(store, claims) || claims.expiresAt === null || at >= claims.expiresAt) return invalid;
      const id = claims.issuedAt;
      if (store.retiredRefreshTokens.has(id)) return invalid;
      const firstUsedAt = store.refreshTokenUses.get(id);
      if (firstUsedAt !== undefined && at - firstUsedAt > USED_REFRESH_TOKEN_MS) return invalid;
      if (firstUsedAt === undefined) store.refreshTokenUses.set(id, at);
      // Using a replacement retires the token it replaced.
      const previous = store.refreshTokenParents.get(id);
      if (previous !== undefined) store.retiredRefreshTokens.add(previous);
      for (const migration of store.migrations.values()) {
        if (migration.refreshId === id) migration.recoverable = false;
      }
      const granted = issue(store, claims.scopes, true);
      if (granted.refreshId !== undefined) store.refreshTokenParents.set(granted.refreshId, id);
      return { status: 200, body: granted.body };
    },

    /** The token exchange of a non-expiring offline token into an expiring pair. */
    migrate(store: StoreState, body: Record<string, unknown>): GrantAnswer {
      const offline = (value: unknown) => value === OFFLINE_ACCESS_TOKEN_TYPE;
      if (!offline(body.subject_token_type) || !offline(body.requested_token_type)) {
        return refused(
          'invalid_request',
          'subject_token_type and requested_token_type must be offline access tokens',
        );
      }
      if (String(body.expiring) !== '1') {
        return refused(
          'invalid_request',
          'Only an expiring offline access token can replace a non-expiring one',
        );
      }
      const token = typeof body.subject_token === 'string' ? body.subject_token : undefined;
      const claims = tokens.check('access', token);
      const at = now().getTime();
      const invalid = refused(
        'invalid_subject_token',
        'The subject token is invalid or was already exchanged',
      );
      if (!current(store, claims) || claims.expiresAt !== null) return invalid;
      const earlier = store.migrations.get(claims.issuedAt);
      if (earlier) {
        return earlier.recoverable && at - earlier.at <= MIGRATION_RETRY_MS
          ? { status: 200, body: earlier.body }
          : invalid;
      }
      if (at >= NON_EXPIRING_TOKENS_END.getTime()) return invalid;
      const granted = issue(store, claims.scopes, true);
      store.migrations.set(claims.issuedAt, {
        at,
        body: granted.body,
        refreshId: granted.refreshId ?? 0,
        recoverable: true,
      });
      return { status: 200, body: granted.body };
    },
  };
}

export type FakeGrants = ReturnType<typeof createGrants>;
