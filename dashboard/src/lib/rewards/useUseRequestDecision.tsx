import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AssignedReward } from '@merci/domain';
import { Button, Icon, toast } from '@merci/ui-kit';
import { failureMessageKey } from '../owner/suspension';
import { decideUseRequest } from './assignedRewardsApi';
import { RefuseUseRequestDialog } from './RefuseUseRequestDialog';

export type UseRequestDecision = 'accept' | 'refuse';

export interface UseRequestDecisionOptions {
  /** Before each answer is sent (e.g. to clear the row's last failure). */
  onStart?: (reward: AssignedReward) => void;
  /** Once the API has taken the answer: update the lists; the success toast follows. */
  onDecided?: (reward: AssignedReward) => Promise<void> | void;
  /** The answer failed, with the message that says why (SPEC §8). */
  onFailed: (reward: AssignedReward, message: string) => void;
  /** After each answer, taken or not (e.g. read the lists again). */
  onSettled?: () => void;
}

export interface UseRequestDecisionApi {
  /**
   * « Accepter » and « Refuser » for one request, side by side in the caller's row; refusing asks
   * first, in `dialog`.
   */
  actionsOf: (
    reward: AssignedReward,
    look: { size: 'sm' | 'lg'; describedBy: string; hasIcons: boolean },
  ) => ReactNode;
  /** The confirmation before a refusal: render it once, beside the requests. */
  dialog: ReactNode;
}

/**
 * Answering a customer's use request wherever it is shown (the home's to-do, the given rewards'
 * table): accept at once, refuse after a confirmation, one request at a time, a toast when it is
 * taken. What the caller does with the lists and with a failure is its own.
 */
export function useUseRequestDecision({
  onStart,
  onDecided,
  onFailed,
  onSettled,
}: UseRequestDecisionOptions): UseRequestDecisionApi {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [pending, setPending] = useState<{ id: number; decision: UseRequestDecision } | null>(null);
  const [toRefuse, setToRefuse] = useState<AssignedReward | null>(null);

  const decide = async (reward: AssignedReward, decision: UseRequestDecision) => {
    setPending({ id: reward.id, decision });
    onStart?.(reward);
    try {
      await decideUseRequest(reward.id, decision);
      await onDecided?.(reward);
      toast({ tone: 'success', message: t(`rewards.assigned.${decision}.success`) });
    } catch (error) {
      onFailed(reward, t(failureMessageKey(error, `rewards.assigned.${decision}.error`)));
    } finally {
      setPending(null);
      setToRefuse(null);
      onSettled?.();
    }
  };

  const actionsOf: UseRequestDecisionApi['actionsOf'] = (reward, { size, describedBy, hasIcons }) => {
    const isPending = pending?.id === reward.id;
    return (
      <>
        <Button
          size={size}
          startIcon={hasIcons ? <Icon name="check" size={16} /> : undefined}
          isLoading={isPending && pending.decision === 'accept'}
          disabled={isPending}
          aria-describedby={describedBy}
          onClick={() => void decide(reward, 'accept')}
        >
          {t('rewards.assigned.accept')}
        </Button>
        <Button
          size={size}
          variant="secondary"
          startIcon={hasIcons ? <Icon name="x" size={16} /> : undefined}
          disabled={isPending}
          aria-describedby={describedBy}
          onClick={() => setToRefuse(reward)}
        >
          {t('rewards.assigned.refuse')}
        </Button>
      </>
    );
  };

  const dialog = (
    <RefuseUseRequestDialog
      reward={toRefuse}
      isPending={pending?.decision === 'refuse'}
      onConfirm={(reward) => void decide(reward, 'refuse')}
      onCancel={() => setToRefuse(null)}
    />
  );

  return { actionsOf, dialog };
}
