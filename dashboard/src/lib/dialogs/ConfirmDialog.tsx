import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmModal';

export type { ConfirmDialogProps } from './ConfirmModal';

// The dialog's code (Radix Dialog, focus trap, scroll lock: about 10 kB gzip) is needed only
// once a merchant asks for something that needs confirming, so it stays out of the first load
// of the screens that use it: fetched as soon as such a screen is shown, rendered on first open.
const loadConfirmModal = () => import('./ConfirmModal');
const ConfirmModal = lazy(async () => ({ default: (await loadConfirmModal()).ConfirmModal }));

/**
 * A yes/no question in a Modal, shared by the screens: archive or delete an automation, leave a
 * form with unsaved changes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  // Kept mounted after the first open, so that closing plays the dialog's exit.
  if (props.isOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    void loadConfirmModal();
  }, []);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
