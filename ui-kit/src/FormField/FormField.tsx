import { createContext, useContext, useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { TriangleAlert } from 'lucide-react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  FieldControl,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldLegend,
  FieldRoot,
  RequiredMark,
} from './FormField.styles';

/** What the control of a field receives: its id and the ARIA that ties it to the label, hint and error. */
export interface FormFieldControlProps {
  /** The control's id, which the label points to (`htmlFor`). */
  id: string;
  /** Ids of the hint, the error and any extra description, in reading order. */
  'aria-describedby': string | undefined;
  /** Set while the field shows an error. */
  'aria-invalid': true | undefined;
  /** Set on a required field (not on a group, where the legend says it). */
  'aria-required': true | undefined;
  /** Passed on from the field. */
  disabled: boolean | undefined;
}

/** The texts and flags every field of the kit takes, whatever its control. */
export interface FormFieldBaseProps {
  /** Visible name of the field, supplied translated (e.g. 'Adresse e-mail'). */
  label: ReactNode;
  /** Help shown under the label and read after it (e.g. 'Au moins 6 caractères.'). */
  hint?: ReactNode;
  /**
   * Error message, already translated (e.g. 'Veuillez saisir une adresse e-mail valide.'): shown
   * under the control, which is then marked `aria-invalid` and described by it. Empty: no error.
   */
  error?: string;
  /**
   * Marks the field as required: a '*' after the label (hidden from assistive technologies) and
   * `aria-required` on the control. Not the native `required`, so that the form's own
   * validation, not the browser's bubble, speaks on submit.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Hides the label from sight only (a filter whose purpose the layout makes clear); it still
   * names the control.
   * @default false
   */
  isLabelHidden?: boolean;
}

export interface FormFieldProps extends FormFieldBaseProps, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * Id of the control; generated with `useId` when absent.
   */
  controlId?: string;
  /** Ids of more elements that describe the control (a character count), read after hint and error. */
  describedBy?: string;
  /**
   * Disables the control (and, for a group, every control inside the `fieldset`).
   * @default false
   */
  disabled?: boolean;
  /**
   * Renders a `fieldset` whose `legend` is the label, for a group of controls (checkboxes, two
   * dates); hint and error then describe the whole group.
   * @default false
   */
  isGroup?: boolean;
  /**
   * Puts the control before the label on one row, hint and error under the label (a switch).
   * @default false
   */
  isInline?: boolean;
  /**
   * Text read after the label of a required field, e.g. 'obligatoire'. Only needed on a group:
   * a single control already says it through `aria-required`.
   */
  requiredLabel?: string;
  /**
   * The control. A function receives `FormFieldControlProps` to spread on it; a plain node can
   * read them with `useFormField()`.
   */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
  /** Forwarded to the root element (`div`, or `fieldset` for a group). */
  ref?: Ref<HTMLElement>;
}

const FormFieldContext = createContext<FormFieldControlProps | null>(null);

/**
 * The control props of the closest FormField, for a custom control rendered as a plain child.
 * Returns `null` outside a FormField.
 */
export function useFormField(): FormFieldControlProps | null {
  return useContext(FormFieldContext);
}

function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * A labelled field around any control: label (or legend), required marker, hint and error, with
 * the ids and ARIA that tie them to the control. Every input of the kit is built on it.
 */
export function FormField({
  label,
  hint,
  error,
  isRequired = false,
  isLabelHidden = false,
  controlId,
  describedBy,
  disabled,
  isGroup = false,
  isInline = false,
  requiredLabel,
  children,
  ref,
  ...rest
}: FormFieldProps) {
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const hasError = Boolean(error);
  const descriptionIds = joinIds(hasHint && hintId, hasError && errorId, describedBy);

  const control: FormFieldControlProps = {
    id,
    // A group is described as a whole, on its fieldset.
    'aria-describedby': isGroup ? undefined : descriptionIds,
    'aria-invalid': hasError || undefined,
    'aria-required': (isRequired && !isGroup) || undefined,
    disabled: disabled || undefined,
  };

  const labelContent = (
    <>
      {label}
      {isRequired && <RequiredMark aria-hidden>*</RequiredMark>}
      {isRequired && requiredLabel && <VisuallyHidden> ({requiredLabel})</VisuallyHidden>}
    </>
  );

  return (
    <FieldRoot
      as={isGroup ? 'fieldset' : 'div'}
      ref={ref as Ref<HTMLDivElement>}
      $isInline={isInline}
      $isDisabled={Boolean(disabled)}
      aria-describedby={isGroup ? descriptionIds : undefined}
      disabled={isGroup ? disabled : undefined}
      {...rest}
    >
      {isGroup ? (
        <FieldLegend $isHidden={isLabelHidden}>{labelContent}</FieldLegend>
      ) : (
        <FieldLabel htmlFor={id} $isHidden={isLabelHidden}>
          {labelContent}
        </FieldLabel>
      )}
      {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldControl>
        <FormFieldContext value={control}>
          {typeof children === 'function' ? children(control) : children}
        </FormFieldContext>
      </FieldControl>
      {hasError && (
        <FieldError id={errorId}>
          <TriangleAlert size={24} focusable="false" aria-hidden />
          <span>{error}</span>
        </FieldError>
      )}
    </FieldRoot>
  );
}
