import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Badge } from '../Badge';
import {
  STATUS_BADGE_DEFAULT_TONES,
  type StatusBadgeStatus,
  type StatusBadgeTone,
} from './StatusBadge.types';

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
