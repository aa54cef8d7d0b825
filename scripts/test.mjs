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
  vitestCounts,
} from './testSteps.mjs';

const VITEST_REPORT = join(RESULTS, 'vitest.json');
const STORYBOOK_REPORT = join(RESULTS, 'vitest-storybook.json');
const POSTGRES_REPORT = join(RESULTS, 'vitest-postgres.json');
/** The Vitest projects that run in Node (the storybook project runs in Chromium). */
const NODE_PROJECTS = ['unit', 'unit-mocking', 'far-zone', 'api'].flatMap((name) => ['--project', name]);
const E2E_REPORT = join(RESULTS, 'e2e.json');

/** Vitest with a JSON report beside its usual output. */
const vitest = (report, args, options) =>
  run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    options,
  );

// What runs beside what (ADR 039): lint beside the typecheck (then the build); the Vitest projects
// that run in Node, which keep both cores busy; the story pages in Chromium beside the API suite on
// PostgreSQL, one worker each; then the e2e tests beside the static Storybook. The machine is the
// limit: what shares it with more than it has takes longer than it would after, and its waits fail.
const steps = [
  check('lint (eslint, prettier)', (stdio) => runNpm(['run', '--silent', 'lint'], { stdio })),
  check('typecheck (tsc -b)', (stdio) => runNpm(['run', '--silent', 'typecheck'], { stdio }), { live: true }),
  // After the typecheck: both write the API's and the domain's dist/.
  check('build (api, dashboard)', (stdio) => runNpm(['run', '--silent', 'build'], { stdio }), {
    after: ['typecheck (tsc -b)'],
    live: true,
  }),
  suite(
    'vitest (unit, far zone, api)',
    VITEST_REPORT,
    (stdio) => vitest(VITEST_REPORT, NODE_PROJECTS, { stdio }),
    vitestCounts,
    { after: ['lint (eslint, prettier)', 'build (api, dashboard)'], live: true },
  ),
  suite(
    'vitest (storybook)',
    STORYBOOK_REPORT,
    (stdio) => vitest(STORYBOOK_REPORT, ['--project', 'storybook'], { stdio }),
    vitestCounts,
    { after: ['vitest (unit, far zone, api)'], live: true },
  ),
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
        return await vitest(POSTGRES_REPORT, ['--project', 'api'], {
          // One worker: the story pages beside it keep the other core busy.
          env: { ...process.env, DATABASE_URL: postgres.url, MERCI_TEST_WORKERS: '1' },
          stdio,
        });
      } finally {
        await postgres.stop();
      }
    },
    vitestCounts,
    { after: ['vitest (unit, far zone, api)'] },
  ),
  check(
    'static Storybook (built, then opened)',
    async (stdio) =>
      (await runNpm(['run', '--silent', 'build-storybook'], { stdio })) ||
      run('node', ['scripts/check-storybook-static.mjs'], { stdio }),
    { after: ['vitest (storybook)', 'api on PostgreSQL'] },
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
    { needs: ['build (api, dashboard)'], after: ['vitest (storybook)', 'api on PostgreSQL'], live: true },
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
