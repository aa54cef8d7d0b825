import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AssignedReward } from '@merci/domain';
import { Switch } from '@merci/ui-kit';
import { markRewardNotified } from '../../../lib/rewards/assignedRewardsApi';
import { useNotifiedText } from '../../../lib/rewards/useNotifiedText';
import { useRefreshNotifiedMark } from '../api/assignReward';

export interface NotifiedMarkProps {
  reward: AssignedReward;
  /** Where the mark shows too: the content's card and lists, the shop's rewards lists. */
  contentId: number;
  accountId: number | undefined;
  shopId: number | undefined;
}

/**
 * The « Prévenu » mark of a given reward: the merchant switches it on once the author was told
 * (the comment posted), and off again if it was a mistake. A failure says so under the switch and
 * leaves the mark as it was.
 */
export function NotifiedMark({ reward, contentId, accountId, shopId }: NotifiedMarkProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const notifiedText = useNotifiedText();
  const refresh = useRefreshNotifiedMark();
  const [notifiedAt, setNotifiedAt] = useState(reward.notifiedAt);
  const [isPending, setPending] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  const mark = async (notified: boolean) => {
    if (isPending) return;
    setPending(true);
    setFailed(false);
    try {
      const updated = await markRewardNotified(reward.id, notified);
      setNotifiedAt(updated.notifiedAt);
      // The contents' cards and the rewards lists show the mark too; read again in the background,
      // the switch answers the next tap at once.
      void refresh({ contentId, accountId, shopId });
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      label={t('social.assign.notified.label')}
      hint={notifiedText(notifiedAt) ?? t('social.assign.notified.hint')}
      error={hasFailed ? t('social.assign.notified.error') : undefined}
      checked={notifiedAt !== null}
      aria-busy={isPending || undefined}
      onChange={(event) => void mark(event.currentTarget.checked)}
    />
  );
}
