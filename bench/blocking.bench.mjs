// How long the signed-in screens keep the page from answering while they load, measured in
// Debian's Chromium (CHROMIUM_PATH overrides) against the demo as `npm start` serves it, signed in
// as the demo shop, with the CPU slowed down 4× as Lighthouse's mobile preset does (but measured,
// not simulated, and without network throttling). For each route, BENCH_BLOCKING_RUNS fresh loads
// (6 by default): the sum of each long task's time over 50 ms after the first contentful paint
// (what Lighthouse calls Total Blocking Time, here up to the network going quiet), the longest task,
// and the largest contentful paint. Medians are printed. No budget of its own: it explains the TBT
// part of the Lighthouse bench, which varies more from run to run.
/* global window, localStorage -- in the page */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, hasChromium } from '../scripts/chromium.mjs';
import { demoSession, startDemo } from './demo.mjs';
import { printTable, recordResults } from './results.mjs';

const ROUTES = ['/', '/instagram/contents', '/rewards', '/analytics'];
const RUNS = Math.max(1, Number(process.env.BENCH_BLOCKING_RUNS ?? 6));
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 }; // Lighthouse's mobile screen

if (!hasChromium()) {
  console.log(`No Chromium at ${chromiumPath()} (set CHROMIUM_PATH): blocking bench skipped.`);
  process.exit(0);
}

/** Runs in the page before its scripts: records long tasks and LCP candidates from the start. */
function observeInPage({ token, expiration }) {
  localStorage.setItem('token', token);
  localStorage.setItem('expiration', expiration);
  window.benchLongTasks = [];
  window.benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const demo = await startDemo();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const rows = [];
const figures = {};
try {
  const session = await demoSession(demo.origin);
  for (const route of ROUTES) {
    const samples = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      await context.addInitScript(observeInPage, session);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${demo.origin}${route}`, { waitUntil: 'networkidle' });
      // Renders that follow the last answer (deferred ones among them) end within this wait.
      await page.waitForTimeout(1500);
      const { tasks, lcp, fcp } = await page.evaluate(() => ({
        tasks: window.benchLongTasks,
        lcp: window.benchLcp,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      const afterPaint = tasks.filter(([start]) => start >= fcp);
      samples.push({
        blocking: afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...afterPaint.map(([, duration]) => duration)),
        lcp,
      });
      await context.close();
    }
    const row = {
      route,
      'blocking ms': Math.round(median(samples.map((sample) => sample.blocking))),
      'longest task ms': Math.round(median(samples.map((sample) => sample.longest))),
      'LCP ms': Math.round(median(samples.map((sample) => sample.lcp))),
      runs: samples.map((sample) => Math.round(sample.blocking)).join(' '),
    };
    rows.push(row);
    figures[route] = {
      blockingMs: row['blocking ms'],
      longestTaskMs: row['longest task ms'],
      lcpMs: row['LCP ms'],
    };
  }
} finally {
  await browser.close();
  await demo.stop();
}

console.log(`Signed-in screens, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} loads each (medians)`);
printTable(rows);
recordResults('blocking', { cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, routes: figures });
