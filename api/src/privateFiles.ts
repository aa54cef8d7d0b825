/**
 * The data folder holds the SQLite database, the generated secrets and the mail outbox (live reset
 * and activation links): only the user the server runs as may read it, whatever the umask.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and any missing parent) 0700, or tightens an existing one to 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/** Creates an empty file 0600 if it is missing, or tightens an existing one to 0600. */
export function ensurePrivateFile(file: string): void {
  if (existsSync(file)) tighten(file, PRIVATE_FILE_MODE);
  else closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
}

/**
 * Tightens a folder written by an older version: the folder and its sub-folders 0700, its files
 * 0600. Symbolic links are left alone (their target is not ours to change).
 */
export function tightenPrivateTree(dir: string): void {
  ensurePrivateDir(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tightenPrivateTree(path);
    else if (entry.isFile()) tighten(path, PRIVATE_FILE_MODE);
  }
}

function tighten(path: string, mode: number): void {
  // Only ever removes permissions: a mode already narrower is kept.
  const current = statSync(path).mode & 0o777;
  if ((current & ~mode) !== 0) chmodSync(path, current & mode);
}
