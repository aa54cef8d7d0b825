// `npm run dev`: the API (rebuilt and restarted on change) and Vite's dev server, in one command.
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, ensureNodeVersion, runNpm } from './lib.mjs';

ensureNodeVersion();
await ensureDependencies();

const apiPort = process.env.PORT ?? '8080';
// As with `npm start`: the local fake Graph API unless GRAPH_API_URL names a real one.
const fakeGraph = process.env.MERCI_FAKE_GRAPH ?? (process.env.GRAPH_API_URL ? '' : '1');
if ((await runNpm(['run', '--silent', 'build:packages'])) !== 0) process.exit(1);

const children = [
  ['npx', ['tsc', '-b', 'api', '--watch', '--preserveWatchOutput']],
  // The dashboard is served by Vite here; the API only answers under /api.
  [
    'node',
    ['--watch', 'api/dist/serve.js'],
    { PORT: apiPort, MERCI_DASHBOARD_DIR: '', LOG_LEVEL: 'info', MERCI_FAKE_GRAPH: fakeGraph },
  ],
  ['npx', ['vite', '--config', 'dashboard/vite.config.ts'], { API_PORT: apiPort }],
].map(([command, args, env = {}]) =>
  // Each child leads its own process group, so that stopping also stops what it started.
  spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true, env: { ...process.env, ...env } }),
);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
