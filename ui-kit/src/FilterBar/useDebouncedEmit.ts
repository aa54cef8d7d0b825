import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { FILTER_DEBOUNCE_MS } from '@merci/domain';

/** What `useDebouncedEmit` returns. */
export interface DebouncedEmit<T> {
  /** Emits `value` once `delayMs` have passed without another call; a later call replaces it. */
  schedule: (value: T) => void;
  /** Drops the pending value, if any, and emits `value` at once. */
  emitNow: (value: T) => void;
  /** Drops the pending value, if any, without emitting anything. */
  cancel: () => void;
}

/**
 * Debounces a callback: `schedule` emits only the last value, after `delayMs` of quiet (SPEC §9:
 * the filters wait 500 ms); `emitNow` emits at once and `cancel` drops the pending value. A pending
 * value is dropped on unmount. The latest `emit` is always the one called.
 */
export function useDebouncedEmit<T>(
  emit: (value: T) => void,
  delayMs: number = FILTER_DEBOUNCE_MS,
): DebouncedEmit<T> {
  const emitRef = useRef(emit);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useLayoutEffect(() => {
    emitRef.current = emit;
  });

  const cancel = useCallback(() => {
    if (timerRef.current !== undefined) {
      clearTimeout(timerRef.current);
      timerRef.current = undefined;
    }
  }, []);

  const schedule = useCallback(
    (value: T) => {
      cancel();
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        emitRef.current(value);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  const emitNow = useCallback(
    (value: T) => {
      cancel();
      emitRef.current(value);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return useMemo(() => ({ schedule, emitNow, cancel }), [schedule, emitNow, cancel]);
}
