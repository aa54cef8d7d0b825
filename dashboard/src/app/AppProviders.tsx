import type { ReactNode } from 'react';
import { ThemeProvider } from '@merci/ui-kit';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/messages';

export interface AppProvidersProps {
  locale?: Locale;
  children: ReactNode;
}

/** Theme and messages around the whole app; tests and stories wrap screens in the same. */
export function AppProviders({ locale, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </ThemeProvider>
  );
}
