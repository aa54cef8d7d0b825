import { CONFIG_REWARD_STATUSES, REWARD_STATUSES } from '@merci/domain';
import { BADGE_TONES, type BadgeTone } from '../Badge';

/** A configured reward's statuses that an assigned reward does not have ('expired' it shares). */
const CONFIG_REWARD_ONLY_STATUSES = CONFIG_REWARD_STATUSES.filter(
  (status): status is Exclude<(typeof CONFIG_REWARD_STATUSES)[number], 'expired'> => status !== 'expired',
);

/** The state of an automation in its list (SPEC §2 "Automations"): running or suspended. */
export const AUTOMATION_STATES = ['live', 'inactive'] as const;
export type AutomationState = (typeof AUTOMATION_STATES)[number];

/**
 * Every status a badge can show: those of an assigned reward, of an automation, then those of a
 * configured reward (active, sold out; expired as an assigned reward's).
 */
export const STATUS_BADGE_STATUSES = [
  ...REWARD_STATUSES,
  ...AUTOMATION_STATES,
  ...CONFIG_REWARD_ONLY_STATUSES,
] as const;
export type StatusBadgeStatus = (typeof STATUS_BADGE_STATUSES)[number];

/** Colours of the badge, each a text/surface pair checked in `contrastPairs`. */
export const STATUS_BADGE_TONES = BADGE_TONES;
export type StatusBadgeTone = BadgeTone;

/** The tone each status takes unless `tone` says otherwise. */
export const STATUS_BADGE_DEFAULT_TONES = {
  assigned: 'info',
  use_requested: 'warning',
  used: 'success',
  refused: 'danger',
  expired: 'neutral',
  live: 'success',
  inactive: 'neutral',
  active: 'success',
  sold_out: 'warning',
} as const satisfies Record<StatusBadgeStatus, StatusBadgeTone>;
