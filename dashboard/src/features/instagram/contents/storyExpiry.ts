import { STORY_LIFETIME_MS, type SocialContent } from '@merci/domain';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** When a story disappears: its `expiresAt`, else 24 hours after its publication; null for other types. */
export function storyExpiresAt(
  content: Pick<SocialContent, 'type' | 'createdAt'> & { expiresAt?: string | null },
) {
  if (content.type !== 'story') return null;
  if (content.expiresAt) return new Date(content.expiresAt);
  return new Date(Date.parse(content.createdAt) + STORY_LIFETIME_MS);
}

/** Time left before a story expires, in whole hours (from one hour) or minutes; 'expired' after. */
export type StoryTimeLeft = { unit: 'hours' | 'minutes'; value: number } | 'expired';

export function storyTimeLeft(expiresAt: Date, now: Date): StoryTimeLeft {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  if (left >= HOUR_MS) return { unit: 'hours', value: Math.floor(left / HOUR_MS) };
  return { unit: 'minutes', value: Math.max(1, Math.floor(left / MINUTE_MS)) };
}

/** A story in the last quarter of its day stands out: it disappears before a merchant's next visit. */
export const EXPIRING_SOON_MS = 6 * HOUR_MS;

/** Whether a story still online disappears within `EXPIRING_SOON_MS`. */
export function isExpiringSoon(expiresAt: Date, now: Date): boolean {
  const left = expiresAt.getTime() - now.getTime();
  return left > 0 && left <= EXPIRING_SOON_MS;
}
