import type { StoryContext } from '@storybook/react-vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../dashboard/src/i18n/messages';

/** The toolbar's language, French when it names none the app knows. */
export function localeOf(globals: StoryContext['globals']): Locale {
  return (LOCALES as readonly string[]).includes(globals.locale)
    ? (globals.locale as Locale)
    : DEFAULT_LOCALE;
}
