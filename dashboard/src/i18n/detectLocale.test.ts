import { describe, expect, it } from 'vitest';
import { detectLocale, toLocale } from './detectLocale';

const store = (value: string | null) => ({ getItem: () => value });

describe('detectLocale', () => {
  it('defaults to French', () => {
    expect(detectLocale({})).toBe('fr');
    expect(detectLocale({ navigatorLanguages: ['de-DE', 'es'] })).toBe('fr');
  });

  it('follows SPEC §9: query, cookie, local storage, session storage, navigator, html lang', () => {
    const all = {
      search: '?lng=en',
      cookie: 'theme=dark; i18next=fr',
      localStorage: store('en'),
      sessionStorage: store('fr'),
      navigatorLanguages: ['en-GB'],
      htmlLang: 'fr',
    };
    expect(detectLocale(all)).toBe('en');
    expect(detectLocale({ ...all, search: '' })).toBe('fr');
    expect(detectLocale({ ...all, search: '', cookie: '' })).toBe('en');
    expect(detectLocale({ ...all, search: '', cookie: '', localStorage: store(null) })).toBe('fr');
    expect(detectLocale({ search: '', navigatorLanguages: ['en-US', 'fr-FR'], htmlLang: 'fr' })).toBe('en');
    expect(detectLocale({ htmlLang: 'en' })).toBe('en');
  });

  it('skips unsupported languages and reads region and underscore forms', () => {
    expect(detectLocale({ search: '?lng=de', navigatorLanguages: ['en_US'] })).toBe('en');
    expect(toLocale('fr-CA')).toBe('fr');
    expect(toLocale('EN')).toBe('en');
    expect(toLocale('pt')).toBeUndefined();
  });
});
