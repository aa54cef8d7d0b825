import { LOCALE_COOKIE } from '@merci/domain';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './messages';

/** Where the chosen language is remembered (and read back first among the stores). */
export const LOCALE_STORAGE_KEY = 'i18nextLng';
const QUERY_NAME = 'lng';

export interface LocaleSources {
  search?: string;
  cookie?: string;
  localStorage?: Pick<Storage, 'getItem'>;
  sessionStorage?: Pick<Storage, 'getItem'>;
  navigatorLanguages?: readonly string[];
  htmlLang?: string | null;
}

/** `fr-FR`, `en_US`, `EN` → the supported locale, or undefined. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : undefined;
}

/**
 * SPEC §9: query string `lng`, cookie, local storage, session storage, navigator, `<html lang>`;
 * the first supported language wins, French otherwise.
 */
export function detectLocale(sources: LocaleSources): Locale {
  const cookie = sources.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const candidates = [
    new URLSearchParams(sources.search ?? '').get(QUERY_NAME),
    cookie ? decodeURIComponent(cookie) : undefined,
    sources.localStorage?.getItem(LOCALE_STORAGE_KEY),
    sources.sessionStorage?.getItem(LOCALE_STORAGE_KEY),
    ...(sources.navigatorLanguages ?? []),
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const locale = toLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The browser's own sources. */
export function browserLocaleSources(): LocaleSources {
  const safe = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
  return {
    search: safe(() => window.location.search),
    cookie: safe(() => document.cookie),
    localStorage: safe(() => window.localStorage),
    sessionStorage: safe(() => window.sessionStorage),
    navigatorLanguages: safe(() => navigator.languages) ?? [],
    htmlLang: safe(() => document.documentElement.getAttribute('lang')),
  };
}

/**
 * Remembers the language (SPEC §9: cached to local storage), and in the cookie the server reads
 * to send the signed-out screens already drawn in that language (ADR 016).
 */
export function cacheLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
