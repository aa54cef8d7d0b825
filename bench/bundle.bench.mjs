// What the browser downloads to show a route the first time: index.html's entry chunk, the lazy
// chunks of the route (every `lazy` module along its branch of dashboard/src/app/routes.tsx) and
// their static imports, read from Vite's build manifest. Sizes are gzip (level 6, what servers use
// on the fly) and brotli (quality 11, what a CDN precompresses). The floor is a bare React +
// ReactDOM app built here with the same Vite: the least any React app sends.
// Budgets (issue "Proof under load"): /signin ≤ 120 kB gzip of JavaScript, any route ≤ 180 kB, and
// the chart library (visx, d3) only in /analytics (with its first load or fetched on demand by it).
// A missed budget makes the exit code 1.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT } from '../scripts/lib.mjs';
import { printTable, recordResults } from './results.mjs';

const KB = 1024;
const BUDGET_SIGNIN = 120 * KB;
const BUDGET_ROUTE = 180 * KB;
const CHART_SOURCE = /node_modules\/(@visx\/|d3-)/;

/**
 * Each route (SPEC §2) with its start (ADR 020: the app's, or the prerendered signed-out screens'
 * own) and the lazy modules its branch of routes.tsx loads, outermost first: the table the build
 * also uses to have the server preload a route's chunks (dashboard/vite.config.ts).
 */
const ROUTES = JSON.parse(readFileSync(join(ROOT, 'dashboard/src/app/routeModules.json'), 'utf8')).map(
  ({ path, start = 'app/appStart', modules }) => [path, modules, start],
);
const HIGHLIGHTED = ['/signin', '/instagram/contents'];

const kb = (bytes) => Number((bytes / KB).toFixed(1));
const problems = [];

/** Sizes of one built file, cached. */
function sizer(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const content = readFileSync(join(dist, file));
      cache.set(file, {
        raw: content.length,
        gzip: gzipSync(content, { level: 6 }).length,
        brotli: brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }).length,
      });
    }
    return cache.get(file);
  };
}

/**
 * The JS and CSS files loaded for the given manifest keys and everything they import statically;
 * with `onDemand`, also what they may import later (dynamic imports), to the end of the chain,
 * other routes' screens (`otherRoutes`) aside.
 */
function closure(manifest, keys, { onDemand = false, otherRoutes = new Set() } = {}) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    // Another route's screen, which a route table imports later, is that route's to count.
    if (onDemand)
      for (const imported of chunk.dynamicImports ?? []) if (!otherRoutes.has(imported)) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

function total(files, size, kind) {
  return files.reduce((sum, file) => sum + size(file)[kind], 0);
}

function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}

