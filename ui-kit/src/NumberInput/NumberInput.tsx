import type { FocusEvent, KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '../TextInput';

export interface NumberInputProps extends Omit<TextInputProps, 'type' | 'min' | 'max' | 'step'> {
  /**
   * Smallest value. The arrow keys stop there, '-' cannot be typed while it is 0 or more, and a
   * smaller value (pasted) is raised to it when the input loses focus (SPEC §5: filter ranges
   * are numbers of at least 0).
   * @default 0
   */
  min?: number;
  /** Largest value, with the same behaviour as `min`. */
  max?: number;
  /**
   * What the arrow keys add or take away.
   * @default 1
   */
  step?: number;
}

/** Keys that would let a value the field refuses be typed. */
function isRefusedKey(key: string, min: number): boolean {
  return key === 'e' || key === 'E' || key === '+' || (key === '-' && min >= 0);
}

function decimalsOf(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

/**
 * Writes a value the way typing would, so that React's `onChange` (and react-hook-form behind it)
 * sees it: the native value setter, then a bubbling `input` event.
 */
function setInputValue(input: HTMLInputElement, value: number) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, String(value));
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function clamp(value: number, min: number, max: number | undefined): number {
  const raised = Math.max(value, min);
  return max === undefined ? raised : Math.min(raised, max);
}

/**
 * A labelled number input (`type="number"`) that keeps its value within `min` and `max`: the
 * arrow keys step by `step` and stop at the bounds, and a value out of bounds is brought back on
 * blur. Other props go to the native `input`.
 */
export function NumberInput({ min = 0, max, step = 1, onKeyDown, onBlur, ...rest }: NumberInputProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (isRefusedKey(event.key, min)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    // The browser would step too, but only for trusted key presses and without our rounding.
    event.preventDefault();
    const input = event.currentTarget;
    const current = input.value === '' ? undefined : Number(input.value);
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    const stepped = current === undefined ? min : current + direction * step;
    const decimals = Math.max(decimalsOf(step), current === undefined ? 0 : decimalsOf(current));
    const next = clamp(Number(stepped.toFixed(decimals)), min, max);
    if (next !== current) setInputValue(input, next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.value !== '') {
      const current = Number(input.value);
      const next = clamp(current, min, max);
      if (next !== current) setInputValue(input, next);
    }
    onBlur?.(event);
  };

  return (
    <TextInput
      type="number"
      // A phone's digit pad has no '-': only offered when no negative value is allowed.
      inputMode={
        min >= 0 ? (Number.isInteger(step) && Number.isInteger(min) ? 'numeric' : 'decimal') : undefined
      }
      min={min}
      max={max}
      step={step}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      {...rest}
    />
  );
}
