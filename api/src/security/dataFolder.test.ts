/**
 * The data folder (SQLite database, generated secrets, mail outbox with live reset links) is for
 * the server's user only: 0700 folders and 0600 files, when created and when an older version left
 * them readable by every local user.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../db/seed.js';
import { start, type RunningMerci } from '../main.js';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every folder and file under `dir` (itself included), with its mode in octal. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = { '.': mode(dir) };
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const name = `${prefix}${entry.name}`;
      modes[name] = mode(join(folder, entry.name));
      if (entry.isDirectory()) walk(join(folder, entry.name), `${name}/`);
    }
  };
  walk(dir, '');
  return modes;
}

/** Opens the whole tree to every local user, as the umask 022 of an older version left it. */
function widen(dir: string) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) widen(path);
    else chmodSync(path, 0o644);
  }
}

describe('the data folder of the embedded database', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'merci-data-folder-')), 'data');
  let merci: RunningMerci | undefined;
  const startDemo = () =>
    start({
      env: {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        MERCI_DATA_DIR: dataDir,
        MERCI_DASHBOARD_DIR: '',
        MERCI_FAKE_GRAPH: '1',
        AUTOMATION_WORKER_INTERVAL_MS: '0',
        LOG_LEVEL: 'silent',
      },
      print: () => {},
    });
  const askForResetLink = async (url: string) => {
    const response = await fetch(`${url}/api/v1/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGIN.email }),
    });
    expect(response.status).toBeLessThan(300);
  };

  beforeAll(async () => {
    merci = await startDemo();
  });
  afterAll(async () => {
    await merci?.close();
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('is created 0700 with its database, secrets and outbox mails 0600', async () => {
    if (!merci) throw new Error('merci did not start');
    await askForResetLink(merci.url);
    const modes = modesUnder(dataDir);
    // What a reader of the folder would find: the database with its journal, the keys, the link.
    expect(Object.keys(modes)).toEqual(
      expect.arrayContaining([
        'merci.sqlite',
        'merci.sqlite-wal',
        'merci.sqlite-shm',
        'jwt-secret',
        'outbox',
      ]),
    );
    const outboxMails = readdirSync(join(dataDir, 'outbox'));
    expect(outboxMails).toHaveLength(1);
    for (const [name, value] of Object.entries(modes)) {
      const isFolder = name === '.' || name === 'outbox';
      expect({ name, mode: value }).toEqual({ name, mode: isFolder ? '700' : '600' });
    }
  });

  it('is tightened at the next start when an older version left it readable by all', async () => {
    await merci?.close();
    merci = undefined;
    widen(dataDir);
    expect(modesUnder(dataDir)['merci.sqlite']).toBe('644');
    merci = await startDemo();
    await askForResetLink(merci.url);
    const modes = modesUnder(dataDir);
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(2);
    for (const [name, value] of Object.entries(modes)) {
      const isFolder = name === '.' || name === 'outbox';
      expect({ name, mode: value }).toEqual({ name, mode: isFolder ? '700' : '600' });
    }
  });
});
