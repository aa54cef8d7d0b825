import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CONFIG_REWARD_STATUSES, REWARD_STATUSES } from '@merci/domain';
import { BADGE_TONES, Badge, type BadgeTone } from '../Badge';

/** The state of an automation in its list (SPEC §2 "Automations"): running or suspended. */
export const AUTOMATION_STATES = ['live', 'inactive'] as const;
export type AutomationState = (typeof AUTOMATION_STATES)[number];

/** A configured reward's statuses that an assigned reward does not have ('expired' it shares). */
const CONFIG_REWARD_ONLY_STATUSES = CONFIG_REWARD_STATUSES.filter(
  (status): status is Exclude<(typeof CONFIG_REWARD_STATUSES)[number], 'expired'> => status !== 'expired',
);

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

export interface StatusBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The status shown, which picks the tone (see `STATUS_BADGE_DEFAULT_TONES`). */
  status: StatusBadgeStatus;
  /** The visible name of the status, supplied by the caller (e.g. 'Utilisée', 'Active'). */
  label: string;
  /**
   * Overrides the tone the status gives.
   * @default STATUS_BADGE_DEFAULT_TONES[status]
   */
  tone?: StatusBadgeTone;
  /**
   * Draws a small dot in the tone before the label (e.g. a live automation).
   * @default false
   */
  hasDot?: boolean;
  /** Decorative icon before the label, e.g. `<Icon name="clock" />`; takes the place of the dot. */
  icon?: ReactNode;
}

/**
 * A small pill naming the status of an assigned reward (assigned, use requested, used, refused,
 * expired), of an automation (live, inactive) or of a configured reward (active, expired, sold out), in a tone per status. The label comes from the
 * caller; the dot and icon are decorative, so the label alone carries the meaning.
 */
export function StatusBadge({ status, label, tone, hasDot = false, icon, ...rest }: StatusBadgeProps) {
  return (
    <Badge
      tone={tone ?? STATUS_BADGE_DEFAULT_TONES[status]}
      label={label}
      hasDot={hasDot}
      icon={icon}
      data-status={status}
      {...rest}
    />
  );
}
