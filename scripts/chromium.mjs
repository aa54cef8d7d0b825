// One place that says which Chromium every test drives and how it is started.
import { existsSync } from 'node:fs';

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
