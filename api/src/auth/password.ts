import { randomBytes, scrypt as scryptCallback, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';
import { sameSecret } from './sameSecret.js';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** scrypt's cost: N = 2^logN, block size r, parallelism p. */
export interface PasswordHashing {
  logN: number;
  r: number;
  p: number;
}

/** OWASP's parameters for scrypt (Password Storage Cheat Sheet): about 128 MiB per hash. */
export const OWASP_SCRYPT: PasswordHashing = { logN: 17, r: 8, p: 1 };
/** What `scrypt$<salt>$<hash>` hashes were made with: Node's default cost. */
const LEGACY_SCRYPT: PasswordHashing = { logN: 14, r: 8, p: 1 };

/** scrypt needs 128·N·r bytes: Node refuses more than 32 MiB unless told, so the room is given. */
const options = ({ logN, r, p }: PasswordHashing): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  maxmem: 2 * 128 * 2 ** logN * r * p,
});

/** `scrypt$<logN>$<r>$<p>$<salt>$<hash>`, salt and hash in base64: the cost travels with the hash. */
export async function hashPassword(password: string, cost: PasswordHashing = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, options(cost));
  return `scrypt$${cost.logN}$${cost.r}$${cost.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

interface ParsedHash {
  cost: PasswordHashing;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  const legacy = parts.length === 3;
  if (!legacy && parts.length !== 6) return undefined;
  const [logN, r, p] = legacy
    ? [LEGACY_SCRYPT.logN, LEGACY_SCRYPT.r, LEGACY_SCRYPT.p]
    : parts.slice(1, 4).map(Number);
  const [salt, hash] = legacy ? parts.slice(1) : parts.slice(4);
  // Bounds that no stored hash should pass: a bad row must not make the server allocate gigabytes.
  const within = (value: number | undefined, max: number): value is number =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;
  if (!within(logN, 20) || !within(r, 16) || !within(p, 4) || !salt || !hash) return undefined;
  return { cost: { logN, r, p }, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, options(parsed.cost));
  return sameSecret(actual, parsed.hash);
}

/** Whether a hash was made with less than `cost` in any parameter: rewritten at the next sign-in. */
export function needsRehash(stored: string, cost: PasswordHashing): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return parsed.cost.logN < cost.logN || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Checks a password against the stored hash, or, without an account or a password, against a
 * dummy hash of the same cost: the answer takes as long whether the address has an account or not.
 */
export async function checkPassword(
  password: string,
  stored: string | undefined,
  cost: PasswordHashing,
): Promise<boolean> {
  if (stored !== undefined && parseHash(stored)) return verifyPassword(password, stored);
  const id = `${cost.logN}/${cost.r}/${cost.p}`;
  let dummy = dummyHashes.get(id);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('base64'), cost);
    dummyHashes.set(id, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

/** Stored for an account whose password is not chosen yet (an invited operator): none matches it. */
export const NO_PASSWORD = 'none';

/** Whether a password was ever set for this stored hash. */
export const hasPassword = (stored: string): boolean => stored.startsWith('scrypt$');
