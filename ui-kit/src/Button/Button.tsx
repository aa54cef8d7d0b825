import type { ButtonHTMLAttributes, Ref } from 'react';
import { StyledButton } from './Button.styles';

export const BUTTON_VARIANTS = ['primary', 'secondary'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual weight: one primary action per view, secondary for the others.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Native button type; `button` so that a button inside a form never submits it by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Forwarded to the native button. */
  ref?: Ref<HTMLButtonElement>;
}

/** A native button in the merci style. The label comes from the caller (no built-in text). */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...rest} />;
}
