import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import fr from './messages/fr.json';

/**
 * The mechanical rules of docs/glossary.md on both catalogues. A rule reads the words a merchant
 * sees: the literal text of each message once react-intl's ICU syntax is parsed, so `{author}` or
 * a plural's `one {…}` never count as words, and an ICU escape (`'{'`) is not an apostrophe.
 */

/** Texts SPEC quotes word for word (§2, §8): they stay as SPEC writes them, whatever the glossary says. */
const SPEC_FIXED_FR = new Set([
  'automation.errors.activation', // 'Erreur lors de l'activation/désactivation de l'automation'
  'automation.errors.create', // 'Impossible de créer l'automation'
  'automation.errors.delete', // 'Erreur lors de la suppression de l'automation'
  'automation.errors.get', // 'Accès à l'automation impossible.'
  'automation.errors.update', // 'Erreur lors de la modification de l'automation'
  'form.config_reward_form.error', // 'Impossible d'enregistrer la récompense configurée.'
  'form.reward_form.error', // 'Impossible d'attribuer la récompense.'
  'form.social_author_email_form.error', // 'Impossible d'enregistrer l'email.'
  'social.errors.authors', // 'Erreur lors de la récupération des créateurs de contenus Instagram'
  'home.contents.title', // the 'customer contents' card
]);
const SPEC_FIXED_EN = new Set([
  'nav.instagram_authors', // 'Instagram authors' in the side navigation
  'home.contents.title', // the 'customer contents' card
  'social.pull.pending', // 'Pulling in progress...'
]);

/** Where « restant » is the shop's quota of the month, the only thing that is « restant ». */
const QUOTA_KEYS = new Set([
  'admin.audit.field.quotaRemaining',
  'admin.dialog.plan.description',
  'admin.shop.quota.remaining',
  'home.faq.5.answer',
  'social.assign.summary.quota',
  'social.header.quota',
]);

function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => literals(option.value));
    if (element.type === TYPE.tag) return literals(element.children);
    return [];
  });
}

/** The words of a message as a merchant reads them, argument names and ICU syntax left out. */
function visibleText(message: string): string {
  return literals(parse(message)).join(' ');
}

function offending(
  catalogue: Record<string, string>,
  pattern: RegExp,
  allowed: ReadonlySet<string> = new Set(),
): string[] {
  return Object.entries(catalogue)
    .filter(([key, message]) => !allowed.has(key) && pattern.test(visibleText(message)))
    .map(([key]) => key);
}

describe('the glossary on the French catalogue', () => {
  it('writes the apostrophe ’, not the straight one', () => {
    expect(offending(fr, /'/, SPEC_FIXED_FR)).toEqual([]);
  });

  it('writes « e-mail », never « email » or « mail »', () => {
    expect(offending(fr, /(?<![-\w])e?mails?\b/i, SPEC_FIXED_FR)).toEqual([]);
  });

  it('puts a non-breaking space before : ; ? ! % and » and after «', () => {
    expect(offending(fr, / [:;?!%»]|« /)).toEqual([]);
  });

  it('calls the people who mention the shop ambassadeurs, not créateurs, auteurs or clients', () => {
    expect(offending(fr, /\b(créat(eur|rice)s?|auteurs?|client(e)?s?)\b/i, SPEC_FIXED_FR)).toEqual([]);
  });

  it('attributes a reward: never « offerte » or « donnée »', () => {
    expect(offending(fr, /récompenses? (offerte|donnée)s?\b|\b(offrir|donner)\b/i, SPEC_FIXED_FR)).toEqual(
      [],
    );
  });

  it('keeps « restant » for the quota of the month and says « en stock » for a configured reward', () => {
    expect(offending(fr, /\brestante?s?\b/i, QUOTA_KEYS)).toEqual([]);
    expect(visibleText(fr['reward.remaining.count'])).toContain('en stock');
  });
});

describe('the glossary on the English catalogue', () => {
  it('writes the apostrophe ’ and curly quotes, not straight ones', () => {
    expect(offending(en, /['"]/, SPEC_FIXED_EN)).toEqual([]);
  });

  it('writes “email”, never “e-mail”', () => {
    expect(offending(en, /\be-mail/i)).toEqual([]);
  });

  it('calls the people who mention the shop ambassadors, not creators, authors or customers', () => {
    expect(offending(en, /\b(creators?|authors?|customers?)\b/i, SPEC_FIXED_EN)).toEqual([]);
  });

  it('gives a reward: never “assigned” or “offered”', () => {
    expect(offending(en, /\bassign(ed)?\b|\brewards? offered\b/i)).toEqual([]);
  });

  it('says “in stock” for a configured reward, “left” only for the quota', () => {
    expect(visibleText(en['reward.remaining.count'])).toContain('in stock');
    expect(en['rewards.config.columns.remaining']).toBe('In stock');
  });
});
