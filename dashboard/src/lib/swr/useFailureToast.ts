import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@merci/ui-kit';

/** Lists of the screen failing at this moment: the first to fail toasts, the others do not. */
let failingLists = 0;

/**
 * Toasts errors.http (SPEC §8) when a list starts failing, once: SWR retries a failed read a few
 * times, and each failed retry is a new error, which must not stack another toast. Several lists
 * of one screen failing together (the API is down) share one toast: each says inline what
 * failed. A read that succeeds and later fails again toasts again.
 */
export function useFailureToast(error: unknown) {
  const intl = useIntl();
  const showToast = useEffectEvent(() =>
    toast({ tone: 'error', message: intl.formatMessage({ id: 'errors.http' }) }),
  );
  const isFailing = error !== undefined && error !== null;
  useEffect(() => {
    if (!isFailing) return;
    failingLists += 1;
    if (failingLists === 1) showToast();
    return () => {
      failingLists -= 1;
    };
  }, [isFailing]);
}
