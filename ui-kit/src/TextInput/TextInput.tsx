import type { ComponentPropsWithRef } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField';
import { StyledInput } from './TextInput.styles';

export interface TextInputProps extends FormFieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /**
   * Native input type; EmailInput, PasswordInput, PhoneInput, NumberInput and DateInput fix it
   * for their own kind of value.
   * @default 'text'
   */
  type?: string;
  /**
   * Id of the input; generated when absent, and used for the label, hint and error ids.
   */
  id?: string;
  /** Forwarded to the `input` element (what react-hook-form's `register` needs). */
  ref?: ComponentPropsWithRef<'input'>['ref'];
}

/**
 * A labelled single-line text input. Every other prop (`name`, `onChange`, `onBlur`, `ref`,
 * `value`…) goes to the native `input`, so `{...register('name')}` just works.
 */
export function TextInput({
  label,
  hint,
  error,
  isRequired,
  isLabelHidden,
  id,
  disabled,
  'aria-describedby': describedBy,
  type = 'text',
  ref,
  ...rest
}: TextInputProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
      controlId={id}
      describedBy={describedBy}
      disabled={disabled}
    >
      {(control) => <StyledInput ref={ref} type={type} {...control} {...rest} />}
    </FormField>
  );
}
