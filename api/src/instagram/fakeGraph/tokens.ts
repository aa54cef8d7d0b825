import { createHmac } from 'node:crypto';
import { sameSecret } from '../../auth/sameSecret.js';

/**
 * The fake server's access tokens carry their own meaning, signed with a key derived from the
 * app secret: nothing to remember between restarts, so a token stored by the API (the seeded
 * demo's) stays valid as long as the secret does, and expires when its date passes.
 */
export type FakeTokenKind = 'short' | 'long' | 'page';

export interface FakeTokenClaims {
  kind: FakeTokenKind;
  /** The Facebook user (short, long) or the Page (page) the token acts for. */
  subject: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** Milliseconds since the epoch, unique per server: what a revocation cuts off. 0 when unknown. */
  issuedAt: number;
}

export type FakeTokenCheck =
  { ok: true; claims: FakeTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function fakeTokens(appSecret: string) {
  const key = createHmac('sha256', appSecret).update('fake graph tokens').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);

  return {
    issue(claims: FakeTokenClaims): string {
      const body = Buffer.from(
        JSON.stringify([claims.kind, claims.subject, claims.expiresAt, claims.issuedAt]),
      ).toString('base64url');
      return `FAKE${claims.kind.toUpperCase()}.${body}.${sign(body)}`;
    },
    check(token: string | null | undefined, nowMs: number): FakeTokenCheck {
      const [, body, signature] = (token ?? '').split('.');
      if (!body || !signature) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (!sameSecret(given, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      try {
        const [kind, subject, expiresAt, issuedAt] = JSON.parse(
          Buffer.from(body, 'base64url').toString('utf8'),
        ) as [FakeTokenKind, string, number, number | undefined];
        if (expiresAt * 1000 <= nowMs) return { ok: false, reason: 'expired' };
        return { ok: true, claims: { kind, subject, expiresAt, issuedAt: issuedAt ?? 0 } };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}
