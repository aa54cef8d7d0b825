import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeProvider } from '@merci/ui-kit';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/messages';

export interface ScreenProvidersProps {
  /** A fixed language (tests, stories); detected from the browser when absent. */
  locale?: Locale;
  children: ReactNode;
}

// Toasts only ever follow something the merchant did, so their code (Radix's toast) is not part of
// the first screen's: it starts loading with this module, beside the screen's code and data, so
// that the first draw, which includes the toaster's place, never waits for it.
const toasterModule = import('./LocalizedToaster');
const LocalizedToaster = lazy(async () => ({ default: (await toasterModule).LocalizedToaster }));

/**
 * Theme, messages and toasts: what every screen needs, the app's (AppProviders adds the data
 * layer) and the prerendered signed-out ones started on their own (ADR 020).
 */
export function ScreenProviders({ locale, children }: ScreenProvidersProps) {
  return (
    <ThemeProvider>
      <I18nProvider locale={locale}>
        {children}
        <Suspense fallback={null}>
          <LocalizedToaster />
        </Suspense>
      </I18nProvider>
    </ThemeProvider>
  );
}
