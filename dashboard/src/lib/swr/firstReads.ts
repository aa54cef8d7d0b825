import { mutate, type Middleware } from 'swr';
import { getSession, subscribeSession } from '../session/session';

/**
 * How long an answer read ahead may stand in for a hook's own first request: a hook mounted
 * later than that (a screen opened long after the start) asks again.
 */
export const FIRST_READ_FRESH_MS = 10_000;

interface FirstRead {
  answer: Promise<unknown>;
  /** The session the read was made with: another session's answer is never handed over. */
  token: string | null;
  settledAt?: number;
}

const firstReads = new Map<string, FirstRead>();

/**
 * Asks for `key` before any screen reads it (the app's start: ADR 019). The answer goes into
 * SWR's cache as it arrives, so that a screen drawn afterwards has it in its first render, and
 * it is handed to the first hook that asks for the key (`takeFirstRead`) instead of a second
 * request. A failed read is handed only to a hook already waiting for it: a hook mounted after
 * the failure asks again. The caller handles the returned promise's failure.
 */
export function readFirst(key: string, fetcher: (key: string) => Promise<unknown>): Promise<unknown> {
  const read: FirstRead = { answer: fetcher(key), token: getSession().token };
  firstReads.set(key, read);
  read.answer.then(
    (data) => {
      // Another session since (scopeDataToSession dropped it): its answer is not kept.
      if (firstReads.get(key) !== read || read.token !== getSession().token) return;
      read.settledAt = Date.now();
      void mutate(key, data, { revalidate: false });
    },
    () => {
      if (firstReads.get(key) === read) firstReads.delete(key);
    },
  );
  return read.answer;
}

/**
 * SWR middleware: a hook's request for a key read ahead (`readFirst`) takes that answer, once,
 * if it was read with the session still stored and is recent; otherwise the hook asks itself.
 * Without it a stale answer would outlive a sign-out: a read refused with a dead session, taken
 * after the next sign-in, signed the merchant out again.
 */
export const takeFirstRead: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const fetchOrTake =
    fetcher &&
    ((...args: unknown[]) => {
      const read = typeof key === 'string' ? firstReads.get(key) : undefined;
      if (read && typeof key === 'string') {
        firstReads.delete(key);
        const isFresh = read.settledAt === undefined || Date.now() - read.settledAt < FIRST_READ_FRESH_MS;
        if (read.token === getSession().token && isFresh) return read.answer;
      }
      return (fetcher as (...fetcherArgs: unknown[]) => unknown)(...args);
    });
  return useSWRNext(key, fetchOrTake as typeof fetcher, config);
};

/**
 * What SWR holds belongs to the session it was read with: when the stored session changes (a
 * sign-out, a refused token, another sign-in in this tab or another), the cache and the answers
 * read ahead are emptied, so that the next merchant signed in on this browser never sees, even
 * for a moment, what the previous one saw. Returns the unsubscription.
 */
export function scopeDataToSession(): () => void {
  let token = getSession().token;
  return subscribeSession(() => {
    const current = getSession().token;
    if (current === token) return;
    token = current;
    firstReads.clear();
    void mutate(() => true, undefined, { revalidate: false });
  });
}
