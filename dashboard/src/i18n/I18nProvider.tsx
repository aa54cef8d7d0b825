import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, messagesFor, type Locale } from './messages';

export interface I18nProviderProps {
  /** @default 'fr' */
  locale?: Locale;
  children: ReactNode;
}

export function I18nProvider({ locale = DEFAULT_LOCALE, children }: I18nProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(locale)}>
      {children}
    </IntlProvider>
  );
}
