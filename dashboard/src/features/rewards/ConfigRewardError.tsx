import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, Card, EmptyState, Icon, toast } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { RouterLink } from '../../lib/routing/RouterLink';
import { rewardsPaths } from './rewardsQuery';

/**
 * The route error of /rewards/{type}/{id}, inside the layout: a failed load toasts the server's
 * message key (config_reward.errors.get, 'Accès à la récompense impossible.', SPEC §8) and offers
 * the way back to the rewards; a malformed path reads 'Page introuvable.'.
 */
export function ConfigRewardError() {
  const error = useRouteError();
  const intl = useIntl();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const messageKey = error instanceof ApiError ? error.messageKey : 'errors.http';

  useEffect(() => {
    if (isNotFound) return;
    toast({
      tone: 'error',
      message: intl.formatMessage({
        id: messageKey,
        defaultMessage: intl.formatMessage({ id: 'errors.http' }),
      }),
    });
  }, [isNotFound, messageKey, intl]);

  return (
    <Card>
      <EmptyState
        icon={<Icon name="gift" size={32} />}
        message={intl.formatMessage({ id: isNotFound ? 'errors.not_found' : 'config_reward.unavailable' })}
        action={
          <Button as={RouterLink} href={rewardsPaths.list} variant="secondary">
            {intl.formatMessage({ id: 'config_reward.back_to_list' })}
          </Button>
        }
      />
    </Card>
  );
}
