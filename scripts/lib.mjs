// Helpers shared by the project's scripts. Plain Node ESM with no dependencies: these scripts
// run before `npm ci` has installed anything.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with the terminal attached; resolves to its exit code (1 if it could not start). */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export function runNpm(args, options) {
  return run(npmCommand, args, options);
}

/** Stops with a clear message when this Node is older than `engines.node` in package.json. */
export function ensureNodeVersion() {
  const wanted = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node; // ">=20.19"
  const [wantMajor, wantMinor] = wanted
    .replace(/[^\d.]/g, '')
    .split('.')
    .map(Number);
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < wantMajor || (major === wantMajor && minor < (wantMinor ?? 0))) {
    console.error(`merci needs Node ${wanted} (see .nvmrc); this is Node ${process.versions.node}.`);
    process.exit(1);
  }
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (npm ci)…');
  // The build needs the dev dependencies (TypeScript, Vite) even under NODE_ENV=production.
  const code = await runNpm(['ci', '--include=dev', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('npm ci failed: see the messages above.');
    process.exit(code);
  }
}
