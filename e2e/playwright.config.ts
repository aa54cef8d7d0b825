import { rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { JOURNEYS_SERVER, SWEEP_SERVER, type E2eServer } from './servers';

// Each server starts from an empty data folder (database, secrets, mail outbox), seeded by
// `npm start` itself. Only the main process (not the workers, which load this file too) clears it.
if (!process.env.TEST_WORKER_INDEX) {
  for (const { dataFolder } of [JOURNEYS_SERVER, SWEEP_SERVER])
    rmSync(dataFolder, { recursive: true, force: true });
}

/**
 * `npm run test:quick` selects the tests of the features changed (E2E_GREP, a regular expression
 * over titles and tags). On each project, not on the command line: the command line's `--grep`
 * does not filter a project another depends on, and the quota journey depends on the journeys.
 */
const quickSelection = process.env.E2E_GREP ? { grep: new RegExp(process.env.E2E_GREP) } : {};

/** `npm run test:quick` leaves the sweep to `npm test` unless it changed (E2E_SWEEP=off): no server for it. */
const sweeping = process.env.E2E_SWEEP !== 'off';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
};

/**
 * `npm start` for the tests, on `server`'s port and data folder: the very command a merchant runs
 * (install check, build, migrate, seed, serve). Playwright starts the servers one after the other:
 * the first builds, unless `npm test` has built this checkout just before (E2E_BUILT=1), and the
 * second serves that build.
 */
function webServer({ port, origin, dataFolder }: E2eServer, { build }: { build: boolean }) {
  return {
    command: build ? 'node scripts/start.mjs' : 'node scripts/start.mjs --no-build',
    cwd: '..',
    url: `${origin}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      MERCI_DATA_DIR: dataFolder,
      // Every journey signs in from the same address; the limit itself is covered by the API tests.
      AUTH_RATE_LIMIT: '1000',
      // Story messages due now leave within a second, not the default 15 s.
      AUTOMATION_WORKER_INTERVAL_MS: '1000',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results/e2e',
  forbidOnly: true,
  // No second try: a journey that fails once is a failure, so a flaky one cannot pass unseen.
  retries: 0,
  // The journeys share their server's demo shop, so they run one at a time; the accessibility
  // sweep, on a server of its own, runs beside them (ADR 039).
  workers: 2,
  // Two cores build, serve and browse at once here: waits are for a busy machine, not a fast one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: JOURNEYS_SERVER.origin,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: ['**/quota-exhausted.e2e.ts', '**/accessibility.e2e.ts'],
      workers: 1,
      use: chromium,
      ...quickSelection,
    },
    {
      // Uses up the demo shop's monthly quota, so it runs once every other journey is done.
      name: 'quota-exhausted',
      testMatch: '**/quota-exhausted.e2e.ts',
      dependencies: ['journeys'],
      workers: 1,
      use: chromium,
      ...quickSelection,
    },
    ...(sweeping
      ? [
          {
            name: 'accessibility',
            testMatch: '**/accessibility.e2e.ts',
            workers: 1,
            // No trace: a failure names the rule, the element (its HTML) and the address.
            use: { ...chromium, baseURL: SWEEP_SERVER.origin, trace: 'off' as const },
            ...quickSelection,
          },
        ]
      : []),
  ],
  webServer: [
    webServer(JOURNEYS_SERVER, { build: process.env.E2E_BUILT !== '1' }),
    ...(sweeping ? [webServer(SWEEP_SERVER, { build: false })] : []),
  ],
});
