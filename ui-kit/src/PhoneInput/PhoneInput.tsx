import { TextInput, type TextInputProps } from '../TextInput';

export interface PhoneInputProps extends Omit<TextInputProps, 'type'> {
  /**
   * Autofill hint.
   * @default 'tel'
   */
  autoComplete?: string;
}

/**
 * A labelled phone number input: `type="tel"` and `inputMode="tel"` (the dial pad on phones) with
 * autofill. It does not check the number: the form's schema does (SPEC §5, French pattern).
 */
export function PhoneInput({ autoComplete = 'tel', ...rest }: PhoneInputProps) {
  return <TextInput type="tel" inputMode="tel" autoComplete={autoComplete} {...rest} />;
}
