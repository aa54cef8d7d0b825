import { useIntl } from 'react-intl';
import { mention, type AssignedReward } from '@merci/domain';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

export interface RefuseUseRequestDialogProps {
  /** The reward whose use request is about to be refused; the dialog is closed without one. */
  reward: AssignedReward | null;
  isPending: boolean;
  onConfirm: (reward: AssignedReward) => void;
  onCancel: () => void;
}

/** Asks before refusing a customer's use request, wherever the request is answered. */
export function RefuseUseRequestDialog({
  reward,
  isPending,
  onConfirm,
  onCancel,
}: RefuseUseRequestDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <ConfirmDialog
      isOpen={reward !== null}
      title={t('rewards.assigned.refuse_dialog.title')}
      description={t('rewards.assigned.refuse_dialog.description', {
        author: reward ? mention(reward.username) : '',
      })}
      confirmLabel={t('rewards.assigned.refuse')}
      isDanger
      isPending={isPending}
      onConfirm={() => reward && onConfirm(reward)}
      onCancel={onCancel}
    />
  );
}
