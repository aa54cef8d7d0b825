import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ThemeProvider } from '@merci/ui-kit';
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

// Toasts only ever follow something the merchant did, so their code (Radix's toast) loads beside
// the first screen instead of before it. A toast raised earlier waits in the store and shows up.
const LocalizedToaster = lazy(async () => ({
  default: (await import('./LocalizedToaster')).LocalizedToaster,
}));

/** Theme, messages, data layer and toasts around the whole app; tests and stories use the same. */
export function AppProviders({ locale, swr, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <I18nProvider locale={locale}>
        <SWRConfig value={{ ...swrConfig, ...swr }}>
          {children}
          <Suspense fallback={null}>
            <LocalizedToaster />
          </Suspense>
        </SWRConfig>
      </I18nProvider>
    </ThemeProvider>
  );
}
