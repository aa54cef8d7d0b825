import { describe, expect, it } from 'vitest';
import { isOperator, ownerProblem, tokenAccount, tokenRoles } from './ownerGuard';

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

describe('the roles a session’s token names', () => {
  // base64url, as JWTs write their parts: no padding, '-' and '_' for '+' and '/'.
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const token = (claims: object) => `${part({ alg: 'HS256' })}.${part(claims)}.c2lnbmF0dXJl`;
  const rolesOf = tokenRoles;

  it('reads the roles of a JWT’s claims, as the API signs them', () => {
    expect(rolesOf(token({ sub: '2', shop: null, roles: ['ROLE_ADMIN'], purpose: 'session' }))).toEqual([
      'ROLE_ADMIN',
    ]);
    // Claims whose base64 holds a '+', which base64url writes '-'.
    expect(rolesOf(token({ note: '??>>', roles: ['ROLE_OWNER'] }))).toEqual(['ROLE_OWNER']);
  });

  it('reads none from no token, a token that is not a JWT, or claims without a list of roles', () => {
    expect(rolesOf(null)).toEqual([]);
    expect(rolesOf('test-session-token')).toEqual([]);
    expect(rolesOf('a.%%%.b')).toEqual([]);
    expect(rolesOf(token({ roles: 'ROLE_ADMIN' }))).toEqual([]);
    expect(rolesOf(token({ roles: ['ROLE_ADMIN', 7] }))).toEqual(['ROLE_ADMIN']);
  });

  it('reads the account and the shop a session’s token names, as the API signs them', () => {
    expect(tokenAccount(token({ sub: '2', shop: 1, roles: ['ROLE_OWNER'], purpose: 'session' }))).toEqual({
      userId: 2,
      shopId: 1,
    });
    // An operator has no shop.
    expect(tokenAccount(token({ sub: '9', shop: null, roles: ['ROLE_ADMIN'] }))).toEqual({ userId: 9 });
  });

  it('reads no ids from no token, a token that is not a JWT, or claims that are not ids', () => {
    expect(tokenAccount(null)).toEqual({});
    expect(tokenAccount('test-session-token')).toEqual({});
    expect(tokenAccount('a.%%%.b')).toEqual({});
    expect(tokenAccount(token({ sub: 'abc', shop: '1' }))).toEqual({});
    expect(tokenAccount(token({ sub: '-3', shop: 1.5 }))).toEqual({});
    expect(tokenAccount(token({ sub: '../1', shop: 0 }))).toEqual({});
  });
});
