export { Badge } from './Badge';
export { BADGE_TONES } from './Badge.types';
export type { BadgeProps } from './Badge';
export type { BadgeTone } from './Badge.types';
