import { useIntl } from 'react-intl';
import { Toaster } from '@merci/ui-kit';

/** The toasts' region in the merchant's language; loaded after the first screen (AppProviders). */
export function LocalizedToaster() {
  const intl = useIntl();
  return (
    <Toaster
      label={intl.formatMessage({ id: 'toast.region' })}
      toastLabel={intl.formatMessage({ id: 'toast.item' })}
      closeLabel={intl.formatMessage({ id: 'toast.close' })}
    />
  );
}
