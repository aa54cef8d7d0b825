import { describe, expect, it } from 'vitest';
import { quotaRemainingNow, quotaRenewsAt, quotaUsedNow } from './quota.js';

/** 22 November 2026 in Paris. */
const now = new Date('2026-11-22T10:00:00.000Z');
const shop = (quota: number | null, quota_remaining: number | null, quota_period: string | null) => ({
  quota,
  quota_remaining,
  quota_period,
  time_zone: 'Europe/Paris',
});

describe('the quota of a shop as it stands now', () => {
  it.each([
    ['no quota, whatever is left in its columns', shop(null, 5, '2026-11'), null, null],
    ['the count of this month', shop(10, 3, '2026-11'), 3, 7],
    ['the whole quota when no month was ever counted', shop(10, 3, null), 10, 0],
    ['the whole quota when the count is of an earlier month', shop(10, 0, '2026-10'), 10, 0],
    ['the count of a later month, the newest there is', shop(10, 4, '2026-12'), 4, 6],
    ['the whole quota when this month has no count', shop(10, null, '2026-11'), 10, 0],
  ])('is %s', (_case, row, remaining, used) => {
    expect({ remaining: quotaRemainingNow(row, now), used: quotaUsedNow(row, now) }).toEqual({
      remaining,
      used,
    });
  });

  it('renews at the first instant of next month where the shop is, and never without a quota', () => {
    expect(quotaRenewsAt({ quota: 10, time_zone: 'Europe/Paris' }, now)).toBe('2026-11-30T23:00:00.000Z');
    expect(quotaRenewsAt({ quota: 10, time_zone: 'America/Sao_Paulo' }, now)).toBe(
      '2026-12-01T03:00:00.000Z',
    );
    expect(quotaRenewsAt({ quota: null, time_zone: 'Europe/Paris' }, now)).toBeNull();
  });
});
