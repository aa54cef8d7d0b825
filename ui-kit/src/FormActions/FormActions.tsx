import type { ElementType, HTMLAttributes, Ref } from 'react';
import { Button } from '../Button';
import { StyledFormActions } from './FormActions.styles';

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** Text of the submit button, e.g. 'Envoyer'. */
  submitLabel: string;
  /**
   * While the form is being sent: the submit button shows a spinner, is `aria-busy` and ignores
   * clicks and Enter, so that the form cannot be sent twice.
   * @default false
   */
  isPending?: boolean;
  /**
   * Disables the submit button (a permission or a quota forbids sending).
   * @default false
   */
  isSubmitDisabled?: boolean;
  /** Text of the back action, e.g. 'Retour'. Without it there is no back action. */
  backLabel?: string;
  /** Where the back action leads: rendered as a link (`linkAs`) to this address. */
  backHref?: string;
  /**
   * The component that renders the back link, for client-side routing: it receives `href`,
   * `className` and `children`, like an `<a>`.
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Back action as a button, when there is no `backHref` (e.g. leave an edit mode). */
  onBack?: () => void;
  /** Forwarded to the root `div`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The buttons at the foot of a form: back (a link or a button) and submit, which shows the
 * pending state while the form is sent. Rest props go to the root `div`.
 */
export function FormActions({
  submitLabel,
  isPending = false,
  isSubmitDisabled = false,
  backLabel,
  backHref,
  linkAs = 'a',
  onBack,
  ref,
  ...rest
}: FormActionsProps) {
  const hasBackLink = backLabel !== undefined && backHref !== undefined;
  const hasBackButton = backLabel !== undefined && !hasBackLink && onBack !== undefined;
  return (
    <StyledFormActions ref={ref} {...rest}>
      {hasBackLink && (
        <Button as={linkAs} href={backHref} variant="secondary">
          {backLabel}
        </Button>
      )}
      {hasBackButton && (
        <Button variant="secondary" onClick={() => onBack()}>
          {backLabel}
        </Button>
      )}
      <Button type="submit" isLoading={isPending} disabled={isSubmitDisabled}>
        {submitLabel}
      </Button>
    </StyledFormActions>
  );
}
