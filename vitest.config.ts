import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
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

// Workspace packages are read from their TypeScript sources (the "source" export condition), in
// the browser-like environments and in the node one alike: never from a build left in dist/.
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['source', ...defaultServerConditions] } };

// As many workers as cores, written in every project: the storybook project then runs story files
// in that many pages of its browser side by side (without it, Vitest opens one page fewer than there
// are cores: one here). Projects run together only when their counts are the same. MERCI_TEST_WORKERS
// asks for fewer: `npm test` gives one to the PostgreSQL pass, which runs beside the e2e tests.
const maxWorkers = Number(process.env.MERCI_TEST_WORKERS) || availableParallelism();

// `*.postgres.test.ts` files need PostgreSQL: the api project takes them only when DATABASE_URL is
// a postgres:// URL (the PostgreSQL pass of `npm test`), rather than skip them on SQLite.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

const UNIT_TESTS = [
  '{tokens,domain,ui-kit,dashboard}/src/**/*.test.{ts,tsx}',
  'dashboard/build/**/*.test.ts',
  'scripts/**/*.test.mjs',
];

/**
 * The unit tests that read or write dates, run a second time in a zone far from UTC, where a date
 * read in the wrong zone moves a day (the `far-zone` project). A new such test is added here.
 */
const FAR_ZONE_TESTS = [
  'domain/src/**/*.test.ts',
  'dashboard/src/lib/rewards/useRewardText.test.tsx',
  'dashboard/src/features/instagram/layout/quotaRenewal.test.ts',
  'dashboard/src/features/instagram/contents/storyExpiry.test.ts',
];

/**
 * Test files that replace a module (`vi.mock`). The unit projects share each worker's modules
 * between files (`isolate: false`, ADR 039), and a module another file has already loaded would
 * keep its real code: these files run in a fresh module registry of their own instead.
 */
// Only the source folders are read: elsewhere (test-results/, node_modules/) folders come and go
// while another run is under way.
const MOCKING_TESTS = ['tokens', 'domain', 'ui-kit', 'dashboard', 'scripts']
  .flatMap((folder) => readdirSync(folder, { recursive: true }).map((file) => `${folder}/${String(file)}`))
  .filter(
    (file) =>
      /\.test\.(ts|tsx|mjs)$/.test(file) &&
      !file.includes('node_modules') &&
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')),
  );

/** A project of unit tests in happy-dom, reading dates in `timeZone` whatever the machine's zone. */
function unitProject(name: string, timeZone: string, include: string[], isolate: boolean) {
  return {
    plugins: [react()],
    resolve,
    ssr,
    test: {
      name,
      maxWorkers,
      environment: 'happy-dom',
      env: { TZ: timeZone },
      include,
      exclude: [...configDefaults.exclude, ...(isolate ? [] : MOCKING_TESTS)],
      // Loading React, the kit and the catalogues once per worker rather than once per file
      // divides the project's time by more than two; vitest.setup.ts empties what tests share.
      isolate,
      setupFiles: ['./vitest.setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    // A screenshot comparison leaves its own timeout's timer running once the story has passed:
    // Vitest would wait its default ten seconds for it at the end of every run instead of exiting.
    teardownTimeout: 1000,
    projects: [
      // Dates are read in Paris, the product's zone, in the unit projects…
      unitProject('unit', 'Europe/Paris', UNIT_TESTS, false),
      unitProject('unit-mocking', 'Europe/Paris', MOCKING_TESTS, true),
      // …and once more in São Paulo for the tests of dates.
      unitProject('far-zone', 'America/Sao_Paulo', FAR_ZONE_TESTS, true),
      {
        resolve,
        ssr,
        test: {
          name: 'api',
          maxWorkers,
          environment: 'node',
          include: ['api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['api/src/**/*.postgres.test.ts'])],
          // Each file opens its own database (a SQLite file, or a PostgreSQL schema) and server: the
          // modules they load (Fastify, Kysely, the routes) are loaded once per worker, not once per
          // file (ADR 039).
          isolate: false,
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
          maxWorkers,
          // After the unit and api projects, not beside them: each keeps both cores busy, and
          // sharing them would only slow both down and put their waits at risk.
          sequence: { groupOrder: 1 },
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
