// A throwaway PostgreSQL server for the API suite: Debian's packages, a fresh cluster in a
// temporary folder, listening on 127.0.0.1 only, stopped and deleted afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function findBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'postgres'))) return bin;
  }
  return undefined;
}

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
function asPostgres(command, args, options = {}) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args], options] : [command, args, options];
}

/**
 * What `npm test` does when PostgreSQL cannot be had (`reason`): on a developer's machine its
 * suite is skipped, said so; under CI=true the run fails, with the reason, since the concurrency
 * guarantees (quotas, claims, workers) are proven on PostgreSQL only.
 * @returns {{ fail: string } | { skip: string }}
 */
export function withoutPostgres(reason, env = process.env) {
  return env.CI === 'true'
    ? { fail: `PostgreSQL run failed: ${reason}. Under CI=true the PostgreSQL suite must run.` }
    : { skip: `PostgreSQL run skipped: ${reason}` };
}

/**
 * Starts a server and returns `{ url, stop }`, or `{ skipped: reason }` when PostgreSQL cannot be
 * had here (not installable, or it would not start).
 */
export async function startPostgres({ port = 54329 } = {}) {
  let bin = findBinaries();
  if (!bin && isRoot) {
    console.log("Installing Debian's postgresql (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    bin = findBinaries();
  }
  if (!bin)
    return {
      skipped: "PostgreSQL is not installed (Debian's postgresql package) and cannot be installed here",
    };

  const folder = mkdtempSync(join(tmpdir(), 'merci-pg-'));
  chmodSync(folder, 0o777);
  const data = join(folder, 'data');
  if (isRoot) spawnSync('chown', ['postgres', folder]);
  const init = spawnSync(
    ...asPostgres(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'],
      { encoding: 'utf8' },
    ),
  );
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    return { skipped: `initdb failed: ${(init.stderr || init.stdout || '').trim().split('\n').pop()}` };
  }
  const server = spawn(
    ...asPostgres(
      join(bin, 'postgres'),
      ['-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', folder, '-c', 'fsync=off'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      },
    ),
  );
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));

  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGINT');
    } catch {
      // already stopped
    }
    await new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      setTimeout(resolve, 5000);
    });
    rmSync(folder, { recursive: true, force: true });
  };

  // Both tools reach the server the same way: over loopback, as the superuser.
  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ready = spawnSync(join(bin, 'pg_isready'), connection);
    if (ready.status === 0) {
      spawnSync(join(bin, 'createdb'), [...connection, 'merci_test']);
      return { url: `postgres://postgres@127.0.0.1:${port}/merci_test`, stop };
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  return { skipped: `the server did not start: ${log.trim().split('\n').pop() ?? 'no message'}` };
}
