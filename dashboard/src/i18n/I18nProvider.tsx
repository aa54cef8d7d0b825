import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { browserLocaleSources, cacheLocale, detectLocale } from './detectLocale';
import {
  DEFAULT_LOCALE,
  FORMAT_LOCALES,
  isCatalogueLoaded,
  loadCatalogue,
  messagesFor,
  type Locale,
} from './messages';

interface LocaleContextValue {
  locale: Locale;
  /** Switches the language, remembers it and sets `<html lang>`. */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

export interface I18nProviderProps {
  /** A fixed language (stories, tests); detected from the browser when absent. */
  locale?: Locale;
  children: ReactNode;
}

export function I18nProvider({ locale: fixedLocale, children }: I18nProviderProps) {
  const [chosen, setChosen] = useState<Locale>(() => fixedLocale ?? detectLocale(browserLocaleSources()));
  const wanted = fixedLocale ?? chosen;
  // The texts on screen stay in the last language at hand while another one downloads.
  const [locale, setShownLocale] = useState<Locale>(() =>
    isCatalogueLoaded(wanted) ? wanted : DEFAULT_LOCALE,
  );
  if (locale !== wanted && isCatalogueLoaded(wanted)) setShownLocale(wanted);

  useEffect(() => {
    if (isCatalogueLoaded(wanted)) return;
    let isCurrent = true;
    loadCatalogue(wanted).then(
      () => isCurrent && setShownLocale(wanted),
      // Unreachable texts (offline): the screen keeps its language; the next choice tries again.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // SPEC §9: the detected language is cached, so `?lng=en` once keeps English on later pages.
  useEffect(() => {
    if (!fixedLocale) cacheLocale(chosen);
  }, [fixedLocale, chosen]);

  const setLocale = useCallback((next: Locale) => {
    cacheLocale(next);
    setChosen(next);
  }, []);
  const context = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  const messages = useMemo(() => messagesFor(locale), [locale]);

  return (
    <LocaleContext.Provider value={context}>
      {/* Texts in `locale`, dates and numbers in its format locale (English dates day first). */}
      <IntlProvider locale={FORMAT_LOCALES[locale]} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The current language and the way to change it (the header's language switcher). */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
