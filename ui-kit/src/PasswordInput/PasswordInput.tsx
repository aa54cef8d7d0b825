import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FormField } from '../FormField';
import { splitFieldProps } from '../FormField/splitFieldProps';
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
  showLabel,
  autoComplete = 'current-password',
  isDefaultVisible = false,
  ref,
  ...props
}: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(isDefaultVisible);
  const { field, rest } = splitFieldProps(props);
  return (
    <FormField {...field}>
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
              disabled={field.disabled}
              onClick={() => setIsVisible((visible) => !visible)}
            />
          </PasswordToggle>
        </PasswordGroup>
      )}
    </FormField>
  );
}
