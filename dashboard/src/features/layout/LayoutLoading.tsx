import { useIntl } from 'react-intl';
import { Spinner } from '@merci/ui-kit';
import { Content } from './AuthenticatedLayout.styles';

/**
 * A signed-in screen while the merchant's account loads. Also what the server's page shows for a
 * signed-in address before the app's code has arrived (ADR 016), so both must stay the same.
 */
export function LayoutLoading() {
  const intl = useIntl();
  return (
    <Content aria-busy="true">
      <Spinner label={intl.formatMessage({ id: 'app.loading' })} />
    </Content>
  );
}
