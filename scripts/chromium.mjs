// One place that says which Chromium every test drives, how it is started, and how it is installed.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

/** Debian's Chromium unless CHROMIUM_PATH names another build (e.g. Chrome on a CI runner). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}

/**
 * Headless flags for a closed network: without the background-networking ones Chromium keeps
 * trying to reach Google's hosts. `--no-sandbox` because CI runs as root.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Installs Debian's chromium when it is missing and we are root; otherwise says what to install. */
export async function ensureChromium() {
  if (hasChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `No Chromium at ${chromiumPath()}. Install Debian's "chromium" package ` +
        '(sudo apt-get install chromium) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code =
    (await run('apt-get', ['update', '-qq'], { env })) ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }));
  if (code !== 0 || !hasChromium()) {
    console.error('Installing chromium with apt-get failed: see the messages above.');
    process.exit(1);
  }
}
