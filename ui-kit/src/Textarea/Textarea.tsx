import { useId, useState, type ChangeEvent, type ComponentPropsWithRef, type Ref } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField';
import { splitFieldProps } from '../FormField/splitFieldProps';
import { CharacterCount, StyledTextarea } from './Textarea.styles';

/** What `countLabel` receives to word the character count. */
export interface TextareaCountDetails {
  /** Characters typed. */
  count: number;
  /** The `maxLength`. */
  maxLength: number;
  /** Characters left before the limit. */
  remaining: number;
}

export interface TextareaProps extends FormFieldBaseProps, ComponentPropsWithRef<'textarea'> {
  /**
   * Visible lines before it scrolls (the user can drag it taller).
   * @default 4
   */
  rows?: number;
  /** Most characters accepted; shows a live count under the textarea. */
  maxLength?: number;
  /**
   * Words the count, e.g. `({ count, maxLength }) => \`${count} / ${maxLength} caractères\``;
   * without it the count reads '12 / 160'.
   */
  countLabel?: (details: TextareaCountDetails) => string;
  /** Id of the textarea; generated when absent. */
  id?: string;
  /** Forwarded to the `textarea` element (what react-hook-form's `register` needs). */
  ref?: Ref<HTMLTextAreaElement>;
}

function lengthOf(value: ComponentPropsWithRef<'textarea'>['value']): number {
  return value === undefined || value === null ? 0 : String(value).length;
}

/**
 * A labelled multi-line text input, with a live character count when it has a `maxLength`.
 * Other props (`name`, `onChange`, `onBlur`, `ref`…) go to the native `textarea`.
 */
export function Textarea({
  rows = 4,
  maxLength,
  countLabel,
  value,
  defaultValue,
  onChange,
  ref,
  ...props
}: TextareaProps) {
  const { field, rest } = splitFieldProps(props);
  const generatedId = useId();
  const controlId = field.controlId ?? generatedId;
  const countId = `${controlId}-count`;
  const [typedLength, setTypedLength] = useState(() => lengthOf(defaultValue));
  const count = value === undefined ? typedLength : lengthOf(value);
  const hasCount = maxLength !== undefined;

  // react-hook-form writes its default value into the element when `register`'s ref gets it: the
  // count starts from what the element holds.
  const setRefs = (element: HTMLTextAreaElement | null) => {
    const cleanup = typeof ref === 'function' ? ref(element) : undefined;
    if (ref && typeof ref === 'object') ref.current = element;
    if (element) setTypedLength(element.value.length);
    return cleanup;
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.currentTarget.value.length);
    onChange?.(event);
  };

  return (
    <FormField
      {...field}
      controlId={controlId}
      describedBy={[field.describedBy, hasCount && countId].filter(Boolean).join(' ') || undefined}
    >
      {(control) => {
        const details = {
          count,
          maxLength: maxLength ?? 0,
          remaining: Math.max((maxLength ?? 0) - count, 0),
        };
        return (
          <>
            <StyledTextarea
              ref={setRefs}
              rows={rows}
              maxLength={maxLength}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              {...control}
              {...rest}
            />
            {hasCount && (
              <CharacterCount id={countId}>
                {countLabel ? countLabel(details) : `${count} / ${maxLength}`}
              </CharacterCount>
            )}
          </>
        );
      }}
    </FormField>
  );
}
