import { SESSION_EXPIRED, msUntilExpiry, readSessionExpiration, sessionExpiration } from '@merci/domain';

/** Browser-storage keys of the session (SPEC §3: token and expiration). */
export const TOKEN_KEY = 'token';
export const EXPIRATION_KEY = 'expiration';

export interface SessionSnapshot {
  token: string | null;
  /** Expiration in ms since epoch as a string, or 'EXPIRED' (missing or past). */
  expiration: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionSnapshot | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(now = new Date()): SessionSnapshot {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  return { token: token || null, expiration: readSessionExpiration(store?.getItem(EXPIRATION_KEY), now) };
}

function notify() {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** The current session, the same object until it changes (for useSyncExternalStore). */
export function getSession(): SessionSnapshot {
  const fresh = read();
  if (!snapshot || snapshot.token !== fresh.token || snapshot.expiration !== fresh.expiration)
    snapshot = fresh;
  return snapshot;
}

export function isSignedIn(session: SessionSnapshot = getSession()): boolean {
  return Boolean(session.token) && session.expiration !== SESSION_EXPIRED;
}

/** Stores the token with an expiration 3 hours after now (SPEC §4). */
export function saveSession(token: string, now = new Date()): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(EXPIRATION_KEY, sessionExpiration(now));
  notify();
}

/** Removes token and expiration (the POST /logout action, a 401, the expiry timer). */
export function clearSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(EXPIRATION_KEY);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Milliseconds until the stored session expires; 0 when there is none. */
export function msLeft(now = new Date()): number {
  return msUntilExpiry(storage()?.getItem(EXPIRATION_KEY), now);
}

let storageListening = false;
/** Another tab signing in or out changes this tab too (the storage event fires in the others). */
export function listenToOtherTabs(): void {
  if (storageListening || typeof window === 'undefined') return;
  storageListening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === EXPIRATION_KEY) notify();
  });
}
