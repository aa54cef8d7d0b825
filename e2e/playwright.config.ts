import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

// Journeys start from an empty data folder (database, secrets, mail outbox), seeded by
// `npm start` itself. Only the main process (not the workers, which load this file too) clears it.
export const dataFolder = join(tmpdir(), `merci-e2e-${port}`);
if (!process.env.TEST_WORKER_INDEX) rmSync(dataFolder, { recursive: true, force: true });

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results/e2e',
  forbidOnly: true,
  // No second try: a journey that fails once is a failure, so a flaky one cannot pass unseen.
  retries: 0,
  workers: 1,
  // Two cores build, serve and browse at once here: waits are for a busy machine, not a fast one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/quota-exhausted.e2e.ts',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      },
    },
    {
      // Uses up the demo shop's monthly quota, so it runs once every other journey is done.
      name: 'quota-exhausted',
      testMatch: '**/quota-exhausted.e2e.ts',
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The very command a merchant runs: install check, build, migrate, seed, serve.
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      MERCI_DATA_DIR: dataFolder,
      // Every journey signs in from the same address; the limit itself is covered by the API tests.
      AUTH_RATE_LIMIT: '1000',
      // Story messages due now leave within a second, not the default 15 s.
      AUTOMATION_WORKER_INTERVAL_MS: '1000',
    },
  },
});
