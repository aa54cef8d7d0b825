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
