import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SWRConfig } from 'swr';
import { ThemeProvider, Toaster } from '@merci/ui-kit';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/messages';
import { swrConfig } from '../lib/swr/config';

export interface AppProvidersProps {
  /** A fixed language (tests, stories); detected from the browser when absent. */
  locale?: Locale;
  /** SWR options on top of the app's (tests pass a fresh cache: `{ provider: () => new Map() }`). */
  swr?: Parameters<typeof SWRConfig>[0]['value'];
  children: ReactNode;
}

function LocalizedToaster() {
  const intl = useIntl();
  return (
    <Toaster
      label={intl.formatMessage({ id: 'toast.region' })}
      toastLabel={intl.formatMessage({ id: 'toast.item' })}
      closeLabel={intl.formatMessage({ id: 'toast.close' })}
    />
  );
}

/** Theme, messages, data layer and toasts around the whole app; tests and stories use the same. */
export function AppProviders({ locale, swr, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <I18nProvider locale={locale}>
        <SWRConfig value={{ ...swrConfig, ...swr }}>
          {children}
          <LocalizedToaster />
        </SWRConfig>
      </I18nProvider>
    </ThemeProvider>
  );
}
