export {
  AUTOMATION_STATES,
  STATUS_BADGE_DEFAULT_TONES,
  STATUS_BADGE_STATUSES,
  STATUS_BADGE_TONES,
  StatusBadge,
} from './StatusBadge';
export type { AutomationState, StatusBadgeProps, StatusBadgeStatus, StatusBadgeTone } from './StatusBadge';
