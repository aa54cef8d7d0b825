// Shared by every bench script: prints figures as an aligned table and merges one bench's section
// into bench/results.json (the last run's figures, committed), leaving the other sections as they are.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const RESULTS_FILE = new URL('./results.json', import.meta.url);

/**
 * Sets `results[name] = { ...figures, recordedAt }` in bench/results.json, keeping other benches' sections.
 * @param {string} name the bench's section, e.g. 'bundle'
 * @param {object} figures plain JSON-serialisable figures
 * @returns {void}
 */
export function recordResults(name, figures) {
  let results = {};
  if (existsSync(RESULTS_FILE)) {
    try {
      results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
    } catch {
      results = {};
    }
  }
  results[name] = { ...figures, recordedAt: new Date().toISOString() };
  const sorted = Object.fromEntries(
    Object.keys(results)
      .sort()
      .map((key) => [key, results[key]]),
  );
  // Write then rename, so a bench running at the same time never reads half a file.
  const temporary = new URL(`./results.json.${process.pid}.tmp`, import.meta.url);
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, RESULTS_FILE);
}

/**
 * Prints rows as a table: one column per key (in first-seen order), numbers right-aligned.
 * @param {Array<Record<string, string | number>>} rows
 * @returns {void}
 */
export function printTable(rows) {
  if (rows.length === 0) return;
  const columns = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const cell = (value) => (value === undefined || value === null ? '' : String(value));
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => cell(row[column]).length)),
  );
  const numeric = columns.map((column) =>
    rows.every((row) => row[column] === undefined || typeof row[column] === 'number'),
  );
  const line = (values) =>
    values
      .map((value, index) => (numeric[index] ? value.padStart(widths[index]) : value.padEnd(widths[index])))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(columns.map((column) => cell(row[column]))));
}

/** Seconds to hash 1 GiB on one core: the same job on every machine, the floor slow benches are read against. */
function hashingSeconds() {
  const block = Buffer.alloc(16 * 1024 * 1024, 7);
  const started = performance.now();
  const hash = createHash('sha256');
  for (let index = 0; index < 64; index += 1) hash.update(block);
  hash.digest();
  return (performance.now() - started) / 1000;
}

/**
 * The floor of a bench that runs for minutes: the best of three hashings of 1 GiB, printed.
 * @returns {number} seconds
 */
export function hashingFloor() {
  const floor = Math.min(hashingSeconds(), hashingSeconds(), hashingSeconds());
  console.log(`floor: hashing 1 GiB on one core takes ${floor.toFixed(2)} s here`);
  return floor;
}
