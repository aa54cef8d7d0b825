// The demo as `npm start` serves it (built API + dashboard on one port, a fresh data folder, the
// local fake Graph API), without its build step: bench/run.mjs has built already. Plus the
// demo shop's session, signed in through the API the way the dashboard does (SPEC §7).
/* global localStorage -- in the page */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionExpiration } from '@merci/domain';
import { ROOT } from '../scripts/lib.mjs';

export const DEMO = { email: 'demo@merci.test', password: 'merci-demo' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the demo server in a child process and waits until GET /api/health answers.
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startDemo() {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-bench-demo-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'serve.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MERCI_DATA_DIR: dataDir,
      MERCI_FAKE_GRAPH: '1',
      // Sign-in is rate limited per address; benches sign in a few times in a row.
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the demo server stopped before answering (exit code ${child.exitCode})`);
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the demo server did not answer GET /api/health within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}

/**
 * Signs the demo shop in (POST /api/v1/oauth) and returns what the dashboard keeps in
 * localStorage (SPEC §3): the token and its expiration.
 * @param {string} origin
 * @returns {Promise<{ token: string, expiration: string }>}
 */
export async function demoSession(origin) {
  const response = await fetch(`${origin}/api/v1/oauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO, context: 'shop' }),
  });
  const body = await response.json();
  if (!response.ok || !body.token) throw new Error(`demo sign-in failed: ${response.status}`);
  return { token: body.token, expiration: sessionExpiration(new Date()) };
}

/** Signs the demo owner in on a Playwright page: the session in the origin's localStorage. */
export async function signInDemo(page, origin) {
  const session = await demoSession(origin);
  // Any page of the origin will do to reach its localStorage; the icon loads no script.
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(({ token, expiration }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('expiration', expiration);
  }, session);
}
