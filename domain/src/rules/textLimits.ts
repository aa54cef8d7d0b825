/**
 * The longest text each field may hold, in characters (Unicode code points, as PostgreSQL's
 * char_length and SQLite's length count them). The forms, the API and the database guard of
 * migration 0012 all read these figures; docs/adr/029 gives the reason for each.
 */
export const TEXT_LIMITS = {
  /** RFC 5321's longest address in a mail path. */
  email: 254,
  /** ASVS 2.1.2: long passphrases accepted, longer ones refused before hashing. */
  password: 128,
  shopName: 120,
  /** The owner's name, which the activation and reset e-mails greet. */
  personName: 100,
  addressRow: 200,
  city: 100,
  /** Stored without spaces; the French pattern allows less. */
  phoneNumber: 20,
  /** The pattern allows less; this bounds the column. */
  postalCode: 10,
  /** Instagram's own maximum for a username. */
  instagramUsername: 30,
  rewardCode: 64,
  rewardDescription: 250,
  /** A validity date as sent (`2026-11-30`, or an ISO date-time with its offset). */
  validityDate: 40,
  /** Instagram's cap on a text message. */
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
