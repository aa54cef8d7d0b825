// How long Storybook takes: the whole interaction-test run (every story's play function and
// accessibility check, `vitest run --project storybook`, in Chromium) and the static build
// (`npm run build-storybook`). Wall-clock time on this machine, so it moves with its load.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib.mjs';
import { printTable, recordResults } from './results.mjs';

/** Runs a command with its output captured; resolves to its exit code, output and wall time. */
function timed(command, args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: error.message, seconds: 0 }));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const steps = [
  ['interaction tests (vitest --project storybook)', bin('vitest'), ['run', '--project', 'storybook']],
  ['static build (npm run build-storybook)', 'npm', ['run', '--silent', 'build-storybook']],
];

const rows = [];
const figures = {};
let failed = false;
for (const [name, command, args] of steps) {
  const timing = await timed(command, args);
  const { code, seconds } = timing;
  const output = timing.output.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex
  // Vitest's summary: "Test Files  41 passed (41)" and "Tests  230 passed (230)".
  const tests = /^\s*Tests\s+(.+)$/m.exec(output)?.[1]?.trim();
  const files = /^\s*Test Files\s+(.+)$/m.exec(output)?.[1]?.trim();
  figures[name] = {
    seconds: Number(seconds.toFixed(1)),
    exitCode: code,
    ...(tests ? { tests } : {}),
    ...(files ? { files } : {}),
  };
  rows.push({
    step: name,
    seconds: Number(seconds.toFixed(1)),
    result: [
      code === 0 ? 'ok' : `exit code ${code}`,
      ...(tests ? [`tests ${tests}`, `files ${files}`] : []),
    ].join('; '),
  });
  if (code !== 0) {
    failed = true;
    console.log(`${name} failed; the end of its output:\n${output.split('\n').slice(-40).join('\n')}`);
  }
}
printTable(rows);
recordResults('storybook', { steps: figures, loadAverage: Number(loadavg()[0].toFixed(1)) });
if (failed) process.exitCode = 1;
