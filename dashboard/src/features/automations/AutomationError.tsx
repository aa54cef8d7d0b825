import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, Card, EmptyState, Icon, toast } from '@merci/ui-kit';
import { ApiError } from '../../lib/api/client';
import { RouterLink } from '../../lib/routing/RouterLink';
import { automationsPaths } from './automationsQuery';

/**
 * The route error of /automations/{id}, inside the layout: a failed load toasts the server's
 * message key (automation.errors.get, 'Accès à l'automation impossible.', SPEC §8) and offers the
 * way back to the list; a malformed path reads 'Page introuvable.'.
 */
export function AutomationError() {
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
        icon={<Icon name="zap" size={32} />}
        message={intl.formatMessage({ id: isNotFound ? 'errors.not_found' : 'automations.unavailable' })}
        action={
          <Button as={RouterLink} href={automationsPaths.list} variant="secondary">
            {intl.formatMessage({ id: 'automations.back_to_list' })}
          </Button>
        }
      />
    </Card>
  );
}
