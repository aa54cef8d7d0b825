import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createMailer } from './mail/mailer.js';
import { buildServer } from './server.js';

const PRERENDER_SCRIPT = 'window.merciPrerendered = {};';
const SIGNED_IN_SCRIPT = "if (!localStorage.token) location.replace('/signin');";
const CODE_SCRIPT = "JSON.parse(document.getElementById('app-code').textContent);";
const SCRIPT = `export const answer = ${JSON.stringify('merci '.repeat(400))};\n`;

describe('the built dashboard over HTTP', () => {
  let folder: string;
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'merci-dashboard-files-'));
    const dashboardDir = join(folder, 'dist');
    mkdirSync(join(dashboardDir, 'assets'), { recursive: true });
    writeFileSync(
      join(dashboardDir, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>merci</title>' +
        '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    // And the signed-out screens it drew in each language, with their inline script.
    writeFileSync(
      join(dashboardDir, 'prerendered.json'),
      JSON.stringify({
        script: PRERENDER_SCRIPT,
        signedInScript: SIGNED_IN_SCRIPT,
        codeScript: CODE_SCRIPT,
        codeElementId: 'app-code',
        screens: {
          fr: {
            '/signin': { styles: '<style data-styled>.a{color:red}</style>', html: '<h1>Connexion</h1>' },
          },
          en: { '/signin': { styles: '<style data-styled>.a{color:red}</style>', html: '<h1>Sign in</h1>' } },
        },
        loading: {
          fr: {
            '/': { styles: '<style data-styled>.b{}</style>', html: '<main aria-busy="true">Accueil</main>' },
            '/rewards/:type/add': {
              styles: '<style data-styled>.b{}</style>',
              html: '<main aria-busy="true">Chargement…</main>',
            },
          },
          en: {
            '/': { styles: '<style data-styled>.b{}</style>', html: '<main aria-busy="true">Home</main>' },
          },
        },
        catalogues: { en: 'assets/en-Dd44.js' },
      }),
    );
    // What the build writes beside it: each route's chunks that index.html does not ask for.
    writeFileSync(
      join(dashboardDir, 'route-preloads.json'),
      JSON.stringify([
        { path: '/signin', files: ['assets/SignInPage-Ee55.js'], signedIn: false },
        { path: '/', files: ['assets/HomePage-Aa11.js'], signedIn: true },
        {
          path: '/rewards/:type/add',
          files: ['assets/ConfigRewardPage-Bb22.js', 'assets/index.esm-Cc33.js'],
          signedIn: true,
        },
        { path: '/rewards/:type/:id', files: ['assets/ConfigRewardPage-Bb22.js'] },
      ]),
    );
    // What the dashboard's build writes: a hashed file with its brotli and gzip copies.
    const script = join(dashboardDir, 'assets', 'index-Ab12Cd34.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    const database = openDatabase({ sqliteFile: join(folder, 'merci.sqlite') });
    await migrateToLatest(database.db);
    app = await buildServer({
      database,
      mailer: createMailer({ outboxDir: join(folder, 'outbox'), from: 'merci <no-reply@merci.test>' }),
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      dashboardDir,
      logLevel: 'silent',
    });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Raw HTTP, without fetch's transparent decoding, so the bytes sent can be checked. */
  const get = async (path: string, acceptEncoding: string) => {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        request(`${baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      },
    );
  };

  it('sends a hashed script brotli-compressed to a browser that accepts brotli, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.body.length).toBeLessThan(SCRIPT.length);
  });

  it('sends gzip to a browser without brotli and the plain file to one without either', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses a large API answer for a browser that accepts it, and only then', async () => {
    // The OpenAPI description: a JSON answer of tens of kilobytes, without signing in.
    const compressed = await get('/api/docs/json', 'gzip, deflate, br');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers.vary).not.toMatch(/accept-encoding.*accept-encoding/i);
    const text = brotliDecompressSync(compressed.body).toString();
    expect(JSON.parse(text).info.title).toBe('merci API');
    expect(compressed.body.length).toBeLessThan(text.length / 3);

    const plain = await get('/api/docs/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });

  it('leaves a small API answer as it is', async () => {
    const health = await get('/api/health', 'gzip, deflate, br');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('has the app page revalidated, so that a new build is picked up at once', async () => {
    const response = await get('/rewards', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    const page =
      response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.body;
    expect(page.toString()).toContain('<title>merci</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('announces the chunks of the screen asked for in its page, and none for an address it does not know', async () => {
    const page = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

    // A page the server draws nothing for: announced in its head, beside the app's entry.
    const edit = await page('/rewards/code/12');
    expect(preloads(edit)).toEqual(['/assets/ConfigRewardPage-Bb22.js']);
    expect(edit).toMatch(/<link [^>]+ConfigRewardPage-Bb22\.js"><\/head>/);
    expect(edit).toContain('<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>');
    expect(preloads(await page('/une-page-inconnue'))).toEqual([]);

    // A drawn page lists its code for the script that asks for it after the first paint.
    const code = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
      );
    const add = await page('/rewards/code/add?from=home');
    expect(code(add)).toEqual({
      entry: '/assets/index-Ab12Cd34.js',
      preloads: ['/assets/ConfigRewardPage-Bb22.js', '/assets/index.esm-Cc33.js'],
    });
    expect(add).not.toContain('<script type="module"');
    expect(preloads(add)).toEqual([]);
    expect(code(await page('/'))).toEqual({
      entry: '/assets/index-Ab12Cd34.js',
      preloads: ['/assets/HomePage-Aa11.js'],
    });
  });

  it('sends the sign-in screen drawn in the visitor’s language, and its script allowed by its hash', async () => {
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      return { html: await response.text(), headers: response.headers };
    };
    const french = await page('/signin', { 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' });
    expect(french.html).toContain('<html lang="fr">');
    expect(french.html).toContain(
      '<div id="root"><div data-prerendered="screen" aria-disabled="true" style="display:contents"><h1>Connexion</h1></div></div>',
    );
    // Drawn already, the screen's code is not what the first paint waits for: it is listed, and
    // asked for by the last script once the page has painted.
    expect(french.html).toContain(
      `</div></div><script>${PRERENDER_SCRIPT}</script><script type="application/json" id="app-code">{"entry":"/assets/index-Ab12Cd34.js","preloads":["/assets/SignInPage-Ee55.js"]}</script><script>${CODE_SCRIPT}</script></body>`,
    );
    expect(french.html).not.toContain('<script type="module"');
    expect(french.html).not.toContain('modulepreload');
    expect(french.html).toMatch(/<style data-styled>\.a\{color:red\}<\/style><\/head>/);
    const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
    expect(french.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${hash(PRERENDER_SCRIPT)} ${hash(CODE_SCRIPT)};`,
    );
    expect(french.headers.get('vary')).toMatch(/Cookie, Accept-Language/);

    // English by preference, by the cookie the dashboard writes, by ?lng=; the cookie beats the header.
    expect((await page('/signin/', { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.8' })).html).toContain(
      '<html lang="en"><head><title>merci</title>',
    );
    expect((await page('/signin', { 'accept-language': 'fr;q=0.5, en' })).html).toContain('<h1>Sign in</h1>');
    expect((await page('/signin', { cookie: 'theme=dark; i18next=en' })).html).toContain('<h1>Sign in</h1>');
    expect((await page('/signin?lng=en', { cookie: 'i18next=fr' })).html).toContain('<h1>Sign in</h1>');
    expect((await page('/signin', { cookie: 'i18next=fr', 'accept-language': 'en' })).html).toContain(
      '<h1>Connexion</h1>',
    );
    // A language the dashboard lacks, or none at all: French.
    expect((await page('/signin', { 'accept-language': 'de' })).html).toContain('<h1>Connexion</h1>');
    expect((await page('/signin', { 'accept-language': 'en;q=0' })).html).toContain('<h1>Connexion</h1>');
  });

  it('sends a signed-in address with its own loading, in the visitor’s language, behind a check of the session', async () => {
    const french = await fetch(`${baseUrl}/`);
    const html = await french.text();
    expect(html).toContain(
      '<div id="root"><div data-prerendered="loading" aria-disabled="true" style="display:contents"><main aria-busy="true">Accueil</main></div></div>',
    );
    // In the head, before anything of the frame is painted: a visitor without a session leaves.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${SIGNED_IN_SCRIPT}</script>`);
    // After the loading, the script that notes what is done on it before the app starts.
    expect(html).toContain(`</div></div><script>${PRERENDER_SCRIPT}</script>`);
    const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
    expect(french.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${hash(SIGNED_IN_SCRIPT)} ${hash(PRERENDER_SCRIPT)} ${hash(CODE_SCRIPT)};`,
    );
    expect(html).not.toContain('/assets/en-Dd44.js');
    // The loading paints without the app's code: asked for after the first paint.
    expect(html).toContain(
      '<script type="application/json" id="app-code">{"entry":"/assets/index-Ab12Cd34.js","preloads":["/assets/HomePage-Aa11.js"]}</script>',
    );
    expect(html).not.toContain('<script type="module"');

    // Each route its own: an address with parameters is matched to its route.
    expect(await (await fetch(`${baseUrl}/rewards/code/add`)).text()).toContain(
      '<main aria-busy="true">Chargement…</main>',
    );

    // In English, the English texts (downloaded apart) are announced with the screen's code.
    const english = await (await fetch(`${baseUrl}/`, { headers: { 'accept-language': 'en' } })).text();
    expect(english).toContain('<main aria-busy="true">Home</main>');
    expect(english).toContain('"preloads":["/assets/HomePage-Aa11.js","/assets/en-Dd44.js"]');
    // A route the build drew no loading for in that language: the app alone.
    const englishAdd = await (
      await fetch(`${baseUrl}/rewards/code/add`, { headers: { 'accept-language': 'en' } })
    ).text();
    expect(englishAdd).toContain('<div id="root"></div>');
    expect(englishAdd).not.toContain('<script>');
  });

  it('leaves the addresses it knows nothing of to the app: an empty root and no inline script', async () => {
    const response = await fetch(`${baseUrl}/une-page-inconnue`, { headers: { 'accept-language': 'en' } });
    const html = await response.text();
    expect(html).toContain('<html lang="fr"><head>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<script>');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  });
});
