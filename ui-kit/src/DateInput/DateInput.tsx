import { TextInput, type TextInputProps } from '../TextInput';

export interface DateInputProps extends Omit<TextInputProps, 'type' | 'placeholder'> {
  /** The date as `yyyy-MM-dd` (controlled); '' when empty. */
  value?: string;
  /** Initial date as `yyyy-MM-dd` (uncontrolled). */
  defaultValue?: string;
  /** Earliest date that can be picked, `yyyy-MM-dd`. */
  min?: string;
  /** Latest date that can be picked, `yyyy-MM-dd`. */
  max?: string;
}

/**
 * A labelled date input (`type="date"`): the browser's date picker, shown in the user's locale,
 * with a `yyyy-MM-dd` value. Other props go to the native `input`.
 */
export function DateInput(props: DateInputProps) {
  return <TextInput type="date" {...props} />;
}
