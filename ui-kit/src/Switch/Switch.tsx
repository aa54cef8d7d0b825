import type { ComponentPropsWithRef } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField';
import { SwitchInput, SwitchRoot, SwitchTrack } from './Switch.styles';

export interface SwitchProps
  extends
    Omit<FormFieldBaseProps, 'isRequired'>,
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'role' | 'size'> {
  /** Id of the input; generated when absent. */
  id?: string;
  /** Forwarded to the `input` element (what react-hook-form's `register` needs). */
  ref?: ComponentPropsWithRef<'input'>['ref'];
}

/**
 * An on/off setting that takes effect as a form value (the custom-reward toggle, an automation's
 * state): a native checkbox with `role="switch"`, so it toggles with a click, its label or Space,
 * and works with `register` (`checked`, `onChange`). Other props go to the native `input`.
 */
export function Switch({
  label,
  hint,
  error,
  isLabelHidden,
  id,
  disabled,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: SwitchProps) {
  return (
    <FormField
      isInline
      label={label}
      hint={hint}
      error={error}
      isLabelHidden={isLabelHidden}
      controlId={id}
      describedBy={describedBy}
      disabled={disabled}
    >
      {(control) => (
        <SwitchRoot>
          <SwitchInput ref={ref} type="checkbox" role="switch" {...control} {...rest} />
          <SwitchTrack aria-hidden />
        </SwitchRoot>
      )}
    </FormField>
  );
}
