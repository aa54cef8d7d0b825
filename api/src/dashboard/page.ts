import { createHash } from 'node:crypto';
import { readBuildFiles, type Prerendered, type PrerenderedScreen, type RoutePreload } from './buildFiles.js';
import { pageLanguage, type PageRequest } from './language.js';

export type { PageRequest } from './language.js';

/** The page, and the hashes of its inline scripts, for the Content-Security-Policy. */
export interface DashboardPage {
  html: string;
  scriptHashes: string[];
}

/** Only what the build writes: hashed scripts under assets/ (nothing to escape in the page). */
const ASSET_FILE = /^assets\/[\w.-]+\.js$/;
/** The tags of the app's code in the built index.html. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** `/rewards/:type/add` → a pattern matching `/rewards/code/add`. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** The page's inline scripts, each allowed by its hash. */
function inlineScripts() {
  const hashes: string[] = [];
  const inline = (source: string | undefined) => {
    if (!source) return '';
    hashes.push(`sha256-${createHash('sha256').update(source).digest('base64')}`);
    return `<script>${source}</script>`;
  };
  return { hashes, inline };
}

/**
 * The drawn page paints without the app's code, which is only needed to use it: the page lists
 * the code (entry and preloads) in a JSON element and a script asks for it once the page has
 * painted (ADR 019), so that it does not compete with the first paint (the font).
 */
function deferAppCode(
  page: { html: string; head: string },
  prerendered: Prerendered,
  inline: (source: string | undefined) => string,
): { html: string; head: string } {
  const entry = MODULE_SCRIPT.exec(page.html)?.[1];
  if (!prerendered.codeScript || !prerendered.codeElementId || !entry) return page;
  const preloads = [...`${page.html}${page.head}`.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const code = JSON.stringify({ entry, preloads }).replace(/</g, '\\u003c');
  const html = page.html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      `<script type="application/json" id="${prerendered.codeElementId}">${code}</script>${inline(prerendered.codeScript)}</body>`,
    );
  return { html, head: page.head.replace(MODULE_PRELOAD, '') };
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
  const { indexHtml, routes, prerendered } = await readBuildFiles(dashboardDir);
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const route: RoutePreload | undefined = routes.find(({ path }) => routePattern(path).test(pathname));
  const screens = prerendered?.screens ?? {};
  const language = pageLanguage(request, Object.keys(screens));

  const catalogue = prerendered?.catalogues?.[language];
  const preloads = [...(route?.files ?? []), ...(catalogue ? [catalogue] : [])]
    .filter((file) => ASSET_FILE.test(file))
    .map(modulePreload)
    .join('');

  const screen = screens[language]?.[pathname.replace(/(.)\/$/, '$1')];
  const loading = route?.signedIn ? prerendered?.loading?.[language]?.[route.path] : undefined;
  const drawn: PrerenderedScreen | undefined = screen ?? loading;
  const { hashes, inline } = inlineScripts();
  let page = { html: indexHtml, head: preloads };
  if (drawn && prerendered) {
    const kind = screen ? 'screen' : 'loading';
    // Before a loading, in the head: a visitor without a session leaves for /signin before the
    // frame of a merchant's screen is painted.
    const leaveUnlessSignedIn = screen ? '' : inline(prerendered.signedInScript);
    const html = indexHtml
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        '<div id="root"></div>',
        `<div id="root"><div data-prerendered="${kind}" aria-disabled="true" style="display:contents">${drawn.html}</div></div>${inline(prerendered.script)}`,
      );
    page = deferAppCode(
      { html, head: `${leaveUnlessSignedIn}${preloads}${drawn.styles}` },
      prerendered,
      inline,
    );
  }
  const html = page.head ? page.html.replace('</head>', `${page.head}</head>`) : page.html;
  return { html, scriptHashes: hashes };
}
