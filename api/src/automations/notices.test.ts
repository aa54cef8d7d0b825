/**
 * Every reason the API keeps on a story message is a key the dashboard's story timeline can say,
 * in both languages (otherwise it shows « raison inconnue »).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_REASONS } from './notices.js';

const catalogue = (locale: 'fr' | 'en') =>
  JSON.parse(
    readFileSync(new URL(`../../../dashboard/src/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe('the reasons of a story message', () => {
  it.each(['fr', 'en'] as const)('are all in the %s catalogue', (locale) => {
    const messages = catalogue(locale);
    const missing = Object.values(MESSAGE_REASONS).filter((reason) => !messages[reason]);
    expect(missing).toEqual([]);
  });
});
