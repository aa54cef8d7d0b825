import { SESSION_EXPIRED, SESSION_LIFETIME_MS } from '../constants.js';

/** The expiration stored at sign-in: 3 hours later, as ms since epoch in a string. */
export function sessionExpiration(signedInAt: Date): string {
  return String(signedInAt.getTime() + SESSION_LIFETIME_MS);
}

/**
 * The stored expiration as the app reads it: a missing, unreadable or past value is 'EXPIRED'
 * (SPEC §4); otherwise the expiration itself.
 */
export function readSessionExpiration(stored: string | null | undefined, now: Date): string {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number('') and Number(null) are 0 and Number('EXPIRED') NaN, which the next check reads as expired too
  if (!stored || stored === SESSION_EXPIRED) return SESSION_EXPIRED;
  const expiresAt = Number(stored);
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return SESSION_EXPIRED;
  return stored;
}

export function isSessionValid(
  token: string | null | undefined,
  expiration: string | null | undefined,
  now: Date,
) {
  return Boolean(token) && readSessionExpiration(expiration, now) !== SESSION_EXPIRED;
}

/** Milliseconds until the session ends (0 when it already has): the logout timer's delay. */
export function msUntilExpiry(expiration: string | null | undefined, now: Date): number {
  const stored = readSessionExpiration(expiration, now);
  return stored === SESSION_EXPIRED ? 0 : Number(stored) - now.getTime();
}
