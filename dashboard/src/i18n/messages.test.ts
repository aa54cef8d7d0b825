import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import fr from './messages/fr.json';
import { messagesFor, withFallback } from './messages';

describe('message catalogues', () => {
  it('hold the same keys in French and English', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty message', () => {
    for (const [key, text] of [...Object.entries(fr), ...Object.entries(en)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('serve each locale its own text', () => {
    expect(messagesFor('fr')['signin.title']).toBe('Connectez-vous à votre espace');
    expect(messagesFor('en')['signin.title']).toBe('Connect to your space');
  });

  it('fill a key missing in French with the English text', () => {
    const merged = withFallback(
      { 'a.title': 'Titre' },
      { 'a.title': 'Title', 'a.only_en': 'Only in English' },
    );
    expect(merged).toEqual({ 'a.title': 'Titre', 'a.only_en': 'Only in English' });
  });
});
