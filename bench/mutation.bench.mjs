// Mutation testing of the code that guards money and access (ADR 040): runs Stryker on each area
// stryker.config.mjs lists, with the area's own tests, prints each module's score with every mutant
// no test caught, and records the scores in bench/results.json beside a floor measured in the same run.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, ensureDependencies, ensureNodeVersion } from '../scripts/lib.mjs';
import { GUARDED_AREAS, MUTATION_SCORE_TARGET } from '../stryker.config.mjs';
import { hashingFloor, printTable, recordResults } from './results.mjs';

ensureNodeVersion();
await ensureDependencies();
const floor = hashingFloor();

const log = join(ROOT, 'test-results', 'bench-mutation.log');
const report = join(ROOT, 'reports', 'mutation', 'mutation.json');
mkdirSync(dirname(log), { recursive: true });
console.log(`running Stryker, one area after the other (its output in ${log.replace(`${ROOT}/`, '')})…`);
const fd = openSync(log, 'w');
const started = performance.now();
/** Each area's seconds, and the report of every module. */
const areaSeconds = {};
const files = {};
// `npm run bench mutation sessions` runs the areas whose names hold one of the words given.
const wanted = process.argv.slice(2);
const areas = Object.entries(GUARDED_AREAS).filter(
  ([area]) => wanted.length === 0 || wanted.some((word) => area.includes(word)),
);
if (areas.length === 0) {
  console.log(`no area named ${wanted.join(' or ')}: ${Object.keys(GUARDED_AREAS).join(', ')}`);
  process.exit(1);
}
for (const [area, { modules, tests }] of areas) {
  const areaStarted = performance.now();
  rmSync(report, { force: true });
  const args = ['run', '--mutate', modules.join(','), '--testFiles', tests.join(',')];
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/@stryker-mutator/core/bin/stryker.js'), ...args],
      {
        cwd: ROOT,
        stdio: ['ignore', fd, fd],
      },
    );
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    console.log(`Stryker failed on ${area} (exit code ${code}): see ${log.replace(`${ROOT}/`, '')}`);
    process.exit(1);
  }
  // Each area's report is kept, for Stryker's HTML viewer or another look at a mutant.
  const areaReport = report.replace(/\.json$/, `-${area.replaceAll(/[^a-z]+/g, '-')}.json`);
  renameSync(report, areaReport);
  Object.assign(files, JSON.parse(readFileSync(areaReport, 'utf8')).files);
  areaSeconds[area] = Math.round((performance.now() - areaStarted) / 1000);
  console.log(`  ${area}: ${areaSeconds[area]} s`);
}
closeSync(fd);
const wallSeconds = Math.round((performance.now() - started) / 1000);

const CAUGHT = new Set(['Killed', 'Timeout']);
const MISSED = new Set(['Survived', 'NoCoverage']);
// Stryker gives this reason to the mutants `ignoreStatic` leaves out; any other is written in the code.
const STATIC = 'Static mutant (and "ignoreStatic" was enabled)';

/** Counts of a list of mutants, and its score: caught among those that count. */
function tally(mutants) {
  const count = (test) => mutants.filter(test).length;
  const caught = count((mutant) => CAUGHT.has(mutant.status));
  const missed = count((mutant) => MISSED.has(mutant.status));
  return {
    mutants: mutants.length,
    caught,
    survived: count((mutant) => mutant.status === 'Survived'),
    'no test': count((mutant) => mutant.status === 'NoCoverage'),
    marked: count((mutant) => mutant.status === 'Ignored' && mutant.statusReason !== STATIC),
    'set-up only': count((mutant) => mutant.status === 'Ignored' && mutant.statusReason === STATIC),
    'score %': caught + missed === 0 ? 100 : Number(((100 * caught) / (caught + missed)).toFixed(1)),
  };
}

const rows = [];
const survivors = [];
for (const [area, { modules }] of areas) {
  for (const module of modules) {
    const file = files[module];
    if (!file) throw new Error(`Stryker reported nothing for ${module}`);
    rows.push({ area, module, ...tally(file.mutants) });
    const lines = file.source.split('\n');
    for (const mutant of file.mutants.filter(({ status }) => MISSED.has(status))) {
      const { start } = mutant.location;
      survivors.push(
        `${module}:${start.line}:${start.column} ${mutant.mutatorName} (${mutant.status}): ` +
          `${lines[start.line - 1].trim()}  →  ${mutant.replacement ?? '(removed)'}`,
      );
    }
  }
}
const all = Object.values(files).flatMap((file) => file.mutants);
const total = { area: 'all', module: '', ...tally(all) };

console.log(
  `\nScore: caught / (caught + survived + no test), by module; target ${MUTATION_SCORE_TARGET} %. ` +
    'Marked: left out by a `Stryker disable` comment that says why; set-up only: reached only while a file sets up.',
);
printTable([...rows, total]);
console.log(`\n${survivors.length} mutants no test caught:`);
for (const line of survivors) console.log(`  ${line}`);
const belowTarget = rows.filter((row) => row['score %'] < MUTATION_SCORE_TARGET);
console.log(
  `\nwall time ${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s (floor × ${Math.round(wallSeconds / floor)}), ` +
    `${availableParallelism()} cores`,
);
// Only a run of every area is the project's figure.
if (areas.length === Object.keys(GUARDED_AREAS).length) {
  recordResults('mutation', {
    cores: availableParallelism(),
    floorSeconds: Number(floor.toFixed(2)),
    wallSeconds,
    areaSeconds,
    target: MUTATION_SCORE_TARGET,
    total: tally(all),
    modules: rows,
  });
}
if (belowTarget.length > 0) {
  console.log(`below the target: ${belowTarget.map((row) => row.module).join(', ')}`);
  process.exitCode = 1;
}
