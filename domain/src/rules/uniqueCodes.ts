import type { Place, RewardType } from '../constants.js';

/** The reward types whose codes the online store can make one per ambassador (docs/adr/037). */
export const UNIQUE_CODE_TYPES = ['percent', 'code'] as const satisfies readonly RewardType[];

/** Whether a configured reward may have one code per ambassador: used online, a percent or a code. */
export function allowsUniqueCodes(
  place: Place | null | undefined,
  type: RewardType | null | undefined,
): boolean {
  return place === 'online' && (UNIQUE_CODE_TYPES as readonly unknown[]).includes(type);
}

/*
 * The single-use codes merci creates in a store: `MERCI-LEA-7K3Q`, the ambassador's name to
 * recognise it, then characters that read aloud without doubt, whatever the platform.
 */

/** Digits and capitals without the look-alikes 0/O, 1/I/L. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** The random part's length: enough for one ambassador's codes never to meet by chance. */
export const CODE_RANDOM_LENGTH = 4;
/** The name part when a username has no letter (`_123_`): "ambassador". */
export const CODE_FALLBACK_NAME = 'AMB';
/** What every generated code looks like. */
export const UNIQUE_CODE_PATTERN = /^MERCI-[A-Z]{1,3}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

/** Letters that NFD leaves whole but a French reader spells out. */
const LIGATURES: Record<string, string> = { æ: 'AE', œ: 'OE', ß: 'SS', ø: 'O', đ: 'D', ł: 'L' };

/** Up to three letters of the username, accents folded, upper-case (`@léa.martin` → `LEA`). */
export function codeName(username: string): string {
  const letters = username
    .toLowerCase()
    .replace(/[æœßøđł]/g, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return letters.slice(0, 3) || CODE_FALLBACK_NAME;
}

/**
 * A new code for the ambassador `username`. `random(n)` draws an integer in [0, n): the API
 * passes a cryptographic draw, so that a code cannot be guessed from the ones before it.
 */
export function uniqueCode(username: string, random: (max: number) => number): string {
  let suffix = '';
  for (let index = 0; index < CODE_RANDOM_LENGTH; index += 1) {
    // Stryker disable next-line StringLiteral: `random` draws below the alphabet's length, so the fallback is never read
    suffix += CODE_ALPHABET[random(CODE_ALPHABET.length)] ?? '';
  }
  return `MERCI-${codeName(username)}-${suffix}`;
}
