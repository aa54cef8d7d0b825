import { useEffect, useSyncExternalStore } from 'react';
import { clearSession, getSession, isSignedIn, listenToOtherTabs, msLeft, subscribeSession } from './session';

/** The session, re-rendering on sign-in, sign-out and changes made in another tab. */
export function useSession() {
  useEffect(listenToOtherTabs, []);
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return { ...session, isSignedIn: isSignedIn(session) };
}

// setTimeout holds a 32-bit delay; longer waits are re-armed.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Logs out when the session expires, even if the tab stays open and idle (SPEC §4). */
export function useExpiryLogout(onExpire: () => void) {
  const { token, expiration } = useSession();
  useEffect(() => {
    if (!token) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const left = msLeft();
      if (left <= 0) {
        clearSession();
        onExpire();
        return;
      }
      timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [token, expiration, onExpire]);
}
