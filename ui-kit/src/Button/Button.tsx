import type {
  ComponentPropsWithRef,
  ElementType,
  MouseEvent,
  MouseEventHandler,
  ReactElement,
  ReactNode,
  Ref,
} from 'react';
import { Spinner } from '../Spinner';
import { ButtonContent, ButtonIcon, ButtonSpinner, StyledButton } from './Button.styles';
import type { ButtonVariant, ButtonSize } from './Button.types';

interface ButtonOwnProps<E extends ElementType> {
  /**
   * Element or component to render instead of a native button: `'a'` with an `href`, or a router
   * link (`<Button as={Link} to="/rewards">`), whose own props then become Button props.
   * @default 'button'
   */
  as?: E;
  /**
   * Visual weight: one `primary` action per view, `secondary` for the others, `danger` for a
   * destructive action, `ghost` for a quiet one, `link` for an action that reads as a text link.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size: `sm` 32 px (table rows), `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner in place of the content (whose width is kept), sets `aria-busy` and
   * `aria-disabled`, and ignores clicks, while the button keeps its focus.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Ignores clicks: the native `disabled` attribute on a button, `aria-disabled` on anything else.
   * @default false
   */
  disabled?: boolean;
  /** Decorative icon before the label, e.g. a lucide-react icon. */
  startIcon?: ReactNode;
  /** Decorative icon after the label, e.g. a lucide-react icon. */
  endIcon?: ReactNode;
  /** The label, supplied by the caller (no built-in text). */
  children?: ReactNode;
}

/**
 * Props of a Button rendered as `E`: Button's own props plus those of `E` (`href` for an `a`,
 * `to` for a router link, `type` and `ref` to an HTMLButtonElement for the default button).
 */
export type ButtonProps<E extends ElementType = 'button'> = ButtonOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof ButtonOwnProps<E>>;

/** What the implementation reads; callers only ever see one of the two signatures below. */
type ButtonImplementationProps = ButtonOwnProps<ElementType> & {
  onClick?: MouseEventHandler<HTMLElement>;
  type?: 'button' | 'submit' | 'reset';
  // The element type depends on `as`; styled-components types its ref as the default button.
  ref?: Ref<HTMLButtonElement>;
  'aria-disabled'?: boolean | 'true' | 'false';
};

/**
 * An action in the merci style: a native button by default, or a link that looks like one
 * through `as`. The label comes from the caller (no built-in text).
 */
export function Button<E extends ElementType>(props: ButtonProps<E> & { as: E }): ReactElement;
export function Button(props: ButtonProps): ReactElement;
export function Button({
  as,
  variant = 'primary',
  size = 'md',
  isLoading = false,
  disabled = false,
  startIcon,
  endIcon,
  children,
  onClick,
  type,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonImplementationProps) {
  const isNativeButton = as === undefined || as === 'button';
  const isInert = disabled || isLoading;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (isInert) {
      // Stops a form submit, a link's navigation and a router link's transition alike.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      as={as}
      $variant={variant}
      $size={size}
      type={isNativeButton ? (type ?? 'button') : type}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={(isInert && !(isNativeButton && disabled)) || ariaDisabled || undefined}
      aria-busy={isLoading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <ButtonContent $isHidden={isLoading}>
        {startIcon && <ButtonIcon aria-hidden>{startIcon}</ButtonIcon>}
        {children}
        {endIcon && <ButtonIcon aria-hidden>{endIcon}</ButtonIcon>}
      </ButtonContent>
      {isLoading && (
        <ButtonSpinner>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} />
        </ButtonSpinner>
      )}
    </StyledButton>
  );
}
