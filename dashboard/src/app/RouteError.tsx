import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, Stack, Text, toast } from '@merci/ui-kit';
import { ApiError } from '../lib/api/client';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { Page, Title } from '../features/errors/NotFoundPage.styles';

/**
 * The route error screen of SPEC §2: a 404 shows 'Page introuvable.'; any other failure toasts
 * the server's message key for a 500 and the generic HTTP error otherwise.
 */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : 500;
  const messageKey =
    error instanceof ApiError && status === 500
      ? error.messageKey
      : isRouteErrorResponse(error) && status === 500 && typeof error.data === 'string'
        ? error.data
        : 'errors.http';

  useEffect(() => {
    if (status === 404) return;
    toast({
      tone: 'error',
      // A key the API named but the catalogue lacks reads as the generic error.
      message: intl.formatMessage({ id: messageKey in intl.messages ? messageKey : 'errors.http' }),
    });
  }, [status, messageKey, intl]);

  if (status === 404) return <NotFoundPage />;
  return (
    <Page>
      <Stack gap={4} align="center">
        <Title>{intl.formatMessage({ id: 'errors.http' })}</Title>
        <Text tone="muted">{intl.formatMessage({ id: 'errors.route.hint' })}</Text>
        <Button onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'errors.route.reload' })}
        </Button>
      </Stack>
    </Page>
  );
}
