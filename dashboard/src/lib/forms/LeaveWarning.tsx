import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

/**
 * Nothing a merchant typed is lost by a stray click: while a form is dirty, leaving it for another
 * page asks first, and a reload or a closed tab gets the browser's own prompt. A navigation made
 * after a save says so (`state: { isSaved: true }`) and is never held back.
 */
export function LeaveWarning({ isDirty }: { isDirty: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !(nextLocation.state as { isSaved?: boolean } | null)?.isSaved &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={t('form.leave.title')}
      description={t('form.leave.description')}
      confirmLabel={t('form.leave.confirm')}
      cancelLabel={t('form.leave.stay')}
      isDanger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
