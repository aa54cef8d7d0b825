import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FAQ_ITEM_COUNT, faqKeys } from '../features/home/faq';
import en from './messages/en.json';
import fr from './messages/fr.json';
import { messagesFor } from './messages';

/** The one documented difference: the FAQ has 9 items in French and 8 in English (SPEC §1). */
const FRENCH_ONLY = faqKeys(FAQ_ITEM_COUNT.fr)
  .slice(FAQ_ITEM_COUNT.en)
  .flatMap((item) => [item.questionKey, item.answerKey]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys written literally in the code: `id: 'x.y'`, `id="x.y"`, `t('x.y')`, `…Key: 'x.y'`. */
function keysUsedInCode(): Set<string> {
  const pattern = /(?:\bid:\s*|\bid=|\bt\(|Key:\s*|Key=)['"]([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)['"]/g;
  const keys = new Set<string>();
  const root = join(import.meta.dirname, '..');
  for (const file of sourceFiles(root)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1] as string);
  }
  return keys;
}

describe('message catalogues', () => {
  it('hold the same keys in French and English, but for the ninth FAQ item', () => {
    const frenchKeys = Object.keys(fr).filter((key) => !FRENCH_ONLY.includes(key));
    expect(frenchKeys.sort()).toEqual(Object.keys(en).sort());
    expect(FRENCH_ONLY).toEqual(['home.faq.9.question', 'home.faq.9.answer']);
    for (const key of FRENCH_ONLY) expect(fr).toHaveProperty([key]);
  });

  it('have no empty message', () => {
    for (const [key, text] of [...Object.entries(fr), ...Object.entries(en)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('contain every key the code uses', () => {
    const used = keysUsedInCode();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !(key in fr) || (!(key in en) && !FRENCH_ONLY.includes(key)));
    expect(missing).toEqual([]);
  });

  it('carry the texts SPEC §8 gives', () => {
    expect(fr['errors.not_found']).toBe('Page introuvable.');
    expect(fr['account.errors.signin']).toBe('Connexion impossible.');
    expect(fr['errors.http']).toBe('Oups, une erreur est survenue.');
  });

  it('serve each locale its own text', () => {
    expect(messagesFor('fr')['signin.title']).toBe('Connectez-vous à votre espace');
    expect(messagesFor('en')['signin.title']).toBe('Connect to your space');
  });

  it('ship French with the app and download English the first time it is asked for', async () => {
    vi.resetModules();
    const fresh = await import('./messages');
    expect(fresh.isCatalogueLoaded('fr')).toBe(true);
    expect(fresh.messagesFor('fr')['signin.title']).toBe('Connectez-vous à votre espace');
    expect(fresh.isCatalogueLoaded('en')).toBe(false);
    expect(() => fresh.messagesFor('en')).toThrow('The "en" texts are not loaded yet');
    await fresh.loadCatalogue('en');
    expect(fresh.messagesFor('en')['signin.title']).toBe('Connect to your space');
  });

  it('find the French texts a screen module adds after the catalogue was handed out', async () => {
    vi.resetModules();
    const fresh = await import('./messages');
    const catalogue = fresh.messagesFor('fr');
    fresh.addTexts({ 'screen.own_text': 'Texte du seul écran' });
    expect(catalogue['screen.own_text']).toBe('Texte du seul écran');
    expect(fresh.messagesFor('fr')['screen.own_text']).toBe('Texte du seul écran');
  });
});
