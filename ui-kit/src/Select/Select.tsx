import type { ComponentPropsWithRef } from 'react';
import { FormField, type FormFieldBaseProps } from '../FormField';
import { splitFieldProps } from '../FormField/splitFieldProps';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { SelectChevron, SelectGroup, StyledSelect } from './Select.styles';

/** One choice of a Select or a MultiSelect: the submitted value and its translated label. */
export interface SelectOption {
  /** Submitted value, e.g. 'percent'. */
  value: string;
  /** Visible text, e.g. 'Réduction'. */
  label: string;
  /**
   * Shown but cannot be chosen.
   * @default false
   */
  disabled?: boolean;
}

export interface SelectProps
  extends FormFieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple' | 'size'> {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /**
   * First option, of value '' (no choice): 'Choisir un type', or 'Tous' on a filter. It stays
   * selectable, so that the form's schema (not the browser) reports a missing choice.
   */
  placeholder?: string;
  /** Id of the select; generated when absent. */
  id?: string;
  /** Forwarded to the `select` element (what react-hook-form's `register` needs). */
  ref?: ComponentPropsWithRef<'select'>['ref'];
  /**
   * The choices are on their way: the field keeps its place and size (nothing below it moves when
   * they arrive), cannot be used yet, and a spinner named `loadingLabel` turns in its corner.
   * @default false
   */
  isLoading?: boolean;
  /** What the spinner says while `isLoading`, e.g. 'Chargement des catégories…'. */
  loadingLabel?: string;
}

/**
 * A labelled native select: the platform's own list, keyboard and screen-reader behaviour. Other
 * props (`name`, `value`, `onChange`, `onBlur`, `ref`…) go to the native `select`.
 */
export function Select({
  options,
  placeholder,
  ref,
  isLoading = false,
  loadingLabel,
  ...props
}: SelectProps) {
  const { field, rest } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <SelectGroup>
          <StyledSelect
            ref={ref}
            {...control}
            {...rest}
            disabled={isLoading || control.disabled}
            aria-busy={isLoading || undefined}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {!isLoading &&
              options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
          </StyledSelect>
          {isLoading ? (
            <SelectChevron>
              <Spinner label={loadingLabel} size="sm" />
            </SelectChevron>
          ) : (
            <SelectChevron aria-hidden>
              <Icon name="chevron-down" />
            </SelectChevron>
          )}
        </SelectGroup>
      )}
    </FormField>
  );
}
