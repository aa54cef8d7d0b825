import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SocialAccount } from '@merci/domain';
import { Button, Icon, Spinner, toast } from '@merci/ui-kit';
import { pullStateOf } from '../../../lib/owner/socialAccount';
import { usePullContents, useRefreshContents } from '../api/socialAccount';
import { PullBox, PullStatusText } from './ContentsPage.styles';
import { failureMessageKey } from '../../../lib/owner/suspension';

export interface PullContentsProps {
  account: SocialAccount;
  shopId: number | undefined;
}

/**
 * 'Pull latest contents' (SPEC §2): starts a pull, follows it (idle, pending, then done with the
 * date, or failed) and reads the contents again once it has finished.
 */
export function PullContents({ account, shopId }: PullContentsProps) {
  const intl = useIntl();
  const pull = usePullContents(shopId);
  const [isStarting, setStarting] = useState(false);
  const { status, lastPulledAt, errorKey } = pullStateOf(account);
  const isPending = status === 'pending';

  const refreshContents = useRefreshContents(account.id);

  // A pull that ends while the page is open brings new contents: read the lists again.
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === 'pending' && status !== 'pending') void refreshContents();
    previousStatus.current = status;
  });

  const start = async () => {
    setStarting(true);
    try {
      await pull(account.id);
      await refreshContents();
    } catch (error) {
      toast({
        tone: 'error',
        message: intl.formatMessage({ id: failureMessageKey(error, 'social.errors.pull') }),
      });
    } finally {
      setStarting(false);
    }
  };

  let statusText = null;
  if (isPending)
    statusText = (
      <>
        <Spinner size="sm" />
        {intl.formatMessage({ id: 'social.pull.pending' })}
      </>
    );
  else if (status === 'failed')
    // The API's reason when the catalogue knows it (token expired, Instagram unavailable…).
    statusText = intl.formatMessage({
      id: errorKey && errorKey in intl.messages ? errorKey : 'instagram.errors.pull_failed',
    });
  else if (lastPulledAt)
    statusText = intl.formatMessage(
      { id: 'social.pull.done' },
      { date: intl.formatDate(lastPulledAt, { dateStyle: 'short', timeStyle: 'short' }) },
    );

  return (
    <PullBox>
      <Button
        variant="secondary"
        startIcon={<Icon name="refresh" />}
        isLoading={isStarting}
        disabled={isPending}
        onClick={() => void start()}
      >
        {intl.formatMessage({ id: 'social.pull.action' })}
      </Button>
      <PullStatusText role="status">{statusText}</PullStatusText>
    </PullBox>
  );
}
