import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { LimitStore } from './limitStore.js';

/** The growing delays after failed sign-ins for one e-mail address (docs/adr/027). */
export interface SignInThrottle {
  /** Sign-ins in a row without success before the first lock. */
  attemptsBeforeLock: number;
  /** The lock that follows them; each further attempt doubles it. */
  firstLockMs: number;
  /** The longest lock, so that nobody can keep an owner out for long. */
  maxLockMs: number;
  /** A count with no attempt for this long is forgotten. */
  forgetAfterMs: number;
}

export const SIGN_IN_THROTTLE: SignInThrottle = {
  attemptsBeforeLock: 5,
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** Activation e-mails to one address in an hour, whoever asks: beyond, the request sends nothing. */
export const ACTIVATION_MAILS_PER_HOUR = 3;
export const HOUR_MS = 60 * 60_000;

/**
 * An e-mail address as a store key: normalized like the accounts' addresses, hashed so that the
 * store holds no address and its keys stay short whatever a client sends.
 */
export const emailKey = (purpose: string, email: string) =>
  `${purpose}|${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

/** 429 with Retry-After and the problem body every other refusal of too many requests has. */
export function tooManyRequests(reply: FastifyReply, retryAfterMs: number): HttpError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, 'errors.too_many_requests');
}

/**
 * The sign-ins of one e-mail address, whether an account has it or not. Each attempt counts as a
 * failure until it succeeds, and is counted before the password is checked: attempts sent at once
 * cannot slip in before the lock. From the `attemptsBeforeLock`-th on, an attempt runs only if it
 * is the one that sets the next lock, twice as long as the previous one.
 */
export function signInThrottle(store: LimitStore, throttle: SignInThrottle, now: () => Date) {
  const remaining = async (key: string) => {
    const entry = await store.read(key);
    return Math.max(0, (entry?.lockedUntil ?? 0) - now().getTime());
  };
  return {
    /** 0 when this attempt may check the password, or how long (ms) the address is locked. */
    async attempt(email: string): Promise<number> {
      const key = emailKey('signin', email);
      const locked = await remaining(key);
      if (locked > 0) return locked;
      const { hits } = await store.hit(key, throttle.forgetAfterMs, 'sliding');
      const beyond = hits - throttle.attemptsBeforeLock;
      if (beyond < 0) return 0;
      const lockMs = Math.min(throttle.maxLockMs, throttle.firstLockMs * 2 ** Math.min(beyond, 30));
      if (await store.claimLock(key, now().getTime() + lockMs)) return 0;
      // Another attempt at the same moment took the turn.
      return Math.max(1000, await remaining(key));
    },
    async succeeded(email: string): Promise<void> {
      await store.clear(emailKey('signin', email));
    },
  };
}

interface RateLimitResult {
  current: number;
  ttl: number;
}

/**
 * A store for @fastify/rate-limit over a LimitStore, so that every API process counts the same
 * hits. The plugin makes one child per route: each route counts apart, as with its own store.
 */
export function rateLimitStoreClass(store: LimitStore, now: () => Date) {
  return class SharedRateLimitStore {
    readonly scope: string;

    // The plugin constructs the root store with its settings, and children with a scope.
    constructor(_settings?: unknown, scope = '*') {
      this.scope = scope;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitResult) => void,
      timeWindow: number,
    ): void {
      store.hit(`rate|${this.scope}|${key}`, timeWindow, 'fixed').then(
        (entry) =>
          callback(null, { current: entry.hits, ttl: Math.max(0, entry.expiresAt - now().getTime()) }),
        (error: Error) => callback(error),
      );
    }

    // What the plugin passes is its settings for the route, with the route under `routeInfo`.
    child(routeOptions: object): SharedRateLimitStore {
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new SharedRateLimitStore(
        undefined,
        `${[method ?? ''].flat().join(',')} ${url ?? ''}`.trim() || '*',
      );
    }
  };
}
