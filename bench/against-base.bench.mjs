// Lighthouse's performance score of this checkout against a base commit, on this machine, the
// audits interleaved (base, this, this, base, …) so that both builds see the same moments of a
// busy machine. Lighthouse's simulated timings scale with the machine's speed at the time
// (see lighthouse.bench.mjs), so a budget missed by both builds alike is the machine's,
// while a gap between them is the change's. BENCH_BASE=<commit> names the base (skipped without
// it); BENCH_LIGHTHOUSE_ROUTES and BENCH_LIGHTHOUSE_RUNS (default 3) as in lighthouse.bench.mjs.
// The base is built in a temporary git worktree that shares this checkout's installed packages.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, run, runNpm } from '../scripts/lib.mjs';
import { hasChromium } from '../scripts/chromium.mjs';
import { ALL_ROUTES, auditRoute, openBrowser, score, storeSession } from './lighthouse.mjs';
import { printTable } from './results.mjs';

const BASE = process.env.BENCH_BASE;
if (!BASE) {
  console.log('BENCH_BASE=<commit> names the build to compare with: skipped.');
  process.exit(0);
}
if (!hasChromium()) {
  console.log('No Chromium (set CHROMIUM_PATH): skipped.');
  process.exit(0);
}
// Signed in, both builds: /signin, which a session leaves, is lighthouse.bench.mjs's alone.
const SIGNED_IN_ROUTES = ALL_ROUTES.filter((route) => route !== '/signin');
const ROUTES = process.env.BENCH_LIGHTHOUSE_ROUTES
  ? SIGNED_IN_ROUTES.filter((route) => process.env.BENCH_LIGHTHOUSE_ROUTES.split(',').includes(route))
  : SIGNED_IN_ROUTES;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** The folders holding installed packages: the root's and each workspace's. */
function nodeModulesFolders() {
  const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces ?? [];
  return ['node_modules', ...workspaces.map((workspace) => join(workspace, 'node_modules'))].filter(
    (folder) => existsSync(join(ROOT, folder)),
  );
}

const baseDir = mkdtempSync(join(tmpdir(), 'merci-base-'));
const demos = [];
let chromium;
try {
  if ((await run('git', ['worktree', 'add', '--detach', baseDir, BASE])) !== 0)
    throw new Error(`git could not check out ${BASE}`);
  const baseLock = readFileSync(join(baseDir, 'package-lock.json'), 'utf8');
  if (baseLock !== readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) {
    console.log(`${BASE} locks other package versions: installing its own (npm ci).`);
    if ((await runNpm(['ci', '--no-audit', '--no-fund'], { cwd: baseDir })) !== 0)
      throw new Error('npm ci failed');
  } else {
    // Hard links (cp -al): the same installed files at no cost; the workspaces' links, relative,
    // lead to the base's own packages.
    for (const folder of nodeModulesFolders())
      if ((await run('cp', ['-al', join(ROOT, folder), join(baseDir, folder)])) !== 0)
        throw new Error(`could not link ${folder}`);
  }
  if ((await runNpm(['run', '--silent', 'build'], { cwd: baseDir })) !== 0)
    throw new Error(`${BASE} does not build`);

  const builds = [
    { name: `base ${BASE}`, demo: await import(pathToFileURL(join(baseDir, 'bench', 'demo.mjs')).href) },
    { name: 'this checkout', demo: await import('./demo.mjs') },
  ];
  chromium = await openBrowser();
  for (const build of builds) {
    build.server = await build.demo.startDemo();
    demos.push(build.server);
    await storeSession(chromium, build.server.origin, await build.demo.demoSession(build.server.origin));
  }

  const scores = new Map();
  for (let round = 0; round < RUNS; round += 1)
    for (const route of ROUTES)
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
        const lhr = await auditRoute(chromium, `${build.server.origin}${route}`, ['performance']);
        const key = `${route}\u0000${build.name}`;
        scores.set(key, [...(scores.get(key) ?? []), lhr]);
      }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const numeric = (lhrs, audit) => Math.round(median(lhrs.map((lhr) => lhr.audits[audit].numericValue)));
  const rows = [];
  for (const route of ROUTES)
    for (const build of builds) {
      const lhrs = scores.get(`${route}\u0000${build.name}`);
      rows.push({
        route,
        build: build.name,
        perf: median(lhrs.map((lhr) => score(lhr.categories.performance))),
        'LCP ms': numeric(lhrs, 'largest-contentful-paint'),
        'TBT ms': numeric(lhrs, 'total-blocking-time'),
        'every perf': lhrs.map((lhr) => score(lhr.categories.performance)).join(' '),
      });
    }
  console.log(`Lighthouse, mobile preset, ${RUNS} interleaved runs per build and route (median)`);
  printTable(rows);
} finally {
  await chromium?.close();
  for (const demo of demos) await demo.stop();
  await run('git', ['worktree', 'remove', '--force', baseDir]);
  rmSync(baseDir, { recursive: true, force: true });
}
