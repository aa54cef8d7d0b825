/**
 * The customer's claim link (`/claim?token=…`, valid a year) carries a JWT signed with a key of its
 * own, never the session secret: rotating JWT_SECRET keeps every claim link working, and a claim
 * key can be rotated without breaking the links already sent (docs/adr/028).
 */
import { createHash, createHmac } from 'node:crypto';
import { sameSecret } from '../auth/sameSecret.js';

/** How long a claim link opens its reward. */
export const CLAIM_LIFETIME_S = 365 * 24 * 60 * 60;

export interface ClaimLinkKeys {
  /** Signs new links (CLAIM_LINK_SECRET). */
  secret: string;
  /** Earlier keys, still accepted for links they signed (CLAIM_LINK_PREVIOUS_SECRETS). */
  previousSecrets?: readonly string[];
  /**
   * The session secret, which signed the links sent before claim links had keys of their own
   * (HS256, no `kid`): still accepted for those, so that no customer's link dies with the upgrade.
   * Rotating JWT_SECRET ends them, as it did before.
   */
  legacySecret?: string;
}

export interface ClaimLinks {
  /** The token of a new claim link for this reward. */
  sign: (discountId: number) => string;
  /** The reward a token opens, or undefined for any token that is not a valid claim of ours. */
  verify: (token: string) => number | undefined;
  /** The `kid` header of the links signed now. */
  keyId: string;
}

/** The claims a claim token carries. */
export interface ClaimClaims {
  sub: string;
  purpose: 'claim';
  iat: number;
  exp: number;
}

/** A key's public name: a digest of the key, so that naming it reveals nothing and needs no setting. */
export function claimKeyId(secret: string): string {
  return createHash('sha256').update(`merci claim link key\n${secret}`).digest('base64url').slice(0, 16);
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

/** An HS256 JWT with the key's `kid`: the claim links' signer, exported for the tests' forgeries. */
export function encodeClaimToken(secret: string, claims: object, keyId = claimKeyId(secret)): string {
  const signed = `${encode({ alg: 'HS256', typ: 'JWT', kid: keyId })}.${encode(claims)}`;
  return `${signed}.${hmac(secret, signed).toString('base64url')}`;
}

export function createClaimLinks(
  { secret, previousSecrets = [], legacySecret }: ClaimLinkKeys,
  now: () => number = Date.now,
): ClaimLinks {
  const keys = new Map<string, string>();
  for (const key of [secret, ...previousSecrets]) keys.set(claimKeyId(key), key);
  const keyId = claimKeyId(secret);

  const verify = (token: string): number | undefined => {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header, payload, signature] = parts as [string, string, string];
    const parse = (part: string): Record<string, unknown> | undefined => {
      try {
        const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
        return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
      } catch {
        return undefined;
      }
    };
    const head = parse(header);
    // Only our algorithm, and only a key we hold: no `none`, no key named by the token itself.
    if (head?.alg !== 'HS256') return undefined;
    const key =
      head.kid === undefined ? legacySecret : typeof head.kid === 'string' ? keys.get(head.kid) : undefined;
    if (!key) return undefined;
    const expected = hmac(key, `${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (!sameSecret(given, expected)) return undefined;
    const claims = parse(payload);
    const discountId = Number(claims?.sub);
    if (
      claims?.purpose !== 'claim' ||
      typeof claims.exp !== 'number' ||
      claims.exp * 1000 <= now() ||
      !Number.isInteger(discountId) ||
      discountId <= 0
    )
      return undefined;
    return discountId;
  };

  return {
    keyId,
    verify,
    sign: (discountId) => {
      const iat = Math.floor(now() / 1000);
      const claims: ClaimClaims = {
        sub: String(discountId),
        purpose: 'claim',
        iat,
        exp: iat + CLAIM_LIFETIME_S,
      };
      return encodeClaimToken(secret, claims, keyId);
    },
  };
}

/**
 * Outside production without CLAIM_LINK_SECRET (tests, embedded uses): a key derived from the
 * session secret, distinct from it, so that a session token is never a valid claim.
 */
export function deriveClaimLinkSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('merci claim links').digest('base64url');
}
