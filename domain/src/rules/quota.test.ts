import { describe, expect, it } from 'vitest';
import { planIncludesAutomation } from './plan.js';
import { canRetain, mustLeaveAssignPage, retainBlocker, type QuotaState } from './quota.js';

const suspension = { since: '2026-11-20T09:00:00.000Z', reason: 'Factures impayées' };

describe('what keeps a shop from retaining', () => {
  it.each<[string, QuotaState | null | undefined, boolean, ReturnType<typeof retainBlocker>]>([
    ['nothing while some quota is left', { quota: 10, quotaRemaining: 1 }, true, null],
    ['nothing for a shop not suspended', { quota: 10, quotaRemaining: 1, suspension: null }, true, null],
    [
      'the suspension, before a missing permission',
      { quota: 10, quotaRemaining: 5, suspension },
      false,
      'suspended',
    ],
    [
      'the missing permission, before a missing quota',
      { quota: null, quotaRemaining: null },
      false,
      'not_permitted',
    ],
    ['the missing permission, for an unknown shop', undefined, false, 'not_permitted'],
    ['no quota for an unknown shop', undefined, true, 'no_quota'],
    [
      'no quota for a shop without one, whatever it counts',
      { quota: null, quotaRemaining: 3 },
      true,
      'no_quota',
    ],
    [
      'an exhausted quota when nothing is counted',
      { quota: 10, quotaRemaining: null },
      true,
      'quota_exhausted',
    ],
    ['an exhausted quota at 0', { quota: 10, quotaRemaining: 0 }, true, 'quota_exhausted'],
  ])('is %s', (_case, shop, isPermitted, blocker) => {
    expect(retainBlocker(shop, isPermitted)).toBe(blocker);
    expect(canRetain(shop, isPermitted)).toBe(blocker === null);
  });

  it('takes the merchant as permitted unless told otherwise', () => {
    expect(retainBlocker({ quota: 10, quotaRemaining: 1 })).toBeNull();
    expect(canRetain({ quota: 10, quotaRemaining: 1 })).toBe(true);
  });
});

describe('leaving the assign page', () => {
  it.each<[string, QuotaState | null | undefined, boolean]>([
    ['an unknown shop stays', null, false],
    ['a shop not loaded yet stays', undefined, false],
    ['a shop without quota stays, even counting nothing', { quota: null, quotaRemaining: 0 }, false],
    ['a shop with a quota and nothing counted leaves', { quota: 10, quotaRemaining: null }, true],
    ['a shop below 0 leaves', { quota: 10, quotaRemaining: -1 }, true],
    ['a shop with one left stays', { quota: 10, quotaRemaining: 1 }, false],
  ])('%s', (_case, shop, leaves) => {
    expect(mustLeaveAssignPage(shop)).toBe(leaves);
  });
});

describe('the plans with the story automation', () => {
  it.each([
    ['advanced', true],
    ['enterprise', true],
    ['pro', false],
    ['basic', false],
    ['an unknown offer', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (offerType, included) => {
    expect(planIncludesAutomation(offerType)).toBe(included);
  });
});
