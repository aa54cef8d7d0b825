import { LOCALE_COOKIE } from '@merci/domain';

/** What of the request tells the dashboard's language (SPEC §9), besides the browser's storage. */
export interface PageRequest {
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}

const DEFAULT_LANGUAGE = 'fr';

/** The languages of Accept-Language, most preferred first (`q=0` left out). */
function acceptedLanguages(header: string): (string | undefined)[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language the dashboard will pick, as far as the server can tell: the `lng` query, the
 * `i18next` cookie (which the dashboard writes with its choice), then Accept-Language in order
 * of preference; French otherwise. The dashboard's own detection (detectLocale) reads its
 * local storage between the cookie and the browser's languages.
 */
export function pageLanguage(request: PageRequest, languages: readonly string[]): string {
  const supported = (value: string | null | undefined) => {
    const base = value?.trim().toLowerCase().split(/[-_]/)[0];
    return base && languages.includes(base) ? base : undefined;
  };
  const query = new URL(request.url, 'http://localhost').searchParams.get('lng');
  const cookie = request.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const candidates = [
    query,
    cookie ? decodeURIComponent(cookie) : undefined,
    ...acceptedLanguages(request.acceptLanguage ?? ''),
  ];
  for (const candidate of candidates) {
    const language = supported(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
