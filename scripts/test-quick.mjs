// `npm run test:quick`: the inner loop for one change (ADR 039), minutes where `npm test` takes
// twenty. For what changed since the branch left its upstream (or, with none, what is not
// committed yet; `-- --base <ref>` to choose): lint and typecheck, both cached; the unit and API
// tests that import a changed file; the stories of what changed (a screen's feature, a kit
// component, a story file, a baseline); the e2e tests of the dashboard features changed. It says
// what it left out: `npm test` runs everything, before every push.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromiumPath, ensureChromium } from './chromium.mjs';
import { ROOT, ensureDependencies, ensureNodeVersion, run, runNpm } from './lib.mjs';
import { quickSelection, storyFiles } from './quickSelection.mjs';
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

const VITEST_REPORT = join(RESULTS, 'quick-vitest.json');
const STORIES_REPORT = join(RESULTS, 'quick-vitest-stories.json');
const E2E_REPORT = join(RESULTS, 'quick-e2e.json');

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** Where the change starts: `--base <ref>`, else where the branch left its upstream, else HEAD. */
function changeBase() {
  const given = process.argv.indexOf('--base');
  if (given !== -1 && process.argv[given + 1]) return process.argv[given + 1];
  try {
    return git('merge-base', 'HEAD', '@{upstream}');
  } catch {
    return 'HEAD';
  }
}

/** Files added or changed since `base`, committed or not, and files Git does not track yet. */
function changedFiles(base) {
  const changed = git('diff', '--name-only', '--diff-filter=d', base).split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n');
  return [...new Set([...changed, ...untracked])].filter(Boolean).sort();
}

/**
 * Playwright over the tests `grep` selects, in one run: each project filters itself (E2E_GREP,
 * e2e/playwright.config.ts), so the quota journey still waits for the journeys selected.
 */
const playwright = ({ grep, sweep }, stdio) =>
  run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: {
      ...process.env,
      E2E_BUILT: '1',
      E2E_GREP: grep,
      E2E_SWEEP: sweep ? 'on' : 'off',
      PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_REPORT,
    },
    stdio,
  });

const runStarted = Date.now();
const setup = [];
ensureNodeVersion();
await timed('Chromium (apt-get when missing)', setup, ensureChromium);
await timed('dependencies (npm ci when missing)', setup, ensureDependencies);

const base = changeBase();
const files = changedFiles(base);
const shortBase = base === 'HEAD' ? 'HEAD (what is not committed)' : base.slice(0, 12);
if (files.length === 0) {
  console.log(`Nothing changed since ${shortBase}: nothing to check.`);
  process.exit(0);
}
const { related, stories, grep, sweep, leftOut } = quickSelection(files, storyFiles(ROOT));

console.log(`Changed since ${shortBase}: ${files.length} file(s)`);
console.log(`  Vitest: the tests that import ${related.length} of them${related.length ? '' : ' (none)'}`);
console.log(`  Stories: ${stories.length ? stories.join(', ') : 'none'}`);
console.log(`  e2e: ${grep ? `the tests matching ${grep}` : 'none'}`);
if (grep && !sweep)
  console.log('  The accessibility sweep of every route: left to `npm test` (the stories run axe).');
console.log(`Browser for every test: ${chromiumPath()}`);

// The related tests start at once, beside the cached lint, typecheck and build (short, light);
// then the stories, then the e2e tests: each of these keeps both cores busy, and beside another
// both slow down and their waits run out.
const LINT = 'lint (eslint, prettier; cached)';
const TYPECHECK = 'typecheck (tsc -b, incremental)';
const RELATED = 'vitest related (unit, api)';
const STORIES = 'vitest (the stories of what changed)';
const steps = [
  check(LINT, (stdio) => runNpm(['run', '--silent', 'lint'], { stdio })),
  check(TYPECHECK, (stdio) => runNpm(['run', '--silent', 'typecheck'], { stdio }), { live: true }),
];
if (related.length > 0) {
  steps.push(
    suite(
      RELATED,
      VITEST_REPORT,
      // Every project but the stories, which are chosen by what they show (below).
      (stdio) =>
        vitest(
          VITEST_REPORT,
          ['related', '--run', '--passWithNoTests', '--project', '!storybook', ...related],
          { stdio },
        ),
      vitestCounts,
      { live: true },
    ),
  );
}
if (stories.length > 0) {
  steps.push(
    suite(
      STORIES,
      STORIES_REPORT,
      (stdio) => vitest(STORIES_REPORT, ['run', '--project', 'storybook', ...stories], { stdio }),
      vitestCounts,
      { after: [LINT, TYPECHECK, ...(related.length > 0 ? [RELATED] : [])], live: true },
    ),
  );
}
if (grep) {
  steps.push(
    check('build (api, dashboard)', (stdio) => runNpm(['run', '--silent', 'build'], { stdio }), {
      after: [TYPECHECK],
    }),
    suite(
      'e2e (the features changed)',
      E2E_REPORT,
      (stdio) => playwright({ grep, sweep }, stdio),
      playwrightCounts,
      {
        needs: ['build (api, dashboard)'],
        after: [LINT, ...(related.length > 0 ? [RELATED] : []), ...(stories.length > 0 ? [STORIES] : [])],
      },
    ),
  );
}

const results = await runSteps(steps, runStarted);
const failed = printSummary('quick', setup, results, runStarted);
if (leftOut.length > 0) {
  console.log('\nLeft out by this quick run:');
  for (const { file, why } of leftOut) console.log(`  ${file}: ${why}`);
}
console.log('\nA quick run checks one change. Run `npm test` before pushing: it runs every suite.');
process.exit(failed === 0 ? 0 : 1);
