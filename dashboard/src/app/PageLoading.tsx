import { useIntl } from 'react-intl';

/** Shown while the first route module loads: an announced, otherwise empty page. */
export function PageLoading() {
  const intl = useIntl();
  return <main aria-busy="true" aria-label={intl.formatMessage({ id: 'app.loading' })} />;
}
