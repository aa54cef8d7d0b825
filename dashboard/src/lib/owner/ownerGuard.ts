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

/**
 * The roles a session's token names in its claims, read without checking it: where a signed-in
 * person belongs (the operator's console or a shop's screens) before /users/me has answered, so
 * that neither flashes the other's frame. A hint, never a permission: the API checks the token,
 * and /users/me has the last word. Empty for no token, a token that is not a JWT, or claims
 * without a list of roles. (Here rather than in lib/session, which the signed-out screens load.)
 */
export function tokenRoles(token: string | null): string[] {
  const claims = token?.split('.')[1];
  if (!claims) return [];
  try {
    const json = atob(claims.replace(/-/g, '+').replace(/_/g, '/'));
    const roles: unknown = (JSON.parse(json) as { roles?: unknown }).roles;
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}
