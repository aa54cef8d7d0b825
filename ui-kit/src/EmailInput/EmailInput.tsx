import { TextInput, type TextInputProps } from '../TextInput';

export interface EmailInputProps extends Omit<TextInputProps, 'type'> {
  /**
   * Autofill hint; `username` on a sign-in form where the e-mail is the account name.
   * @default 'email'
   */
  autoComplete?: string;
}

/**
 * A labelled e-mail input: `type="email"` (the e-mail keyboard on phones), autofill, no spell
 * check nor capitalisation. Other props go to the native `input`.
 */
export function EmailInput({ autoComplete = 'email', ...rest }: EmailInputProps) {
  return (
    <TextInput type="email" autoComplete={autoComplete} spellCheck={false} autoCapitalize="none" {...rest} />
  );
}
