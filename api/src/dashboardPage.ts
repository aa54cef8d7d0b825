import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALE_COOKIE } from '@merci/domain';

/** One route of the dashboard's route-preloads.json (written by its build). */
interface RoutePreload {
  path: string;
  files: string[];
  /** A screen of the signed-in frame. */
  signedIn?: boolean;
}

/** A screen of the dashboard's prerendered.json (written by its build): styles and markup. */
interface PrerenderedScreen {
  styles: string;
  html: string;
}

/**
 * prerendered.json: the inline script that goes after a drawn screen or loading, and the one that
 * goes before a loading; language → address → screen; language → signed-in route → what it shows
 * first (the frame and the page's heading while the account loads); language → the file of its
 * texts when they are downloaded apart.
 */
interface Prerendered {
  script: string;
  signedInScript?: string;
  /** Asks for the app's code, listed in the element of id codeElementId, after the first paint. */
  codeScript?: string;
  codeElementId?: string;
  screens: Record<string, Record<string, PrerenderedScreen>>;
  loading?: Record<string, Record<string, PrerenderedScreen>>;
  catalogues?: Record<string, string>;
}

/** The page, and the hashes of its inline scripts, for the Content-Security-Policy. */
export interface DashboardPage {
  html: string;
  scriptHashes: string[];
}

/** What of the request tells the dashboard's language (SPEC §9), besides the browser's storage. */
export interface PageRequest {
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}

const DEFAULT_LANGUAGE = 'fr';

/** `/rewards/:type/add` → a pattern matching `/rewards/code/add`. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Only what the build writes: hashed scripts under assets/ (nothing to escape in the page). */
const ASSET_FILE = /^assets\/[\w.-]+\.js$/;

/** Parsed build files by path, kept while their modification time stays the same. */
const parsed = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file of the build, parsed once per version: every page request reads it (a rebuilt
 * dashboard is served without a restart) but only a new build is parsed again (~100 kB).
 */
async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    const { mtimeMs } = await stat(path);
    const cached = parsed.get(path);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(await readFile(path, 'utf8')) as T;
    parsed.set(path, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}

/**
 * The language the dashboard will pick, as far as the server can tell: the `lng` query, the
 * `i18next` cookie (which the dashboard writes with its choice), then Accept-Language in order
 * of preference; French otherwise. The dashboard's own detection (detectLocale) reads its
 * local storage between the cookie and the browser's languages.
 */
export function pageLanguage(request: PageRequest, languages: readonly string[]): string {
  const supported = (value: string | null | undefined) => {
    const base = value?.trim().toLowerCase().split(/[-_]/)[0];
    return base && languages.includes(base) ? base : undefined;
  };
  const query = new URL(request.url, 'http://localhost').searchParams.get('lng');
  const cookie = request.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const accepted = (request.acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
  for (const candidate of [query, cookie ? decodeURIComponent(cookie) : undefined, ...accepted]) {
    const language = supported(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The dashboard's page (index.html) for an address:
 * - the chunks of that address's screen announced (`<link rel="modulepreload">`), so the browser
 *   downloads them beside the framework instead of after it has run, and the texts of the
 *   visitor's language when they are downloaded apart;
 * - for a screen the build prerendered (the signed-out ones), its markup and styles in the
 *   visitor's language, so it shows before the app's code arrives (ADR 016). The markup sits in
 *   an `aria-disabled` wrapper the app replaces when it starts: until then it is a picture of the
 *   screen whose fields can be typed in and whose form can be sent (an inline script notes it,
 *   the app carries both over), not yet a working screen;
 * - for a signed-in screen, what it shows first: the frame and the page's heading while the
 *   account loads (ADR 019), after a head script that sends a visitor without a session to
 *   /signin.
 * The files are read per request, like the static files, so a rebuilt dashboard is served
 * without a restart. Without the build's JSON files, the plain page.
 */
export async function dashboardPage(dashboardDir: string, request: PageRequest): Promise<DashboardPage> {
  let html = await readFile(join(dashboardDir, 'index.html'), 'utf8');
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const routes = (await readJson<RoutePreload[]>(join(dashboardDir, 'route-preloads.json'))) ?? [];
  const route = routes.find(({ path }) => routePattern(path).test(pathname));
  const prerendered = await readJson<Prerendered>(join(dashboardDir, 'prerendered.json'));
  const screens = prerendered?.screens ?? {};
  const language = pageLanguage(request, Object.keys(screens));

  const catalogue = prerendered?.catalogues?.[language];
  const links = [...(route?.files ?? []), ...(catalogue ? [catalogue] : [])]
    .filter((file) => ASSET_FILE.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');

  const screen = screens[language]?.[pathname.replace(/(.)\/$/, '$1')];
  const loading = route?.signedIn ? prerendered?.loading?.[language]?.[route.path] : undefined;
  const drawn = screen ?? loading;
  const scriptHashes: string[] = [];
  const inline = (source: string | undefined) => {
    if (!source) return '';
    scriptHashes.push(`sha256-${createHash('sha256').update(source).digest('base64')}`);
    return `<script>${source}</script>`;
  };
  let head = links;
  if (drawn && prerendered) {
    const kind = screen ? 'screen' : 'loading';
    // Before a loading, in the head: a visitor without a session leaves for /signin before the
    // frame of a merchant's screen is painted.
    if (!screen) head = `${inline(prerendered.signedInScript)}${head}`;
    html = html
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        '<div id="root"></div>',
        `<div id="root"><div data-prerendered="${kind}" aria-disabled="true" style="display:contents">${drawn.html}</div></div>${inline(prerendered.script)}`,
      );
    head += drawn.styles;
    // The drawn page paints without the app's code, which is only needed to use it: the page
    // lists it and a script asks for it once the page has painted (ADR 019), so that it does not
    // compete with the first paint (the font).
    if (prerendered.codeScript && prerendered.codeElementId) {
      const moduleTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
      const entry = moduleTag.exec(html)?.[1];
      if (entry) {
        const preloads = [...`${html}${head}`.matchAll(preloadTag)].map((match) => match[1]);
        html = html.replace(moduleTag, '').replace(preloadTag, '');
        head = head.replace(preloadTag, '');
        const code = JSON.stringify({ entry, preloads }).replace(/</g, '\\u003c');
        html = html.replace(
          '</body>',
          `<script type="application/json" id="${prerendered.codeElementId}">${code}</script>${inline(prerendered.codeScript)}</body>`,
        );
      }
    }
  }
  return { html: head ? html.replace('</head>', `${head}</head>`) : html, scriptHashes };
}
