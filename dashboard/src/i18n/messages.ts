import en from './messages/en.json';
import fr from './messages/fr.json';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

const catalogues: Record<Locale, Record<string, string>> = { fr, en };

type Catalogue = Record<string, string>;

/** A catalogue completed by a fallback: the fallback's text for every key the first one lacks. */
export function withFallback(catalogue: Catalogue, fallback: Catalogue): Catalogue {
  return { ...fallback, ...catalogue };
}

/** The catalogue of a locale, English filling any key it lacks (SPEC §9: fallback English). */
export function messagesFor(locale: Locale): Catalogue {
  return withFallback(catalogues[locale], catalogues.en);
}
