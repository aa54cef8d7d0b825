// `npm run bench`: builds, then runs every bench/*.bench.mjs in turn. Each prints its figures;
// targets are read by people and planning, not asserted by the test suite.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureDependencies, ensureNodeVersion, run, runNpm } from '../scripts/lib.mjs';

ensureNodeVersion();
await ensureDependencies();
if ((await runNpm(['run', '--silent', 'build'])) !== 0) process.exit(1);

const only = process.argv[2];
const benches = readdirSync(join(ROOT, 'bench'))
  .filter((file) => file.endsWith('.bench.mjs') && (!only || file.includes(only)))
  .sort();
let failures = 0;
for (const file of benches) {
  console.log(`\n# ${file}`);
  // What follows the bench's name goes to it: `npm run bench mutation quota`.
  if ((await run('node', [join('bench', file), ...process.argv.slice(3)])) !== 0) failures += 1;
}
process.exit(failures === 0 ? 0 : 1);
