import type { Locale } from '../dashboard/src/i18n/messages';

/**
 * ui-kit takes every text as a prop, so a story written with French args shows English ones
 * through `parameters.localizedArgs.en`: the locale toolbar then switches the story's texts.
 */
export type LocalizedArgs<TArgs> = Partial<Record<Locale, Partial<TArgs>>>;

export function argsForLocale<TArgs extends object>(
  args: TArgs,
  localized: LocalizedArgs<TArgs> | undefined,
  locale: Locale,
): TArgs {
  return { ...args, ...localized?.[locale] };
}
