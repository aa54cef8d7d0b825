import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Locale } from '../i18n/messages';
import { swrConfig } from '../lib/swr/config';
import { ScreenProviders } from './ScreenProviders';

export interface AppProvidersProps {
  /** A fixed language (tests, stories); detected from the browser when absent. */
  locale?: Locale;
  /** SWR options on top of the app's (tests pass a fresh cache: `{ provider: () => new Map() }`). */
  swr?: Parameters<typeof SWRConfig>[0]['value'];
  children: ReactNode;
}

/** Theme, messages, data layer and toasts around the whole app; tests and stories use the same. */
export function AppProviders({ locale, swr, children }: AppProvidersProps) {
  return (
    <ScreenProviders locale={locale}>
      <SWRConfig value={{ ...swrConfig, ...swr }}>{children}</SWRConfig>
    </ScreenProviders>
  );
}
