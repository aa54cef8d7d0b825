import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXPIRATION_KEY,
  TOKEN_KEY,
  clearSession,
  getSession,
  isSignedIn,
  msLeft,
  saveSession,
  subscribeSession,
} from './session';

const signedInAt = new Date('2026-11-22T10:00:00.000Z');

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(signedInAt);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the token and an expiration 3 hours after sign-in', () => {
    saveSession('jwt-token', signedInAt);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-token');
    expect(Number(localStorage.getItem(EXPIRATION_KEY))).toBe(signedInAt.getTime() + 3 * 60 * 60 * 1000);
    expect(isSignedIn()).toBe(true);
    expect(msLeft(signedInAt)).toBe(3 * 60 * 60 * 1000);
  });

  it("reads a missing expiration as 'EXPIRED' and the visitor as signed out", () => {
    localStorage.setItem(TOKEN_KEY, 'jwt-token');
    expect(getSession()).toEqual({ token: 'jwt-token', expiration: 'EXPIRED' });
    expect(isSignedIn()).toBe(false);
  });

  it('counts a session as expired once its expiration has passed', () => {
    saveSession('jwt-token', signedInAt);
    vi.setSystemTime(signedInAt.getTime() + 3 * 60 * 60 * 1000 + 1);
    expect(getSession().expiration).toBe('EXPIRED');
    expect(isSignedIn()).toBe(false);
  });

  it('removes token and expiration on logout and tells the subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession('jwt-token', signedInAt);
    clearSession();
    unsubscribe();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRATION_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same snapshot object until the session changes', () => {
    saveSession('jwt-token', signedInAt);
    const first = getSession();
    expect(getSession()).toBe(first);
    clearSession();
    expect(getSession()).not.toBe(first);
  });
});
