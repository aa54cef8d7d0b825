import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Middleware } from 'swr';

/**
 * SWR hands a screen its data through a store update React must render at once, in one piece:
 * for a table or a grid arriving on an empty screen that is a long task, and the page cannot
 * answer a tap while it runs. This middleware renders a hook's first data a moment later in an
 * interruptible render instead (`useDeferredValue`): the screen keeps its loading state until the
 * data is ready, and React pauses every few milliseconds for input meanwhile (ADR 018).
 * `data`, `error` and `isLoading` move together, so a screen never sees data without its state.
 * Once a hook has shown data, later answers (another page, a filter, a refresh: the merchant's own
 * doing) render at once, as quickly as they can.
 */
export const renderDataInBackground: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const { data, error, isLoading } = swr;
  const state = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  const [hasShownData, setHasShownData] = useState(false);
  // Settled hooks defer nothing: a constant leaves useDeferredValue no background render to do.
  const shown = useDeferredValue(hasShownData ? null : state);
  useEffect(() => {
    if (shown?.data !== undefined) setHasShownData(true);
  }, [shown?.data]);
  if (shown === null || shown === state) return swr;
  return new Proxy(swr, {
    get(target, property) {
      if (property === 'data' || property === 'error' || property === 'isLoading') return shown[property];
      return Reflect.get(target, property) as unknown;
    },
  });
};
