/**
 * The longest text each field may hold, in characters (Unicode code points, as PostgreSQL's
 * char_length and SQLite's length count them). The forms, the API and the database guard of
 * migration 0012 all read these figures; docs/adr/029 gives the reason for each.
 */
export const TEXT_LIMITS = {
  /** RFC 5321: a path holds at most 254 characters of address. */
  email: 254,
  /** ASVS 2.1.2: passphrases of 64 and more are accepted, more than 128 refused. */
  password: 128,
  shopName: 120,
  /** The owner's name, which the activation and reset e-mails greet. */
  personName: 100,
  addressRow: 200,
  city: 100,
  /** Stored without spaces; the French pattern allows at most `+33` and 9 digits. */
  phoneNumber: 20,
  /** The pattern allows 5 digits; the column keeps room for nothing more. */
  postalCode: 10,
  /** Instagram usernames have at most 30 characters. */
  instagramUsername: 30,
  rewardCode: 64,
  rewardDescription: 250,
  /** A validity date as sent (`2026-11-30`, or an ISO date-time with its offset). */
  validityDate: 40,
  /** Instagram caps a text message at 1000 characters. */
  automationMessage: 1000,
  /** A suspension's or a reinstatement's reason, which the owner reads. */
  adminReason: 500,
  /** A search or filter text (part of a name or an e-mail). */
  search: 100,
} as const;

export type TextLimit = keyof typeof TEXT_LIMITS;

/** The message of a text over its limit; the forms show it with the limit as `{max}`. */
export const TEXT_TOO_LONG = 'errors.too_long';

/** The length the limits count: code points, so that an emoji is one character, as in the database. */
export function textLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** Whether a text fits its limit (absent text always does). */
export function fitsLimit(text: string | null | undefined, limit: TextLimit): boolean {
  return text == null || textLength(text) <= TEXT_LIMITS[limit];
}
