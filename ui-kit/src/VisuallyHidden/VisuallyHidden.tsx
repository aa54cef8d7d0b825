import type { HTMLAttributes, Ref } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';
import type { VisuallyHiddenElement } from './VisuallyHidden.types';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /**
   * Shows the content while it, or a link or button inside it, has focus: for a skip link.
   * @default false
   */
  isFocusable?: boolean;
  /**
   * Element rendered.
   * @default 'span'
   */
  as?: VisuallyHiddenElement;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Content read by screen readers but not drawn on screen: the name of an icon-only button, the
 * unit after a number. It stays in the accessibility tree, unlike `display: none`.
 */
export function VisuallyHidden({ isFocusable = false, as = 'span', ref, ...rest }: VisuallyHiddenProps) {
  return <StyledVisuallyHidden as={as} ref={ref} $isFocusable={isFocusable} {...rest} />;
}
