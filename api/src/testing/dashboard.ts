/**
 * A built dashboard as the tests need one: index.html, a hashed script with the brotli and gzip
 * copies the build writes, and the Facebook login's redirect page, in a temporary folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const DASHBOARD_SCRIPT = '/assets/index-Ab12Cd34.js';
export const DASHBOARD_SCRIPT_TEXT = `export const answer = ${JSON.stringify('merci '.repeat(400))};\n`;

/** Writes the dashboard into a new temporary folder and returns it; `scripts` are more files of assets/. */
export function writeBuiltDashboard(scripts: Record<string, string> = {}): string {
  const dashboardDir = join(mkdtempSync(join(tmpdir(), 'merci-dashboard-')), 'dist');
  mkdirSync(join(dashboardDir, 'assets'), { recursive: true });
  const tags = [DASHBOARD_SCRIPT, ...Object.keys(scripts).map((name) => `/assets/${name}`)]
    .map((src) => `<script type="module" crossorigin src="${src}"></script>`)
    .join('');
  writeFileSync(
    join(dashboardDir, 'index.html'),
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>merci</title>${tags}</head>` +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dashboardDir, 'facebook-login.html'),
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>merci</title></head>' +
      '<body><p>Connexion à Instagram…</p></body></html>',
  );
  const script = join(dashboardDir, DASHBOARD_SCRIPT);
  writeFileSync(script, DASHBOARD_SCRIPT_TEXT);
  writeFileSync(`${script}.br`, brotliCompressSync(DASHBOARD_SCRIPT_TEXT));
  writeFileSync(`${script}.gz`, gzipSync(DASHBOARD_SCRIPT_TEXT));
  for (const [name, text] of Object.entries(scripts)) writeFileSync(join(dashboardDir, 'assets', name), text);
  return dashboardDir;
}
