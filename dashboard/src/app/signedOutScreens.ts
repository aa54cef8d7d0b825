import type { ComponentType } from 'react';

/**
 * The signed-out screens the server prerenders (ADR 016). Opened from their address without a
 * session, they start on their own, without the router and the data layer (ADR 020); inside the
 * app, routes.tsx loads the same modules.
 */
export const SIGNED_OUT_SCREENS = {
  '/signin': async () => (await import('../features/auth/SignInPage')).SignInPage,
  '/signup': async () => (await import('../features/auth/SignUpPage')).SignUpPage,
  '/forgotten-password': async () =>
    (await import('../features/auth/ForgottenPasswordPage')).ForgottenPasswordPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type SignedOutPath = keyof typeof SIGNED_OUT_SCREENS;

/** The signed-out screen at a pathname (a trailing slash aside), if it is one of them. */
export function signedOutScreenAt(pathname: string): SignedOutPath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.hasOwn(SIGNED_OUT_SCREENS, path) ? (path as SignedOutPath) : undefined;
}
