import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One route of the dashboard's route-preloads.json (written by its build). */
interface RoutePreload {
  path: string;
  files: string[];
}

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

/**
 * The dashboard's page (index.html) for an address, with the chunks of that address's screen
 * announced (`<link rel="modulepreload">`), so the browser downloads them beside the framework
 * instead of after it has run. Both files are read per request, like the static files, so a
 * rebuilt dashboard is served without a restart. Without route-preloads.json, the plain page.
 */
export async function dashboardPage(dashboardDir: string, url: string): Promise<string> {
  const html = await readFile(join(dashboardDir, 'index.html'), 'utf8');
  let routes: RoutePreload[] = [];
  try {
    routes = JSON.parse(await readFile(join(dashboardDir, 'route-preloads.json'), 'utf8')) as RoutePreload[];
  } catch {
    return html;
  }
  const pathname = new URL(url, 'http://localhost').pathname;
  const route = routes.find(({ path }) => routePattern(path).test(pathname));
  const links = (route?.files ?? [])
    .filter((file) => ASSET_FILE.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
