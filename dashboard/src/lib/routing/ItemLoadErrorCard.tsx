import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, Card, EmptyState, Icon, toast } from '@merci/ui-kit';
import { ApiError } from '../api/client';
import type { ItemLoadErrorProps } from './ItemLoadError';
import { RouterLink } from './RouterLink';

/**
 * The route error of an edit page loaded before it renders (a configured reward, an automation),
 * inside the layout: a failed load toasts the server's message key (SPEC §8, e.g.
 * 'Accès à la récompense impossible.') and offers the way back to the list; a malformed path
 * reads 'Page introuvable.'.
 */
export function ItemLoadErrorCard({ icon, unavailableKey, listHref, backKey }: ItemLoadErrorProps) {
  const error = useRouteError();
  const intl = useIntl();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const messageKey = error instanceof ApiError ? error.messageKey : 'errors.http';

  useEffect(() => {
    if (isNotFound) return;
    toast({
      tone: 'error',
      // A key the API named but the catalogue lacks reads as the generic error.
      message: intl.formatMessage({ id: messageKey in intl.messages ? messageKey : 'errors.http' }),
    });
  }, [isNotFound, messageKey, intl]);

  return (
    <Card>
      <EmptyState
        icon={<Icon name={icon} size={32} />}
        message={intl.formatMessage({ id: isNotFound ? 'errors.not_found' : unavailableKey })}
        action={
          <Button as={RouterLink} href={listHref} variant="secondary">
            {intl.formatMessage({ id: backKey })}
          </Button>
        }
      />
    </Card>
  );
}
