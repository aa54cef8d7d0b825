// How long `npm test` takes, step by step (ADR 039): it runs the whole suite, then records each
// step's start and duration in bench/results.json, so that the suite's growth shows from one change
// to the next. Wall-clock time moves with the machine: each step is also given as a multiple of a
// floor measured in the same run (a fixed single-core job: hashing), which stays comparable.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../scripts/lib.mjs';
import { hashingFloor, printTable, recordResults } from './results.mjs';

const floor = hashingFloor();

const log = join(ROOT, 'test-results', 'bench-test-suite.log');
console.log(`running npm test (its output in ${log.replace(`${ROOT}/`, '')})…`);
mkdirSync(dirname(log), { recursive: true });
const fd = openSync(log, 'w');
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'test.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', fd, fd],
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
closeSync(fd);

const summary = JSON.parse(readFileSync(join(ROOT, 'test-results', 'test-summary.json'), 'utf8'));
const ratio = (seconds) => Number((seconds / floor).toFixed(1));
const rows = [
  ...summary.setup.map(({ name, seconds }) => ({
    step: `setup: ${name}`,
    'started at': '',
    seconds,
    'floor ×': ratio(seconds),
  })),
  ...summary.steps.map(({ name, startedAt, seconds, passed, failed }) => ({
    step: name,
    'started at': startedAt,
    seconds,
    'floor ×': ratio(seconds),
    tests: `${passed} passed, ${failed} failed`,
  })),
  {
    step: 'wall time',
    'started at': '',
    seconds: summary.wallSeconds,
    'floor ×': ratio(summary.wallSeconds),
  },
];
printTable(rows);
recordResults('testSuite', {
  exitCode: code,
  cores: availableParallelism(),
  floorSeconds: Number(floor.toFixed(2)),
  wallSeconds: summary.wallSeconds,
  setup: summary.setup,
  steps: summary.steps,
  loadAverage: Number(loadavg()[0].toFixed(1)),
});
if (code !== 0) {
  console.log(`npm test failed (exit code ${code}): see ${log.replace(`${ROOT}/`, '')}`);
  process.exitCode = 1;
}
