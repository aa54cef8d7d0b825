import { useDeferredValue, useMemo } from 'react';
import type { Middleware } from 'swr';

/**
 * SWR hands a screen its data through a store update React must render at once, in one piece:
 * for a table or a grid that is a long task, and the page cannot answer a tap while it runs.
 * This middleware shows the data a moment later in an interruptible render instead
 * (`useDeferredValue`): the screen keeps what it showed (its loading state, the previous page)
 * until the new one is ready, and React pauses every few milliseconds for input meanwhile.
 * `data`, `error` and `isLoading` move together, so a screen never sees data without its state.
 */
export const renderDataInBackground: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const { data, error, isLoading } = swr;
  const state = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  const shown = useDeferredValue(state);
  if (shown === state) return swr;
  return new Proxy(swr, {
    get(target, property) {
      if (property === 'data' || property === 'error' || property === 'isLoading') return shown[property];
      return Reflect.get(target, property) as unknown;
    },
  });
};
