// Size of the built dashboard: what the browser downloads first, and per route chunk (gzip).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dashboard/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file))).length;

const assets = readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file));
let total = 0;
console.log('asset                                   gzip');
for (const file of assets.sort()) {
  const size = gzipOf(join('assets', file));
  total += size;
  console.log(`${file.padEnd(40)}${kb(size)}${entry.includes(`assets/${file}`) ? '  (loaded first)' : ''}`);
}
const first = entry.reduce((sum, file) => sum + gzipOf(file), 0);
console.log(`\nfirst load (index.html's JS and CSS)    ${kb(first)}`);
console.log(`all JS and CSS                          ${kb(total)}`);
