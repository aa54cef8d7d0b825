import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@merci/ui-kit';

/**
 * Toasts errors.http (SPEC §8) when a list starts failing, once: SWR retries a failed read a few
 * times, and each failed retry is a new error, which must not stack another toast. A read that
 * succeeds and later fails again toasts again.
 */
export function useFailureToast(error: unknown) {
  const intl = useIntl();
  const showToast = useEffectEvent(() =>
    toast({ tone: 'error', message: intl.formatMessage({ id: 'errors.http' }) }),
  );
  const isFailing = error !== undefined && error !== null;
  useEffect(() => {
    if (isFailing) showToast();
  }, [isFailing]);
}
