// `npm test`: install what is missing, then every check and every suite, each done once. Steps
// that wait on different things run side by side (ADR 039); all of them run even when one fails,
// so a single run shows everything that is wrong. The summary gives each step's time; the last
// line reads `N passed, N failed` (tests of the test runners, plus one per lint/type/build step).
import { join } from 'node:path';
import { chromiumPath, ensureChromium } from './chromium.mjs';
import { startPostgres, withoutPostgres } from './postgres.mjs';
import { ensureDependencies, ensureNodeVersion, run, runNpm } from './lib.mjs';
import {
  RESULTS,
  check,
  playwrightCounts,
  printSummary,
  runSteps,
  suite,
  timed,
  vitest,
  vitestCounts,
} from './testSteps.mjs';

const VITEST_REPORT = join(RESULTS, 'vitest.json');
const POSTGRES_REPORT = join(RESULTS, 'vitest-postgres.json');
const E2E_REPORT = join(RESULTS, 'e2e.json');

// What runs beside what (ADR 039): lint, the typecheck (then the build) and the API suite on
// PostgreSQL, each about one core; then Vitest alone, which keeps both cores busy; then the e2e
// tests beside the static Storybook. The machine is the limit: what shares it with the e2e tests or
// Vitest takes longer than it would after them, and its waits fail.
const steps = [
  check('lint (eslint, prettier)', (stdio) => runNpm(['run', '--silent', 'lint'], { stdio })),
  check('typecheck (tsc -b)', (stdio) => runNpm(['run', '--silent', 'typecheck'], { stdio }), { live: true }),
  suite(
    'api on PostgreSQL',
    POSTGRES_REPORT,
    async (stdio) => {
      // The same API suite, on a throwaway PostgreSQL server instead of SQLite files.
      const postgres = await startPostgres();
      if (!postgres.url) {
        const missing = withoutPostgres(postgres.skipped);
        if ('skip' in missing) {
          console.log(missing.skip);
          return 'skipped';
        }
        console.log(missing.fail);
        return { refused: missing.fail };
      }
      try {
        return await vitest(POSTGRES_REPORT, ['run', '--project', 'api'], {
          // One worker: lint and the typecheck beside it each keep a core busy.
          env: { ...process.env, DATABASE_URL: postgres.url, MERCI_TEST_WORKERS: '1' },
          stdio,
        });
      } finally {
        await postgres.stop();
      }
    },
    vitestCounts,
  ),
  // After the typecheck: both write the API's and the domain's dist/.
  check('build (api, dashboard)', (stdio) => runNpm(['run', '--silent', 'build'], { stdio }), {
    after: ['typecheck (tsc -b)'],
    live: true,
  }),
  suite(
    'vitest (unit, far zone, api, storybook)',
    VITEST_REPORT,
    (stdio) => vitest(VITEST_REPORT, ['run'], { stdio }),
    vitestCounts,
    { after: ['lint (eslint, prettier)', 'build (api, dashboard)', 'api on PostgreSQL'], live: true },
  ),
  check(
    'static Storybook (built, then opened)',
    async (stdio) =>
      (await runNpm(['run', '--silent', 'build-storybook'], { stdio })) ||
      run('node', ['scripts/check-storybook-static.mjs'], { stdio }),
    { after: ['vitest (unit, far zone, api, storybook)'] },
  ),
  suite(
    'e2e (Playwright)',
    E2E_REPORT,
    // The journeys' server serves the build made above instead of building again.
    (stdio) =>
      run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
        env: { ...process.env, E2E_BUILT: '1' },
        stdio,
      }),
    playwrightCounts,
    { needs: ['build (api, dashboard)'], after: ['vitest (unit, far zone, api, storybook)'], live: true },
  ),
];

const runStarted = Date.now();
const setup = [];
ensureNodeVersion();
await timed('Chromium (apt-get when missing)', setup, ensureChromium);
await timed('dependencies (npm ci when missing)', setup, ensureDependencies);
console.log(`Browser for every test: ${chromiumPath()}`);

const results = await runSteps(steps, runStarted);
const failed = printSummary('test', setup, results, runStarted);
process.exit(failed === 0 ? 0 : 1);
