import type { ComponentPropsWithRef, ReactNode } from 'react';
import { IconButtonIcon, StyledIconButton } from './IconButton.styles';
import type { IconButtonVariant, IconButtonSize } from './IconButton.types';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** What the button does, e.g. "Supprimer la récompense": its accessible name (`aria-label`). */
  label: string;
  /** The icon, e.g. a lucide-react icon; decorative, since `label` names the button. */
  icon: ReactNode;
  /**
   * `ghost` for quiet row actions, `secondary` for a framed one, `danger` for a destructive one.
   * @default 'ghost'
   */
  variant?: IconButtonVariant;
  /**
   * Square side: `sm` 32 px (table rows), `md` 40 px, `lg` 48 px; below md `sm` and `md` grow
   * to 44 px, a thumb's target.
   * @default 'md'
   */
  size?: IconButtonSize;
  /**
   * Native button type; `button` so that it never submits a form by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * A square button that shows only an icon; `label` gives it its accessible name. To show the label
 * to sighted users who do not know the icon, wrap it in a `Tooltip` (only screens that do so load
 * the tooltip's code).
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton $variant={variant} $size={size} type={type} aria-label={label} {...rest}>
      <IconButtonIcon aria-hidden>{icon}</IconButtonIcon>
    </StyledIconButton>
  );
}
