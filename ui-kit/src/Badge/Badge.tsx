import type { ComponentPropsWithRef, ReactNode } from 'react';
import { BadgeDot, BadgeIcon, StyledBadge } from './Badge.styles';
import type { BadgeTone } from './Badge.types';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The visible text, supplied by the caller (e.g. 'À reconnecter'). */
  label: string;
  /**
   * The colour, which says how the state reads: fine, to act on, failing, or plain.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * Draws a small dot in the tone before the label.
   * @default false
   */
  hasDot?: boolean;
  /** Decorative icon before the label, e.g. `<Icon name="clock" />`; takes the place of the dot. */
  icon?: ReactNode;
}

/**
 * A small pill naming a state in a tone: a shop's validation, an Instagram connection's health.
 * The label comes from the caller; the dot and icon are decorative, so the label alone carries
 * the meaning. StatusBadge is this pill with a tone per reward or automation status.
 */
export function Badge({ label, tone = 'neutral', hasDot = false, icon, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} {...rest}>
      {icon ? <BadgeIcon aria-hidden="true">{icon}</BadgeIcon> : hasDot && <BadgeDot aria-hidden="true" />}
      {label}
    </StyledBadge>
  );
}
