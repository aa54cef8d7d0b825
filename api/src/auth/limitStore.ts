import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a store knows of one key: its hits, when they are forgotten, and a lock, all in ms. */
export interface LimitEntry {
  hits: number;
  expiresAt: number;
  lockedUntil: number | null;
}

/**
 * Counters shared by the rate limits and the sign-in locks (docs/adr/027). A `fixed` window starts
 * at the first hit and ends after `windowMs`, whatever follows; a `sliding` one is pushed back by
 * each hit, so a count is forgotten only after a quiet `windowMs`. A lock keeps the entry until it ends.
 */
export interface LimitStore {
  hit(key: string, windowMs: number, mode: 'fixed' | 'sliding'): Promise<LimitEntry>;
  /** The live entry of `key`, if any. */
  read(key: string): Promise<LimitEntry | undefined>;
  /**
   * Locks the live entry of `key` until `until` (ms), unless it is locked already: true for the
   * one caller that set the lock, false for the others, however many ask at once.
   */
  claimLock(key: string, until: number): Promise<boolean>;
  clear(key: string): Promise<void>;
}

/** How often a store forgets its expired entries: often enough that the table stays small. */
const SWEEP_INTERVAL_MS = 60_000;

/** Every process of the embedded SQLite default is the only one: its memory is the whole truth. */
export function memoryLimitStore(now: () => Date): LimitStore {
  const entries = new Map<string, LimitEntry>();
  let lastSweep = 0;
  const live = (key: string, at: number) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > at ? entry : undefined;
  };
  return {
    async hit(key, windowMs, mode) {
      const at = now().getTime();
      if (at - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = at;
        for (const [stale, entry] of entries) if (entry.expiresAt <= at) entries.delete(stale);
      }
      const entry = live(key, at);
      const next: LimitEntry = entry
        ? {
            hits: entry.hits + 1,
            expiresAt: mode === 'sliding' ? Math.max(entry.expiresAt, at + windowMs) : entry.expiresAt,
            lockedUntil: entry.lockedUntil,
          }
        : { hits: 1, expiresAt: at + windowMs, lockedUntil: null };
      entries.set(key, next);
      return { ...next };
    },
    async read(key) {
      const entry = live(key, now().getTime());
      return entry && { ...entry };
    },
    async claimLock(key, until) {
      const at = now().getTime();
      const entry = live(key, at);
      if (!entry || (entry.lockedUntil ?? 0) > at) return false;
      entry.lockedUntil = until;
      entry.expiresAt = Math.max(entry.expiresAt, until);
      return true;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

function fromRow(row: { hits: number; expires_at: string; locked_until: string | null }): LimitEntry {
  return {
    hits: Number(row.hits),
    expiresAt: Date.parse(row.expires_at),
    lockedUntil: row.locked_until === null ? null : Date.parse(row.locked_until),
  };
}

/**
 * Every API process on the same PostgreSQL database shares these counters. Each hit is one
 * atomic upsert: two processes counting the same key at once both see their own hit.
 */
export function databaseLimitStore(db: Kysely<Database>, now: () => Date): LimitStore {
  let lastSweep = 0;
  return {
    async hit(key, windowMs, mode) {
      const at = now().getTime();
      if (at - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = at;
        await db.deleteFrom('rate_limit').where('expires_at', '<=', iso(at)).execute();
      }
      const current = iso(at);
      // In SET, `rate_limit.*` is the row before the update, `excluded.*` the row proposed.
      const expired = sql<boolean>`rate_limit.expires_at <= ${current}`;
      const row = await db
        .insertInto('rate_limit')
        .values({ key, hits: 1, expires_at: iso(at + windowMs), locked_until: null })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql`case when ${expired} then 1 else rate_limit.hits + 1 end`,
            expires_at:
              mode === 'sliding'
                ? sql`case when ${expired} or rate_limit.expires_at < excluded.expires_at then excluded.expires_at else rate_limit.expires_at end`
                : sql`case when ${expired} then excluded.expires_at else rate_limit.expires_at end`,
            locked_until: sql`case when ${expired} then null else rate_limit.locked_until end`,
          }),
        )
        .returning(['hits', 'expires_at', 'locked_until'])
        .executeTakeFirstOrThrow();
      return fromRow(row);
    },
    async read(key) {
      const row = await db
        .selectFrom('rate_limit')
        .select(['hits', 'expires_at', 'locked_until'])
        .where('key', '=', key)
        .where('expires_at', '>', iso(now().getTime()))
        .executeTakeFirst();
      return row && fromRow(row);
    },
    async claimLock(key, until) {
      const current = iso(now().getTime());
      const end = iso(until);
      // One conditional UPDATE: of two processes locking at once, only one finds the row unlocked.
      const claimed = await db
        .updateTable('rate_limit')
        .set({
          locked_until: end,
          expires_at: sql`case when expires_at < ${end} then ${end} else expires_at end`,
        })
        .where('key', '=', key)
        .where('expires_at', '>', current)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', current)]))
        .returning('key')
        .executeTakeFirst();
      return claimed !== undefined;
    },
    async clear(key) {
      await db.deleteFrom('rate_limit').where('key', '=', key).execute();
    },
  };
}
