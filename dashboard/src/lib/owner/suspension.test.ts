import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { SHOP_SUSPENDED, failureMessageKey, isSuspended } from './suspension';

describe('a suspended shop', () => {
  it('is one with a suspension', () => {
    expect(isSuspended({ suspension: { since: '2026-11-20T09:00:00.000Z', reason: 'Impayés' } })).toBe(true);
    expect(isSuspended({ suspension: null })).toBe(false);
    expect(isSuspended(undefined)).toBe(false);
  });

  it('says why a change failed when the API refused it for the suspension, else the screen’s key', () => {
    expect(failureMessageKey(new ApiError(403, SHOP_SUSPENDED), 'form.reward_form.error')).toBe(
      'errors.shop_suspended',
    );
    expect(failureMessageKey(new ApiError(403, 'errors.forbidden'), 'form.reward_form.error')).toBe(
      'form.reward_form.error',
    );
    expect(failureMessageKey(new ApiError(500, 'errors.http'), 'automation.errors.create')).toBe(
      'automation.errors.create',
    );
    expect(failureMessageKey(new Error('offline'), 'errors.http')).toBe('errors.http');
  });
});
