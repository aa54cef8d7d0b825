import type { ComponentPropsWithRef } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField';
import { splitFieldProps } from '../FormField/splitFieldProps';
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
export function TextInput({ type = 'text', ref, ...props }: TextInputProps) {
  const { field, rest } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => <StyledInput ref={ref} type={type} {...control} {...rest} />}
    </FormField>
  );
}
