import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret given by a caller (a signature, a state, a token's MAC) is the expected one,
 * compared in a time that does not depend on where they differ. A length that differs answers at
 * once: every secret compared here has a public, fixed length.
 */
export function sameSecret(given: Buffer | string, expected: Buffer | string): boolean {
  // Stryker disable next-line ConditionalExpression: Buffer.from of a Buffer is a copy with the same bytes
  const a = typeof given === 'string' ? Buffer.from(given) : given;
  // Stryker disable next-line ConditionalExpression: Buffer.from of a Buffer is a copy with the same bytes
  const b = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
