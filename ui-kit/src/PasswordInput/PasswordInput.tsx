import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FormField } from '../FormField';
import { IconButton } from '../IconButton';
import type { TextInputProps } from '../TextInput';
import { PasswordField, PasswordGroup, PasswordToggle } from './PasswordInput.styles';

export interface PasswordInputProps extends Omit<TextInputProps, 'type'> {
  /**
   * Accessible name of the show/hide toggle, e.g. 'Afficher le mot de passe'. It stays the same
   * in both states: `aria-pressed` says whether the password is shown.
   */
  showLabel: string;
  /**
   * Autofill hint: `current-password` to sign in, `new-password` to choose one.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /**
   * Shows the password in clear at first (uncontrolled); the toggle changes it afterwards.
   * @default false
   */
  isDefaultVisible?: boolean;
}

/**
 * A labelled password input with a toggle (IconButton, `aria-pressed`) that shows the password in
 * clear and hides it again. Other props go to the native `input`.
 */
export function PasswordInput({
  label,
  hint,
  error,
  isRequired,
  isLabelHidden,
  id,
  disabled,
  'aria-describedby': describedBy,
  showLabel,
  autoComplete = 'current-password',
  isDefaultVisible = false,
  ref,
  ...rest
}: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(isDefaultVisible);
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
      {(control) => (
        <PasswordGroup>
          <PasswordField
            ref={ref}
            type={isVisible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="none"
            {...control}
            {...rest}
          />
          <PasswordToggle>
            <IconButton
              size="sm"
              label={showLabel}
              icon={isVisible ? <EyeOff /> : <Eye />}
              aria-pressed={isVisible}
              aria-controls={control.id}
              disabled={disabled}
              onClick={() => setIsVisible((visible) => !visible)}
            />
          </PasswordToggle>
        </PasswordGroup>
      )}
    </FormField>
  );
}
