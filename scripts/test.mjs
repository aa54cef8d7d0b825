// `npm test`: install what is missing, then every check and every suite, one after the other
// (but for the API suite on PostgreSQL, which runs alongside the steps after it).
// All steps run even when one fails, so a single run shows everything that is wrong; the last
// line reads `N passed, N failed` (tests of the test runners, plus one per lint/type/build step).
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath, hasChromium } from './chromium.mjs';
import { startPostgres, withoutPostgres } from './postgres.mjs';
import { ROOT, ensureDependencies, ensureNodeVersion, run, runNpm } from './lib.mjs';

const RESULTS = join(ROOT, 'test-results');
const VITEST_REPORT = join(RESULTS, 'vitest.json');
const E2E_REPORT = join(RESULTS, 'e2e.json');
const POSTGRES_REPORT = join(RESULTS, 'vitest-postgres.json');
const POSTGRES_LOG = join(RESULTS, 'vitest-postgres.log');
const FAR_ZONE_REPORT = join(RESULTS, 'vitest-far-zone.json');

/**
 * The unit tests run in Paris (vitest.config.ts); these, which read or write dates, run once more
 * in a zone far from UTC, where a date read in the wrong zone moves a day.
 */
const FAR_ZONE = 'America/Sao_Paulo';
const FAR_ZONE_TESTS = [
  'domain/src',
  'dashboard/src/lib/rewards/useRewardText.test.tsx',
  'dashboard/src/features/instagram/layout/quotaRenewal.test.ts',
  'dashboard/src/features/instagram/contents/storyExpiry.test.ts',
];

async function ensureChromium() {
  if (hasChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `No Chromium at ${chromiumPath()}. Install Debian's "chromium" package ` +
        '(sudo apt-get install chromium) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code =
    (await run('apt-get', ['update', '-qq'], { env })) ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }));
  if (code !== 0 || !hasChromium()) {
    console.error('Installing chromium with apt-get failed: see the messages above.');
    process.exit(1);
  }
}

/** A log's text, or nothing when the step never wrote it (skipped). */
function readLog(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The line a summary gives of a failure message: its first, without terminal colours, short enough for a summary. A
 * matcher's bare name (`expect(element).toMatchScreenshot()`) says nothing: the line after it,
 * which says what differed, is kept with it.
 */
function failureLine(message = '') {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const [first = '', ...rest] = lines;
  const isBareMatcher = /^(Error: )?expect\(.*\)\.\w+\(\)$/.test(first);
  const line = isBareMatcher ? [first, ...rest.slice(0, 2)].join(' ') : first;
  return line.length > 240 ? `${line.slice(0, 237)}…` : line;
}

/** Counts and failed tests of a Vitest JSON report. */
function vitestCounts(report) {
  if (!report) return undefined;
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        where: `${file.name.replace(`${ROOT}/`, '')} › ${test.fullName}`,
        why: failureLine(test.failureMessages?.[0]),
      })),
  );
  // A file that failed to load has no tests to name: it is named itself.
  for (const file of report.testResults) {
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      failures.push({ where: file.name.replace(`${ROOT}/`, ''), why: failureLine(file.message) });
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

/** Counts and failed tests of a Playwright JSON report. */
function playwrightCounts(report) {
  if (!report) return undefined;
  const failures = [];
  const flaky = [];
  const visit = (suiteNode, path) => {
    for (const spec of suiteNode.specs ?? []) {
      const where = `${spec.file} › ${[...path, spec.title].join(' › ')}`;
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          const first = failureLine(test.results?.[0]?.error?.message);
          flaky.push({ where, why: `passed on a second try; first: ${first}` });
        } else if (test.status === 'unexpected') {
          const lastResult = test.results?.at(-1);
          const why = failureLine(lastResult?.error?.message ?? lastResult?.errors?.[0]?.message);
          failures.push({ where, why });
        }
      }
    }
    for (const child of suiteNode.suites ?? []) visit(child, [...path, child.title].filter(Boolean));
  };
  for (const top of report.suites ?? []) visit(top, []);
  const skipped = report.stats.skipped
    ? [{ where: `${report.stats.skipped} skipped`, why: 'a journey they depend on failed' }]
    : [];
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures: report.stats.unexpected ? [...failures, ...skipped] : failures,
    flaky,
  };
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, exec) {
  const runStep = async () => {
    const code = await exec();
    return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  };
  return Object.assign(runStep, { title: name });
}

/**
 * A test runner: its own counts, and one failure more if it failed without saying which test.
 * With `background`, the steps after it start at once instead of waiting for it (it waits on
 * the database more than on the processor), and its `log` is printed when it ends.
 */
