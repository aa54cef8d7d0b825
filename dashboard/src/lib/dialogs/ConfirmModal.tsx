import { useIntl } from 'react-intl';
import { Button, Inline, Modal, ModalClose } from '@merci/ui-kit';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Cancel text; 'Annuler' by default. */
  cancelLabel?: string;
  /** A destructive action (delete, refuse) draws its button in the danger colour. */
  isDanger?: boolean;
  /** While the confirmed action runs: its button spins and the dialog stays open. */
  isPending?: boolean;
  onConfirm: () => void;
  /** Called on cancel, Escape, the backdrop or the × button. */
  onCancel: () => void;
}

/** The dialog itself, loaded by `ConfirmDialog` once the screen is up (see there). */
export function ConfirmModal({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel,
  isDanger = false,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={({ isOpen: open }) => {
        if (!open && !isPending) onCancel();
      }}
      title={title}
      description={description}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      size="sm"
      footer={
        <Inline gap={3} justify="end" wrap="wrap">
          <ModalClose>
            <Button variant="secondary" disabled={isPending}>
              {cancelLabel ?? intl.formatMessage({ id: 'dialog.cancel' })}
            </Button>
          </ModalClose>
          <Button variant={isDanger ? 'danger' : 'primary'} isLoading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Inline>
      }
    />
  );
}
