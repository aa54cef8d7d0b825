import { describe, expect, it } from 'vitest';
import { isExpiringSoon, storyExpiresAt, storyTimeLeft } from './storyExpiry';

const createdAt = '2026-11-20T08:00:00.000Z';

describe('story expiry', () => {
  it('uses the expiresAt the API gives', () => {
    expect(storyExpiresAt({ type: 'story', createdAt, expiresAt: '2026-11-21T06:00:00.000Z' })).toEqual(
      new Date('2026-11-21T06:00:00.000Z'),
    );
  });

  it('falls back to 24 hours after publication', () => {
    expect(storyExpiresAt({ type: 'story', createdAt, expiresAt: null })).toEqual(
      new Date('2026-11-21T08:00:00.000Z'),
    );
    expect(storyExpiresAt({ type: 'story', createdAt })).toEqual(new Date('2026-11-21T08:00:00.000Z'));
  });

  it('does not apply to other content types', () => {
    expect(storyExpiresAt({ type: 'feed', createdAt })).toBeNull();
  });

  it('counts whole hours, then minutes in the last hour, then expired', () => {
    const expiresAt = new Date('2026-11-21T08:00:00.000Z');
    const timeLeftAt = (now: string) => storyTimeLeft(expiresAt, new Date(now));
    expect(timeLeftAt('2026-11-20T14:59:00.000Z')).toEqual({ unit: 'hours', value: 17 });
    expect(timeLeftAt('2026-11-21T07:00:00.000Z')).toEqual({ unit: 'hours', value: 1 });
    expect(timeLeftAt('2026-11-21T07:35:00.000Z')).toEqual({ unit: 'minutes', value: 25 });
    expect(timeLeftAt('2026-11-21T07:59:50.000Z')).toEqual({ unit: 'minutes', value: 1 });
    expect(timeLeftAt('2026-11-21T08:00:00.000Z')).toBe('expired');
  });

  it('says a story expires soon in its last 6 hours, not after it has gone', () => {
    const expiresAt = new Date('2026-11-21T08:00:00.000Z');
    expect(isExpiringSoon(expiresAt, new Date('2026-11-21T01:59:00.000Z'))).toBe(false);
    expect(isExpiringSoon(expiresAt, new Date('2026-11-21T02:00:00.000Z'))).toBe(true);
    expect(isExpiringSoon(expiresAt, new Date('2026-11-21T07:59:00.000Z'))).toBe(true);
    expect(isExpiringSoon(expiresAt, new Date('2026-11-21T08:00:00.000Z'))).toBe(false);
  });
});
