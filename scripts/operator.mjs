// `npm run operator -- create <email> [--password <pw>] [--name <name>]` and `npm run operator -- list`:
// the accounts of merci's team. Works from a fresh clone too: installs what is missing, compiles
// the API when its compiled files are missing or older than its sources (a few seconds, the
// dashboard is not built), then runs the compiled command on the server's own configuration.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, ensureDependencies, ensureNodeVersion, runNpm } from './lib.mjs';

/** The packages the command runs from, each compiled by `tsc -b api`. */
const PACKAGES = ['domain', 'api'];
const ENTRY = join(ROOT, 'api', 'dist', 'operators', 'cli.js');

/** The latest change among the files a package's build compiles (tests excluded) and its settings. */
function newestSource(name) {
  let newest = statSync(join(ROOT, name, 'tsconfig.json')).mtimeMs;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (!/\.test\.tsx?$/.test(entry.name)) {
        newest = Math.max(newest, statSync(path).mtimeMs);
      }
    }
  };
  walk(join(ROOT, name, 'src'));
  return newest;
}

/** Compiled, and after the last change of its sources (a build that changes anything rewrites its build info). */
function isCompiled(name) {
  const info = join(ROOT, name, 'dist', '.tsbuildinfo');
  return existsSync(info) && statSync(info).mtimeMs >= newestSource(name);
}

ensureNodeVersion();
await ensureDependencies();

if (!existsSync(ENTRY) || !PACKAGES.every(isCompiled)) {
  // Messages of the build go to stderr: the command's own output stays clean for scripts.
  process.stderr.write('Compiling the API…\n');
  const code = await runNpm(['run', '--silent', 'build:packages'], { stdio: ['ignore', 2, 2] });
  if (code !== 0 || !existsSync(ENTRY)) {
    process.stderr.write('The API build failed: see the messages above.\n');
    process.exit(code || 1);
  }
}

const { main } = await import(pathToFileURL(ENTRY).href);
process.exitCode = await main(process.argv.slice(2));
