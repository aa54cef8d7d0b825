import { useState, type HTMLAttributes, type Ref } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField';
import type { SelectOption } from '../Select';
import { OptionCheckbox, OptionLabel, OptionList } from './MultiSelect.styles';

/** What `onChange` receives: the checked values, in the order of `options`. */
export interface MultiSelectChangeDetails {
  value: string[];
}

export interface MultiSelectProps
  extends
    FormFieldBaseProps,
    Omit<HTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'defaultValue' | 'children'> {
  /** The choices, in display order (e.g. the social content types). */
  options: readonly SelectOption[];
  /** Checked values (controlled), e.g. react-hook-form `Controller`'s `field.value`. */
  value?: readonly string[];
  /**
   * Checked values at first (uncontrolled).
   * @default []
   */
  defaultValue?: readonly string[];
  /** Called with every change: `onChange={({ value }) => field.onChange(value)}`. */
  onChange?: (details: MultiSelectChangeDetails) => void;
  /** `name` of every checkbox, so that a native form submits each checked value. */
  name?: string;
  /**
   * Disables every checkbox.
   * @default false
   */
  disabled?: boolean;
  /** Read after the legend of a required group, e.g. 'obligatoire' (a group has no `aria-required`). */
  requiredLabel?: string;
  /**
   * Forwarded to the `fieldset`, which can take the focus (`tabIndex` -1): react-hook-form moves
   * it there on an invalid submit, and the legend and error are read.
   */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Several choices among a few, as a group of checkboxes in a `fieldset` whose `legend` is the
 * label: the social content types of a configured reward. Rest props go to the `fieldset`.
 */
export function MultiSelect({
  label,
  hint,
  error,
  isRequired,
  isLabelHidden,
  requiredLabel,
  options,
  value,
  defaultValue = [],
  onChange,
  name,
  disabled,
  ref,
  ...rest
}: MultiSelectProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState<readonly string[]>(defaultValue);
  const checkedValues = value ?? uncontrolledValue;

  const toggle = (optionValue: string, isChecked: boolean) => {
    const checked = new Set(checkedValues);
    if (isChecked) checked.add(optionValue);
    else checked.delete(optionValue);
    const next = options.map((option) => option.value).filter((candidate) => checked.has(candidate));
    if (value === undefined) setUncontrolledValue(next);
    onChange?.({ value: next });
  };

  return (
    <FormField
      isGroup
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
      requiredLabel={requiredLabel}
      disabled={disabled}
      ref={ref as Ref<HTMLElement>}
      tabIndex={-1}
      {...rest}
    >
      {(control) => (
        <OptionList>
          {options.map((option) => (
            <OptionLabel key={option.value}>
              <OptionCheckbox
                type="checkbox"
                name={name}
                value={option.value}
                checked={checkedValues.includes(option.value)}
                disabled={disabled || option.disabled}
                aria-invalid={control['aria-invalid']}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              {option.label}
            </OptionLabel>
          ))}
        </OptionList>
      )}
    </FormField>
  );
}
