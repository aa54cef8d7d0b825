import { createHmac } from 'node:crypto';
import { sameSecret } from '../../../auth/sameSecret.js';

/**
 * The fake Shopify's tokens carry their store, scopes and end, signed with a key derived from the
 * app secret: a token stored by the API (the demo's) keeps working across restarts of the fake, as
 * it does at Shopify, until it expires or the store uninstalls the app. What a restart forgets
 * (refresh tokens retired, tokens migrated) only makes the fake kinder to the demo, never the tests.
 */
export interface FakeTokenClaims {
  domain: string;
  scopes: string[];
  /** Milliseconds since the epoch, unique per server: what an uninstall cuts off, and the token's id. */
  issuedAt: number;
  /**
   * When the token stops working, in milliseconds by the fake's clock; null for a non-expiring
   * offline access token (the only kind before December 2025).
   */
  expiresAt: number | null;
}

/** An access token (`shpat_`, sent in `X-Shopify-Access-Token`) or a refresh token (`shprt_`). */
export type FakeTokenKind = 'access' | 'refresh';

const PREFIX: Record<FakeTokenKind, string> = { access: 'shpat', refresh: 'shprt' };

export function fakeShopifyTokens(apiSecret: string) {
  const key = createHmac('sha256', apiSecret).update('fake shopify tokens').digest();
  // An access token's signature is the body's alone, as before refresh tokens: the demo's stored
  // tokens stay valid.
  const sign = (kind: FakeTokenKind, body: string) =>
    createHmac('sha256', key)
      .update(kind === 'access' ? body : `${kind}.${body}`)
      .digest('base64url')
      .slice(0, 32);

  return {
    issue(kind: FakeTokenKind, claims: FakeTokenClaims): string {
      const body = Buffer.from(
        JSON.stringify([claims.domain, claims.scopes, claims.issuedAt, claims.expiresAt]),
      ).toString('base64url');
      return `${PREFIX[kind]}_${body}.${sign(kind, body)}`;
    },
    check(kind: FakeTokenKind, token: string | undefined): FakeTokenClaims | undefined {
      const match = /^([a-z]+)_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token ?? '');
      if (match?.[1] !== PREFIX[kind] || !match[2] || !match[3]) return undefined;
      if (!sameSecret(match[3], sign(kind, match[2]))) return undefined;
      try {
        const [domain, scopes, issuedAt, expiresAt = null] = JSON.parse(
          Buffer.from(match[2], 'base64url').toString('utf8'),
        ) as [string, string[], number, number | null | undefined];
        return { domain, scopes, issuedAt, expiresAt };
      } catch {
        return undefined;
      }
    },
  };
}
