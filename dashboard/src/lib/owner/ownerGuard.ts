import { ROLE_ADMIN, ROLE_OWNER, type OwnerUser } from '@merci/domain';

/** Why a signed-in user cannot use the merchant back-office (SPEC §6), or null. */
export type OwnerProblem = 'not_merchant' | 'missing_company';

export function ownerProblem(user: Pick<OwnerUser, 'roles' | 'shop'>): OwnerProblem | null {
  if (!user.roles.includes(ROLE_OWNER)) return 'not_merchant';
  if (!user.shop) return 'missing_company';
  return null;
}

/** A member of merci's team: their place is the operator's console (/admin), not a shop's screens. */
export function isOperator(user: Pick<OwnerUser, 'roles'>): boolean {
  return user.roles.includes(ROLE_ADMIN);
}

/** A JWT's claims, read without checking them; null for no token or one that is not a JWT. */
function claimsOf(token: string | null): Record<string, unknown> | null {
  const claims = token?.split('.')[1];
  if (!claims) return null;
  try {
    const parsed: unknown = JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The roles a session's token names in its claims, read without checking it: where a signed-in
 * person belongs (the operator's console or a shop's screens) before /users/me has answered, so
 * that neither flashes the other's frame. A hint, never a permission: the API checks the token,
 * and /users/me has the last word. Empty for no token, a token that is not a JWT, or claims
 * without a list of roles. (Here rather than in lib/session, which the signed-out screens load.)
 */
export function tokenRoles(token: string | null): string[] {
  const roles = claimsOf(token)?.roles;
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

const positiveId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/**
 * The account and shop a session's token names (claims `sub` and `shop`), read without checking
 * it: what the start may ask for before /users/me answers. A hint like `tokenRoles`: the API
 * checks the token on every call, and /users/me has the last word.
 */
export function tokenAccount(token: string | null): { userId?: number; shopId?: number } {
  const claims = claimsOf(token);
  return { userId: positiveId(Number(claims?.sub)), shopId: positiveId(claims?.shop) };
}
