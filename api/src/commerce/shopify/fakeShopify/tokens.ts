import { createHmac } from 'node:crypto';
import { sameSecret } from '../../../auth/sameSecret.js';

/**
 * The fake Shopify's offline tokens carry their store and scopes, signed with a key derived from
 * the app secret: a token stored by the API (the demo's) keeps working across restarts of the
 * fake, as an offline token does at Shopify, until the store uninstalls the app.
 */
export interface FakeTokenClaims {
  domain: string;
  scopes: string[];
  /** Milliseconds since the epoch, unique per server: what an uninstall cuts off. */
  issuedAt: number;
}

export function fakeShopifyTokens(apiSecret: string) {
  const key = createHmac('sha256', apiSecret).update('fake shopify tokens').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);

  return {
    issue(claims: FakeTokenClaims): string {
      const body = Buffer.from(JSON.stringify([claims.domain, claims.scopes, claims.issuedAt])).toString(
        'base64url',
      );
      return `shpat_${body}.${sign(body)}`;
    },
    check(token: string | undefined): FakeTokenClaims | undefined {
      const match = /^shpat_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token ?? '');
      if (!match?.[1] || !match[2]) return undefined;
      const expected = Buffer.from(sign(match[1]));
      const given = Buffer.from(match[2]);
      if (!sameSecret(given, expected)) return undefined;
      try {
        const [domain, scopes, issuedAt] = JSON.parse(
          Buffer.from(match[1], 'base64url').toString('utf8'),
        ) as [string, string[], number];
        return { domain, scopes, issuedAt };
      } catch {
        return undefined;
      }
    },
  };
}
