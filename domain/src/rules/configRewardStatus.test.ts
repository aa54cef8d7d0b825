import { describe, expect, it } from 'vitest';
import { configRewardStatus } from './configRewardStatus.js';

const reward = (validity_end_at: string | null, quantityRemaining: number | null) => ({
  validity_end_at,
  quantityRemaining,
});

describe('configRewardStatus', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('is active with stock left and a validity not over, or open', () => {
    expect(configRewardStatus(reward('2026-11-30', 3), now)).toBe('active');
    expect(configRewardStatus(reward(null, null), now)).toBe('active');
    expect(configRewardStatus(reward(null, 1), now)).toBe('active');
  });

  it('is sold out when a limited quantity has none left; an unlimited one never is', () => {
    expect(configRewardStatus(reward('2026-11-30', 0), now)).toBe('sold_out');
    expect(configRewardStatus(reward(null, 0), now)).toBe('sold_out');
    expect(configRewardStatus(reward(null, null), now)).toBe('active');
  });

  it('expires once the last day has ended in the shop’s time zone, and expired wins over sold out', () => {
    // 23:30 on 30 November in Paris is still the last day; 00:30 on 1 December is not.
    expect(configRewardStatus(reward('2026-11-30', 2), new Date('2026-11-30T22:30:00Z'))).toBe('active');
    expect(configRewardStatus(reward('2026-11-30', 2), new Date('2026-11-30T23:30:00Z'))).toBe('expired');
    // The same instant is still 30 November in New York.
    expect(
      configRewardStatus(reward('2026-11-30', 2), new Date('2026-11-30T23:30:00Z'), 'America/New_York'),
    ).toBe('active');
    expect(configRewardStatus(reward('2026-11-25', 0), now)).toBe('expired');
  });

  it('is still active at the last millisecond of its last day, and expired the next', () => {
    expect(configRewardStatus(reward('2026-11-30', 1), new Date('2026-11-30T22:59:59.999Z'))).toBe('active');
    expect(configRewardStatus(reward('2026-11-30', 1), new Date('2026-11-30T23:00:00.000Z'))).toBe('expired');
    // Without a zone, the shop's default one: Paris.
    expect(configRewardStatus(reward('2026-07-31', null), new Date('2026-07-31T21:59:59.999Z'))).toBe(
      'active',
    );
    expect(configRewardStatus(reward('2026-07-31', null), new Date('2026-07-31T22:00:00.000Z'))).toBe(
      'expired',
    );
  });
});
