import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast } from './useFailureToast';

/** A list read through SWR, as the failure needs it. */
export interface ListRead {
  /** SWR's error, kept while a retry runs. */
  error: unknown;
  /** Reads the list again (SWR's bound `mutate()`). */
  retry: () => unknown;
}

export interface ListFailureOptions {
  /** The list's own message, e.g. 'social.errors.contents': what could not be loaded. */
  messageId: string;
  /**
   * Also toasts errors.http, once for the screen (SPEC §8 for the contents, the assigned rewards
   * and the authors).
   * @default false
   */
  isToasted?: boolean;
  /**
   * Titles the alert with errors.http (SPEC §8's generic alert for the configured rewards, the
   * notifications and the home's rewards card).
   * @default false
   */
  hasGenericTitle?: boolean;
}

/**
 * What a failed list shows, as the props of the kit's ListError (and DataTable, PaginatedTable):
 * what failed, in one sentence of its own, and a 'Réessayer' button that reads the list again.
 * Nothing once the list reads again.
 */
export function useListFailure(
  { error, retry }: ListRead,
  { messageId, isToasted = false, hasGenericTitle = false }: ListFailureOptions,
) {
  const intl = useIntl();
  const [isRetrying, setRetrying] = useState(false);
  useFailureToast(isToasted ? error : undefined);
  // A failed read says so even over a page read before (another screen may have cached it): the
  // merchant is never shown an old list as if it were current.
  const isFailed = error !== undefined && error !== null;

  const onRetry = async () => {
    setRetrying(true);
    try {
      await retry();
    } catch {
      // The read's own error state says it failed again.
    } finally {
      setRetrying(false);
    }
  };

  return {
    errorMessage: isFailed ? intl.formatMessage({ id: messageId }) : undefined,
    errorTitle: isFailed && hasGenericTitle ? intl.formatMessage({ id: 'errors.http' }) : undefined,
    retryLabel: intl.formatMessage({ id: 'errors.retry' }),
    isRetrying,
    onRetry: () => void onRetry(),
  };
}
