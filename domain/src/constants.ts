/** Limits and constants of SPEC §9. */

/** Minimum length of every password (sign-in, sign-up, new password). */
export const PASSWORD_MIN_LENGTH = 6;

/** A session lasts 3 hours from sign-in. */
export const SESSION_LIFETIME_MS = 3 * 60 * 60 * 1000;

/** Sign-in always sends this context. */
export const SIGN_IN_CONTEXT = 'shop';
