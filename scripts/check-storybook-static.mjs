// What `npm test` checks of the static Storybook (`npm run build-storybook`), the one designers
// open and Chromatic publishes: the Vitest run already renders every story from the sources, so
// this checks what only the build shows. Every story file and MDX page is in its index; the docs
// pages (MDX, which no other test renders) and a screen whose data comes from the mock service
// worker open in Chromium without an error; the Storybook UI itself opens on the introduction.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { ROOT } from './lib.mjs';

const OUTPUT = join(ROOT, 'storybook-static');
/** A screen's story drawn from the mock API (MSW), which the build must serve at its root. */
const SCREEN_STORY = 'dashboard-home--full';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const problems = [];
const ok = (line) => console.log(`  ✓ ${line}`);

function storyFiles(folder) {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => /\.(stories\.tsx?|mdx)$/.test(file))
    .map((file) => `./${relative(ROOT, join(folder, file))}`);
}

/** Serves the build on a free port of 127.0.0.1. */
async function serve() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(OUTPUT, path);
    if (!file.startsWith(OUTPUT)) file = OUTPUT;
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

let index;
try {
  index = JSON.parse(readFileSync(join(OUTPUT, 'index.json'), 'utf8'));
} catch {
  console.error(`No Storybook build in ${relative(ROOT, OUTPUT)}/: run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const entries = Object.values(index.entries);
const indexed = new Set(entries.map((entry) => entry.importPath));
const missing = storyFiles(join(ROOT, 'stories')).filter((file) => !indexed.has(file));
if (missing.length > 0) problems.push(`not in the built index: ${missing.join(', ')}`);
else ok(`every story file and MDX page is in the index (${entries.length} entries)`);

const { server, origin } = await serve();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));

  /** Opens a page of the preview and checks it drew `selector` and raised no error. */
  const open = async (what, path, selector) => {
    errors.length = 0;
    await page.goto(`${origin}/${path}`);
    try {
      await page.locator(selector).first().waitFor({ timeout: 20_000 });
    } catch {
      problems.push(`${what}: nothing drawn (${selector}) at ${path}`);
      return;
    }
    const showsError = await page.locator('body.sb-show-errordisplay').count();
    if (showsError > 0 || errors.length > 0) {
      const message = await page.locator('#error-message').textContent();
      problems.push(`${what}: ${[message, ...errors].filter(Boolean).join(' / ')}`);
      return;
    }
    ok(what);
  };

  const mdxPages = entries.filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'));
  for (const entry of mdxPages) {
    await open(`${entry.title} (MDX)`, `iframe.html?id=${entry.id}&viewMode=docs`, '#storybook-docs h1');
  }
  const componentDocs = entries.find(
    (entry) => entry.type === 'docs' && entry.importPath.endsWith('.stories.tsx'),
  );
  if (componentDocs) {
    await open(
      `${componentDocs.title} (component page)`,
      `iframe.html?id=${componentDocs.id}&viewMode=docs`,
      '#storybook-docs .docs-story',
    );
  }
  await open(
    `story ${SCREEN_STORY}, its data from the mock API`,
    `iframe.html?id=${SCREEN_STORY}`,
    '#storybook-root h1',
  );

  errors.length = 0;
  await page.goto(`${origin}/index.html`);
  const preview = page.frameLocator('#storybook-preview-iframe');
  try {
    await page.getByRole('searchbox').first().waitFor({ timeout: 20_000 });
    await preview.locator('#storybook-docs h1').first().waitFor({ timeout: 20_000 });
    ok('the Storybook UI opens on the introduction, with its sidebar');
  } catch {
    problems.push(`the Storybook UI did not open: ${errors.join(' / ') || 'no sidebar or no introduction'}`);
  }
} finally {
  await browser.close();
  server.close();
}

if (problems.length > 0) {
  console.log(`The static Storybook has ${problems.length} problem(s):`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  process.exit(1);
}
