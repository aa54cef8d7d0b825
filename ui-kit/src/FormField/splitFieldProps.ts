import type { FormFieldBaseProps, FormFieldProps } from './FormField';

/** What a single-control field takes besides its texts: the control's id, extra description and state. */
interface FieldControlOwnProps extends FormFieldBaseProps {
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

type FieldPart = Omit<FormFieldProps, 'children'>;

/**
 * Splits the props of an input built on FormField into the field's (label, hint, error, flags,
 * the control's id, extra description and disabled state) and the rest, for the control.
 */
export function splitFieldProps<P extends FieldControlOwnProps>({
  label,
  hint,
  error,
  isRequired,
  isLabelHidden,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: P): { field: FieldPart; rest: Omit<P, keyof FieldControlOwnProps> } {
  return {
    field: { label, hint, error, isRequired, isLabelHidden, controlId: id, describedBy, disabled },
    rest,
  };
}