/** Builds a bare React + ReactDOM app in a temporary folder with the repo's Vite: the floor. */
async function buildFloor() {
  const folder = mkdtempSync(join(tmpdir(), 'merci-floor-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
    writeFileSync(
      join(folder, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>floor</title></head>' +
        '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
    );
    writeFileSync(
      join(folder, 'main.jsx'),
      [
        "import { StrictMode } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "createRoot(document.getElementById('root')).render(<StrictMode><h1>Hello</h1></StrictMode>);",
        '',
      ].join('\n'),
    );
    await build({
      configFile: false,
      root: folder,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: 'dist', manifest: true },
    });
    const dist = join(folder, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
    const { js } = closure(manifest, [entryKey(manifest)]);
    const size = sizer(dist);
    return { gzip: total(js, size, 'gzip'), brotli: total(js, size, 'brotli'), raw: total(js, size, 'raw') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const dist = join(ROOT, 'dashboard', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const size = sizer(dist);
const entry = entryKey(manifest);

// Every lazy module of routes.tsx (and of the signed-out screens' table) must be in the table
// above, or a route would go unmeasured.
const routesSource = ['routes.tsx', 'signedOutScreens.ts']
  .map((file) => readFileSync(join(ROOT, 'dashboard', 'src', 'app', file), 'utf8'))
  .join('\n');
const lazyModules = new Set(
  [...routesSource.matchAll(/import\('\.\.\/features\/([^']+)'\)/g)].map((m) => m[1]),
);
const covered = new Set(ROUTES.flatMap(([, modules]) => modules));
for (const module of lazyModules)
  if (!covered.has(module))
    problems.push(`routes.tsx loads features/${module}, which no measured route uses`);

// Chunks holding chart code, found from their source maps.
const chartChunks = new Set();
for (const chunk of Object.values(manifest)) {
  const mapFile = join(dist, `${chunk.file}.map`);
  if (!chunk.file.endsWith('.js') || !existsSync(mapFile)) continue; // the tiny runtime has no map
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  if (map.sources.some((source) => CHART_SOURCE.test(source))) chartChunks.add(chunk.file);
}

const floor = await buildFloor();
const moduleKey = (module) => {
  const key = `src/features/${module}.tsx`;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest (renamed route module?)`);
  return key;
};

const routeRows = [];
const routeFigures = {};
const chunkRoutes = new Map();
// Every route's lazy modules: a route's chart check stops at the others (routes.tsx and the
// signed-out screens' table sit in chunks every route loads).
const routeKeys = [...new Set(ROUTES.flatMap(([, modules]) => modules.map(moduleKey)))];
const startKey = (start) => {
  const key = `src/${start}.tsx`;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest (renamed start?)`);
  return key;
};
for (const [route, modules, start] of ROUTES) {
  const { js, css } = closure(manifest, [entry, startKey(start), ...modules.map(moduleKey)]);
  for (const file of js) chunkRoutes.set(file, [...(chunkRoutes.get(file) ?? []), route]);
  const gzip = total(js, size, 'gzip');
  const budget = route === '/signin' ? BUDGET_SIGNIN : BUDGET_ROUTE;
  // The chart may come with the first load or on demand (beside the statistics), from /analytics
  // only: the route's own modules and what they import later, the entry's other routes aside.
  const hasChart = js.some((file) => chartChunks.has(file));
  const chartOnDemand =
    !hasChart &&
    closure(manifest, modules.map(moduleKey), {
      onDemand: true,
      otherRoutes: new Set(routeKeys.filter((key) => !modules.map(moduleKey).includes(key))),
    }).js.some((file) => chartChunks.has(file));
  const chartOk = (hasChart || chartOnDemand) === (route === '/analytics');
  if (gzip > budget) problems.push(`${route}: ${kb(gzip)} kB gzip of JavaScript, over ${kb(budget)} kB`);
  if (!chartOk)
    problems.push(
      route === '/analytics'
        ? `${route} does not load the chart library`
        : `${route} loads the chart library`,
    );
  routeFigures[route] = {
    chunks: js.length,
    jsRawKB: kb(total(js, size, 'raw')),
    jsGzipKB: kb(gzip),
    jsBrotliKB: kb(total(js, size, 'brotli')),
    cssGzipKB: kb(total(css, size, 'gzip')),
    budgetGzipKB: kb(budget),
    ratioToFloor: Number((gzip / floor.gzip).toFixed(2)),
    chart: hasChart ? 'first load' : chartOnDemand ? 'on demand' : 'no',
    ok: gzip <= budget && chartOk,
  };
  const figures = routeFigures[route];
  routeRows.push({
    route: HIGHLIGHTED.includes(route) ? `${route} *` : route,
    chunks: figures.chunks,
    'JS raw kB': figures.jsRawKB,
    'JS gzip kB': figures.jsGzipKB,
    'JS brotli kB': figures.jsBrotliKB,
    'CSS gzip kB': figures.cssGzipKB,
    'budget kB': figures.budgetGzipKB,
    '× floor': figures.ratioToFloor,
    chart: figures.chart,
    'ok?': figures.ok ? 'ok' : 'FAIL',
  });
}

console.log('First load per route (JavaScript of index.html + the route’s lazy chunks and their imports)');
printTable(routeRows);
console.log(
  `\nfloor (bare React + ReactDOM, same Vite): ${kb(floor.raw)} kB raw, ${kb(floor.gzip)} kB gzip, ${kb(floor.brotli)} kB brotli`,
);

const chunkRows = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => {
    const routes = chunkRoutes.get(chunk.file) ?? [];
    const sizes = size(chunk.file);
    return {
      chunk: chunk.file.replace(/^assets\//, ''),
      'raw kB': kb(sizes.raw),
      'gzip kB': kb(sizes.gzip),
      'brotli kB': kb(sizes.brotli),
      routes: routes.length,
      'loaded by': chunk.isEntry
        ? 'entry (every route)'
        : routes.length === ROUTES.length
          ? 'every route'
          : routes.length <= 3
            ? routes.join(' ')
            : `${routes.length} routes`,
      _gzip: sizes.gzip,
    };
  })
  .sort((a, b) => b._gzip - a._gzip);
console.log('\nChunks (largest first)');
printTable(chunkRows.map(({ _gzip, ...row }) => row));

const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));
const totals = {
  jsFiles: allJs.length,
  jsRawKB: kb(total(allJs, size, 'raw')),
  jsGzipKB: kb(total(allJs, size, 'gzip')),
  jsBrotliKB: kb(total(allJs, size, 'brotli')),
};
console.log(
  `\nall JavaScript: ${totals.jsFiles} files, ${totals.jsRawKB} kB raw, ${totals.jsGzipKB} kB gzip, ${totals.jsBrotliKB} kB brotli`,
);
console.log(`chart chunks: ${[...chartChunks].join(', ') || 'none found'}`);

recordResults('bundle', {
  floor: { jsRawKB: kb(floor.raw), jsGzipKB: kb(floor.gzip), jsBrotliKB: kb(floor.brotli) },
  routes: routeFigures,
  total: totals,
  chartChunks: [...chartChunks],
  problems,
});

if (problems.length > 0) {
  console.log('\nOver budget or wrong:');
  for (const problem of problems) console.log(`  - ${problem}`);
  process.exitCode = 1;
} else {
  console.log('\nAll routes within budget; the chart library loads on /analytics only.');
}
