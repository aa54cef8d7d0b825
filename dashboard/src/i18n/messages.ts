import fr from './messages/fr.json';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/**
 * The locale dates and numbers are written in. SPEC §9 writes dates dd/MM/yyyy: English ones
 * follow the same day/month/year order (British English) while their words stay `en`.
 */
export const FORMAT_LOCALES = { fr: 'fr', en: 'en-GB' } as const satisfies Record<Locale, string>;

type Catalogue = Record<string, string>;

// French, the default, ships with the app; English is downloaded the first time it is needed
// (a merchant who never reads English never loads its ~9 kB). French holds every English key
// (messages.test.ts), so it needs no English to fall back on.
const loaded: Partial<Record<Locale, Catalogue>> = { fr };
const download: Record<Exclude<Locale, 'fr'>, () => Promise<Catalogue>> = {
  en: async () => (await import('./messages/en.json')).default,
};

/**
 * Adds French texts to the catalogue. The production build moves each text used by a single
 * module out of fr.json and into that module's chunk, which calls this as it loads: a screen's
 * own texts travel with its code, and the first load carries only the shared ones (ADR 017).
 * The catalogue object is the one the IntlProvider holds, so texts added later are found by it.
 */
export function addTexts(texts: Catalogue): void {
  Object.assign(fr, texts);
}

/** Whether a locale's texts are at hand, so that `messagesFor` can answer at once. */
export function isCatalogueLoaded(locale: Locale): boolean {
  return loaded[locale] !== undefined;
}

/** Downloads a locale's texts once; French is always at hand. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'fr' || isCatalogueLoaded(locale)) return;
  loaded[locale] = await download[locale]();
}

/**
 * The catalogue of a locale (call `loadCatalogue` first for any locale but French). SPEC §9's
 * fallback is English, and each catalogue holds every key it shows (`messages.test.ts`): neither
 * needs another's texts, and English is its own fallback, so the catalogue is handed over as it
 * is, with no copy merged at each start.
 */
export function messagesFor(locale: Locale): Catalogue {
  const catalogue = loaded[locale];
  if (!catalogue) throw new Error(`The "${locale}" texts are not loaded yet (loadCatalogue).`);
  return catalogue;
}
