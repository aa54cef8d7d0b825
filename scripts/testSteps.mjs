// What `npm test` and `npm run test:quick` share: steps that run a command, some of them beside
// others, the counts read from the test runners' reports, and the summary with each step's time.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, run } from './lib.mjs';

export const RESULTS = join(ROOT, 'test-results');
const LOGS = join(RESULTS, 'logs');

const relative = (file) => file.replace(`${ROOT}/`, '');

/** A log's text, or nothing when the step never wrote it. */
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
export function failureLine(message = '') {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const [first = '', ...rest] = lines;
  const isBareMatcher = /^(Error: )?expect\(.*\)\.\w+\(\)$/.test(first);
  const line = isBareMatcher ? [first, ...rest.slice(0, 2)].join(' ') : first;
  return line.length > 240 ? `${line.slice(0, 237)}…` : line;
}

/** Vitest (`run …`, `related …`) with a JSON report beside its usual output. */
export const vitest = (report, args, options) =>
  run(
    'npx',
    ['vitest', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    options,
  );

/** Counts and failed tests of a Vitest JSON report. */
export function vitestCounts(report) {
  if (!report) return undefined;
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        where: `${relative(file.name)} › ${test.fullName}`,
        why: failureLine(test.failureMessages?.[0]),
      })),
  );
  // A file that failed to load has no tests to name: it is named itself.
  for (const file of report.testResults) {
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      failures.push({ where: relative(file.name), why: failureLine(file.message) });
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

/** Counts and failed tests of a Playwright JSON report. */
export function playwrightCounts(report) {
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

/**
 * A step that is one check: it passes or fails as a whole. `exec(stdio)` runs it with that stdio
 * and resolves to an exit code. Options: `after` (steps it waits for), `needs` (steps it waits
 * for and is not run without), `live` (its output goes to the terminal as it comes).
 */
export function check(name, exec, options = {}) {
  return {
    name,
    ...options,
    run: async (stdio) => {
      const code = await exec(stdio);
      return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  };
}

/**
 * A test runner: its own counts, read from its JSON `report`, and one failure more if it failed
 * without saying which test. `exec` may resolve to 'skipped' (said why itself), or to
 * `{ refused }`: it could not run, for that reason.
 */
export function suite(name, report, exec, count, options = {}) {
  return {
    name,
    ...options,
    run: async (stdio) => {
      rmSync(report, { force: true });
      const code = await exec(stdio);
      if (code === 'skipped') return { passed: 0, failed: 0, note: 'skipped, see its output' };
      if (typeof code === 'object')
        return { passed: 0, failed: 1, failures: [{ where: name, why: code.refused }] };
      const counts = count(readJson(report));
      if (!counts) return { passed: 0, failed: 1, note: 'no report written' };
      const failed = counts.failed === 0 && code !== 0 ? 1 : counts.failed;
      return {
        passed: counts.passed,
        failed,
        failures: counts.failures ?? [],
        flaky: counts.flaky ?? [],
        note: failed > counts.failed ? `exit code ${code}` : '',
      };
    },
  };
}

const seconds = (from, to = Date.now()) => Math.round((to - from) / 1000);
const clock = (total) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;

/**
 * Runs the steps, each as soon as the steps it waits for have ended: steps that wait for nothing
 * in common run side by side. A `live` step writes to the terminal while no other live step does;
 * the others write to test-results/logs/, one line said when they end, their whole log printed at
 * the end when they failed. Every step runs, even after another failed, unless it `needs` one.
 * @returns {Promise<object[]>} each step's result, in the steps' order, with its start and duration
 */
export async function runSteps(steps, runStarted = Date.now()) {
  mkdirSync(LOGS, { recursive: true });
  const byName = new Map(steps.map((step) => [step.name, step]));
  const ends = new Map();
  const results = new Map();
  let liveStep;

  const start = (step) => {
    if (ends.has(step.name)) return ends.get(step.name);
    const waitsFor = [...(step.after ?? []), ...(step.needs ?? [])].map((name) => {
      if (!byName.has(name)) throw new Error(`Step "${step.name}" waits for an unknown step "${name}"`);
      return start(byName.get(name));
    });
    const end = Promise.all(waitsFor).then(async () => {
      const number = `${steps.indexOf(step) + 1}/${steps.length}`;
      const started = Date.now();
      const at = clock(seconds(runStarted, started));
      const missing = (step.needs ?? []).filter((name) => results.get(name).failed > 0);
      if (missing.length > 0) {
        console.log(`\n── ${number} ${step.name}: not run, ${missing.join(' and ')} failed ──`);
        results.set(step.name, {
          passed: 0,
          failed: 0,
          note: `not run: ${missing.join(', ')} failed`,
          at,
          seconds: 0,
        });
        return;
      }
      const isLive = step.live && liveStep === undefined;
      let result;
      if (isLive) {
        liveStep = step;
        console.log(`\n── ${number} ${step.name} (at ${at}) ──────────────────────────────`);
        try {
          result = await step.run('inherit');
        } finally {
          liveStep = undefined;
        }
      } else {
        const log = join(
          LOGS,
          `${step.name
            .replace(/[^a-z0-9]+/gi, '-')
            .replace(/^-|-$/g, '')
            .toLowerCase()}.log`,
        );
        console.log(
          `\n── ${number} ${step.name} (at ${at}): runs beside the others, output in ${relative(log)} ──`,
        );
        const fd = openSync(log, 'w');
        try {
          result = { ...(await step.run(['ignore', fd, fd])), log };
        } finally {
          closeSync(fd);
        }
      }
      const took = seconds(started);
      results.set(step.name, { ...result, at, seconds: took });
      if (!isLive) {
        const outcome =
          result.failed > 0
            ? `${result.failed} failed (its output is printed at the end)`
            : `${result.passed} passed`;
        console.log(`\n── ${step.name}: ${outcome} in ${clock(took)} ──`);
      }
    });
    ends.set(step.name, end);
    return end;
  };

  await Promise.all(steps.map(start));
  for (const step of steps) {
    const result = results.get(step.name);
    if (result.log && result.failed > 0) {
      console.log(`\n── ${step.name} (output) ──────────────────────────────`);
      process.stdout.write(readLog(result.log));
    }
  }
  return steps.map((step) => ({ name: step.name, ...results.get(step.name) }));
}

/**
 * Prints the summary (each step: counts, when it started, how long it took; the run's wall time),
 * the flaky and failed tests last, so that the end of the output (all a CI page may keep) says what
 * failed, and writes it to test-results/<name>-summary.json. Returns the number of failures.
 */
export function printSummary(name, setup, results, runStarted) {
  const wall = seconds(runStarted);
  console.log('\nSummary                                             tests               at     took');
  for (const { name: what, seconds: took } of setup) {
    console.log(`  setup ${what.padEnd(45)} ${''.padEnd(20)} ${''.padStart(5)} ${clock(took).padStart(6)}`);
  }
  for (const { name: step, passed, failed, at, seconds: took, note } of results) {
    const mark = failed ? 'FAIL' : 'ok  ';
    const counts = `${passed} passed, ${failed} failed`;
    console.log(
      `  ${mark}  ${step.padEnd(45)} ${counts.padEnd(20)} ${at.padStart(5)} ${clock(took).padStart(6)}${note ? `  ${note}` : ''}`,
    );
  }
  console.log(`  wall time ${clock(wall)}`);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  /** Tests of every step under a heading, at most `limit` of them. */
  const printTests = (heading, key, limit = 30) => {
    const tests = results.flatMap((result) =>
      (result[key] ?? []).map((test) => ({ ...test, step: result.name })),
    );
    if (tests.length === 0) return;
    console.log(`\n${heading}`);
    for (const { step, where, why } of tests.slice(0, limit)) {
      console.log(`  ${step}: ${where}${why ? `\n      ${why}` : ''}`);
    }
    if (tests.length > limit) console.log(`  … and ${tests.length - limit} more, see above`);
  };
  printTests('Flaky (counted as passed, to be fixed)', 'flaky');
  printTests('Failed', 'failures');
  writeFileSync(
    join(RESULTS, `${name}-summary.json`),
    `${JSON.stringify(
      {
        wallSeconds: wall,
        setup,
        steps: results.map(({ name: step, passed: p, failed: f, at, seconds: took }) => ({
          name: step,
          passed: p,
          failed: f,
          startedAt: at,
          seconds: took,
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

/** Times a setup step for the summary (installing what is missing). */
export async function timed(name, setup, action) {
  const started = Date.now();
  const outcome = await action();
  setup.push({ name, seconds: seconds(started) });
  return outcome;
}
