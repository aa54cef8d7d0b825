import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

/** How a story's render is compared with its baseline PNG (ADR 013). */
const visualComparison = {
  comparatorName: 'pixelmatch',
  comparatorOptions: {
    // Per pixel: pixelmatch's default colour distance, anti-aliased pixels ignored.
    threshold: 0.1,
    // Per image: at most 0.1 % of the pixels and never more than 40 of them may differ.
    allowedMismatchedPixelRatio: 0.001,
    allowedMismatchedPixels: 40,
  },
  // Captures repeat until two in a row agree; a tall screen on a busy machine needs time.
  timeout: 30_000,
  // One flat folder of baselines, named by story id (`ui-kit-badge-default.png`).
  resolveScreenshotPath: ({ arg, ext, root }: { arg: string; ext: string; root: string }) =>
    `${root}/stories/__screenshots__/${arg}${ext}`,
} as const;

// Workspace packages are read from their TypeScript sources (the "source" export condition).
const resolve = { conditions: ['source', ...defaultClientConditions] };

// `*.postgres.test.ts` files need PostgreSQL: the api project takes them only when DATABASE_URL is
// a postgres:// URL (the PostgreSQL pass of `npm test`), rather than skip them on SQLite.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Dates are read the same whatever the machine's zone: Paris, the product's, unless a run
          // asks for another on purpose (`npm test` runs the date tests once more far from UTC).
          env: { TZ: process.env.MERCI_TEST_TZ || 'Europe/Paris' },
          include: [
            '{tokens,domain,ui-kit,dashboard}/src/**/*.test.{ts,tsx}',
            'dashboard/build/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['api/src/**/*.postgres.test.ts'])],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve,
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'styled-components',
            'react-intl',
          ],
        },
        test: {
          name: 'storybook',
          // Every story file runs in the same page instead of a fresh one each (ADR 013): the
          // run takes half the time. Stories share no state but the DOM, which Storybook cleans
          // between stories; the fonts the preview loads first make renders independent of order.
          isolate: false,
          // Once a story has rendered, its play function and the accessibility check have run, the
          // page is compared with the story's baseline PNG (ADR 013): one render serves both.
          setupFiles: ['./.storybook/visual.setup.ts'],
          // Writing a missing baseline (or all of them with --update) needs file access, which
          // Storybook's plugin turns off unless asked for. The server only listens on localhost.
          api: { allowWrite: true },
          // Room for the comparison's own timeout (below) after the story's play function.
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
              // Wider and taller than any story's viewport (1200 × 900 unless a story picks a
              // breakpoint), and than any screen grown to its whole height for its capture
              // (visual.setup.ts), so the page under test is never scaled down to fit: baselines
              // are at 1 CSS px per pixel.
              contextOptions: { viewport: { width: 1600, height: 6000 } },
            }),
            instances: [{ browser: 'chromium' }],
            // A failing comparison attaches its own reference, actual and diff images.
            screenshotFailures: false,
            expect: { toMatchScreenshot: visualComparison },
          },
        },
      },
    ],
  },
});
