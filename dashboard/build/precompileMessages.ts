import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /\/i18n\/messages\/[a-z]+\.json$/;

/**
 * Ships the message catalogues already parsed (ICU syntax trees), so the browser never downloads
 * the ICU parser: react-intl formats the trees as they are (the build aliases the parser to its
 * `no-parser` entry). Development, tests and Storybook keep the plain texts and the parser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'merci-precompile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return undefined;
      const texts = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(trees), map: null };
    },
  };
}
