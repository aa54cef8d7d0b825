export { StatusBadge } from './StatusBadge';
export {
  AUTOMATION_STATES,
  STATUS_BADGE_DEFAULT_TONES,
  STATUS_BADGE_STATUSES,
  STATUS_BADGE_TONES,
} from './StatusBadge.types';
export type { StatusBadgeProps } from './StatusBadge';
export type { AutomationState, StatusBadgeStatus, StatusBadgeTone } from './StatusBadge.types';
