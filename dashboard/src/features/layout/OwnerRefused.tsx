import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Card, Heading, Stack } from '@merci/ui-kit';
import { clearSession } from '../../lib/session/session';
import { Centered } from './OwnerRefused.styles';

export interface OwnerRefusedProps {
  /** Why the account cannot use the back-office (SPEC §6). */
  reasonKey: string;
}

/** A signed-in account that is not a shop owner: logged out, with a clear explanation. */
export function OwnerRefused({ reasonKey }: OwnerRefusedProps) {
  const intl = useIntl();
  useEffect(() => {
    clearSession();
  }, []);
  return (
    <Centered>
      <Card>
        <Stack gap={4}>
          <Heading level={1} size="xl">
            {intl.formatMessage({ id: 'owner.title' })}
          </Heading>
          <Alert tone="danger" message={intl.formatMessage({ id: reasonKey })} />
          <Link to="/signin">{intl.formatMessage({ id: 'owner.back_to_signin' })}</Link>
        </Stack>
      </Card>
    </Centered>
  );
}
