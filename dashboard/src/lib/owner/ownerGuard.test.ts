import { describe, expect, it } from 'vitest';
import { isOperator, ownerProblem } from './ownerGuard';

describe('owner guard (SPEC §6)', () => {
  it('accepts a ROLE_OWNER user with a shop', () => {
    expect(
      ownerProblem({ roles: ['ROLE_USER', 'ROLE_OWNER'], shop: { id: 1, '@id': '/shops/1' } }),
    ).toBeNull();
  });

  it('refuses a user without ROLE_OWNER as not a merchant', () => {
    expect(ownerProblem({ roles: ['ROLE_USER'], shop: { id: 1, '@id': '/shops/1' } })).toBe('not_merchant');
  });

  it('refuses an owner without a shop as missing its company', () => {
    expect(ownerProblem({ roles: ['ROLE_OWNER'], shop: null })).toBe('missing_company');
  });
});

describe('operator (merci’s team)', () => {
  it('is a user with ROLE_ADMIN, whatever else they hold', () => {
    expect(isOperator({ roles: ['ROLE_ADMIN'] })).toBe(true);
    expect(isOperator({ roles: ['ROLE_OWNER', 'ROLE_ADMIN'] })).toBe(true);
    expect(isOperator({ roles: ['ROLE_OWNER'] })).toBe(false);
    expect(isOperator({ roles: [] })).toBe(false);
  });
});
