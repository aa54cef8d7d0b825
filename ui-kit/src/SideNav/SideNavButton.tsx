import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledSideNavButton } from './SideNav.styles';

export interface SideNavButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A decorative `Icon` before the label. */
  icon?: ReactNode;
  /**
   * Native button type; `submit` for the logout form.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Forwarded to the native button. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button that looks like a `SideNav` link, for an action such as logging out (a form POST). */
export function SideNavButton({ icon, type = 'button', children, ...rest }: SideNavButtonProps) {
  return (
    <StyledSideNavButton type={type} {...rest}>
      {icon}
      {children}
    </StyledSideNavButton>
  );
}