function suite(name, report, exec, count, { background = false, log } = {}) {
  const runStep = async () => {
    rmSync(report, { force: true });
    // A log left by an earlier run must not be printed as this run's.
    if (log) rmSync(log, { force: true });
    const code = await exec();
    if (code === 'skipped') return { name, passed: 0, failed: 0, note: 'skipped, see above' };
    if (typeof code === 'object')
      return { name, passed: 0, failed: 1, failures: [{ where: name, why: code.refused }], note: '' };
    const counts = count(readJson(report));
    if (!counts) return { name, passed: 0, failed: 1, note: 'no report written' };
    const failed = counts.failed === 0 && code !== 0 ? 1 : counts.failed;
    return {
      name,
      passed: counts.passed,
      failed,
      failures: counts.failures ?? [],
      flaky: counts.flaky ?? [],
      note: failed > counts.failed ? `exit code ${code}` : '',
    };
  };
  return Object.assign(runStep, { title: name, background, log });
}

const steps = [
  check('lint (eslint, prettier)', () => runNpm(['run', '--silent', 'lint'])),
  check('typecheck (tsc -b)', () => runNpm(['run', '--silent', 'typecheck'])),
  suite(
    'vitest (unit, api, storybook with visual regression)',
    VITEST_REPORT,
    () =>
      run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${VITEST_REPORT}`,
      ]),
    vitestCounts,
  ),
  suite(
    `dates in ${FAR_ZONE}`,
    FAR_ZONE_REPORT,
    () =>
      run(
        'npx',
        [
          'vitest',
          'run',
          '--project',
          'unit',
          ...FAR_ZONE_TESTS,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${FAR_ZONE_REPORT}`,
        ],
        { env: { ...process.env, MERCI_TEST_TZ: FAR_ZONE } },
      ),
    vitestCounts,
  ),
  suite(
    'api on PostgreSQL',
    POSTGRES_REPORT,
    async () => {
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
      // It runs while the builds and the e2e journeys run (see `background` below): its output
      // goes to a file, printed once it is done, so the two never interleave.
      const log = openSync(POSTGRES_LOG, 'w');
      try {
        return await run(
          'npx',
          [
            'vitest',
            'run',
            '--project',
            'api',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${POSTGRES_REPORT}`,
          ],
          { env: { ...process.env, DATABASE_URL: postgres.url }, stdio: ['ignore', log, log] },
        );
      } finally {
        closeSync(log);
        await postgres.stop();
      }
    },
    vitestCounts,
    { background: true, log: POSTGRES_LOG },
  ),
  check('build (api, dashboard)', () => runNpm(['run', '--silent', 'build'])),
  check('build (static Storybook)', () => runNpm(['run', '--silent', 'build-storybook'])),
  suite(
    'e2e (Playwright)',
    E2E_REPORT,
    () => run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']),
    playwrightCounts,
  ),
];

ensureNodeVersion();
await ensureChromium();
await ensureDependencies();
mkdirSync(RESULTS, { recursive: true });
console.log(`Browser for every test: ${chromiumPath()}`);

const results = [];
const inBackground = [];
for (const [index, step] of steps.entries()) {
  const started = Date.now();
  const title = `${index + 1}/${steps.length} ${step.title}`;
  const finished = (result) => {
    results[index] = { ...result, seconds: Math.round((Date.now() - started) / 1000) };
  };
  if (step.background) {
    console.log(`\n── ${title}: runs alongside the next steps, its output comes after them ──`);
    inBackground.push({ title, step, done: step().then(finished) });
    continue;
  }
  console.log(`\n── ${title} ──────────────────────────────`);
  finished(await step());
}
for (const { title, step, done } of inBackground) {
  await done;
  const result = results[steps.indexOf(step)];
  // A passing run's output is noise next to the summary: only a failing one is printed whole.
  if (result.failed > 0) {
    console.log(`\n── ${title} (output) ──────────────────────────────`);
    process.stdout.write(readLog(step.log));
  } else {
    console.log(`\n── ${title}: ${result.passed} passed (output in ${step.log.replace(`${ROOT}/`, '')}) ──`);
  }
}

console.log('\nSummary');
for (const { name, passed, failed, seconds, note } of results) {
  const mark = failed ? 'FAIL' : 'ok  ';
  console.log(
    `  ${mark} ${name.padEnd(32)} ${passed} passed, ${failed} failed  (${seconds}s)${note ? `  ${note}` : ''}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
/** Tests of every step under a heading, at most `limit` of them. */
function printTests(heading, key, limit = 30) {
  const tests = results.flatMap((result) =>
    (result[key] ?? []).map((test) => ({ ...test, step: result.name })),
  );
  if (tests.length === 0) return;
  console.log(`\n${heading}`);
  for (const { step, where, why } of tests.slice(0, limit)) {
    console.log(`  ${step}: ${where}${why ? `\n      ${why}` : ''}`);
  }
  if (tests.length > limit) console.log(`  … and ${tests.length - limit} more, see above`);
}
printTests('Flaky (counted as passed, to be fixed)', 'flaky');
// Failures last, so that the end of the output (all a CI page may keep) says what failed.
printTests('Failed', 'failures');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
