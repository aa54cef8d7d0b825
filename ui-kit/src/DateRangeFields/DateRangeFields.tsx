import type { HTMLAttributes, Ref } from 'react';
import { DateInput, type DateInputProps } from '../DateInput';
import { FormField, type FormFieldBaseProps } from '../FormField';
import { DateRangeRow } from './DateRangeFields.styles';

export interface DateRangeFieldsProps
  extends Omit<FormFieldBaseProps, 'error'>, Omit<HTMLAttributes<HTMLFieldSetElement>, 'children'> {
  /**
   * The start date field: its `label` ('Début'), `error`, and the input props
   * (`{...register('validityStartAt')}`, `value`, `onChange`…).
   */
  start: DateInputProps;
  /** The end date field, like `start` ('Fin'). */
  end: DateInputProps;
  /**
   * Marks both dates as required.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disables both dates.
   * @default false
   */
  disabled?: boolean;
  /** Read after the legend of a required range, e.g. 'obligatoire'. */
  requiredLabel?: string;
  /** Forwarded to the `fieldset`. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A validity period: a start and an end DateInput in a `fieldset` whose `legend` is the label.
 * Each date shows its own error; the interval rules (SPEC §5) give the same message to both, so
 * both are marked. Rest props go to the `fieldset`.
 */
export function DateRangeFields({
  label,
  hint,
  isRequired = false,
  isLabelHidden,
  requiredLabel,
  start,
  end,
  disabled,
  ref,
  ...rest
}: DateRangeFieldsProps) {
  return (
    <FormField
      isGroup
      label={label}
      hint={hint}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
      requiredLabel={requiredLabel}
      disabled={disabled}
      ref={ref as Ref<HTMLElement>}
      {...rest}
    >
      <DateRangeRow>
        <DateInput isRequired={isRequired} disabled={disabled} {...start} />
        <DateInput isRequired={isRequired} disabled={disabled} {...end} />
      </DateRangeRow>
    </FormField>
  );
}
