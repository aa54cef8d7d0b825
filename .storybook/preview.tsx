import type { Decorator, Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme } from '@merci/tokens';
import { ThemeProvider } from '@merci/ui-kit';
import '@merci/ui-kit/fonts';
import { FIXED_NOW } from '../dashboard/src/testing/fixtures';
import { I18nProvider } from '../dashboard/src/i18n/I18nProvider';
import { DEFAULT_LOCALE, loadCatalogue } from '../dashboard/src/i18n/messages';
import { localeOf } from './locale';
import { fixClock } from './fixedClock';
import { argsForLocale } from './localizedArgs';
import { startMockServiceWorker } from './mockServiceWorker';
import { storyViewports } from './viewports';

/**
 * Snapshots and story tests must not catch a component mid-animation, nor a part below the fold
 * left undrawn (content-visibility: auto, the kit's tables): a screenshot shows the whole story.
 */
// Vitest runs stories in mode 'test'; Chromatic says so itself.
const isSnapshotRun = import.meta.env.MODE === 'test' || isChromatic();

const NoMotion = createGlobalStyle`
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
    content-visibility: visible !important;
  }
`;

/**
 * A toast stays until it is closed: the screenshot after a story's play shows the toast the play
 * found, however late a busy machine takes it. A toast given its own `duration` still closes.
 */
const snapshotTheme = { ...theme, motion: { ...theme.motion, toastAutoClose: Number.POSITIVE_INFINITY } };

const withProviders: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  const args = argsForLocale(context.args, context.parameters.localizedArgs, locale);
  return (
    <StyledThemeProvider theme={isSnapshotRun ? snapshotTheme : theme}>
      <ThemeProvider>
        {isSnapshotRun && <NoMotion />}
        <I18nProvider locale={locale}>
          <Story args={args} />
        </I18nProvider>
      </ThemeProvider>
    </StyledThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // Every story runs at the mock API's now, whatever the day: 'il y a 3 h' reads the same on every run.
  beforeEach: () => fixClock(FIXED_NOW),
  // MSW answers the screen stories' API calls with the handlers of `parameters.msw.handlers`.
  // The story's texts are at hand before it renders, as they are before the app's first paint.
  // Inter too: Chromium lays out the text of a select once, with the fallback font's metrics if
  // Inter arrives later, which moves that text by a pixel from one run to the next.
  loaders: [
    mswLoader(startMockServiceWorker),
    (context) => loadCatalogue(localeOf(context.globals)),
    () => document.fonts.load("1em 'Inter Variable'").then(() => undefined),
  ],
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Langue',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français', right: 'fr' },
          { value: 'en', title: 'English', right: 'en' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: storyViewports },
    // An accessibility violation fails the story's test, not just a panel warning.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Foundations', 'ui-kit', 'dashboard'] } },
  },
  // 'visual': compared with its baseline PNG (ADR 013); a story opts out with `tags: ['!visual']`.
  tags: ['autodocs', 'visual'],
};

export default preview;
