import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One route of route-preloads.json (dashboard/build/routePreloads.ts). */
export interface RoutePreload {
  path: string;
  files: string[];
  /** A screen of the signed-in frame. */
  signedIn?: boolean;
}

/** A screen of prerendered.json (dashboard/scripts/prerender.mjs): styles and markup. */
export interface PrerenderedScreen {
  styles: string;
  html: string;
}

/**
 * prerendered.json: the inline script that goes after a drawn screen or loading, and the one that
 * goes before a loading; language → address → screen; language → signed-in route → what it shows
 * first (the frame and the page's heading while the account loads); language → the file of its
 * texts when they are downloaded apart.
 */
export interface Prerendered {
  script: string;
  signedInScript?: string;
  /** Asks for the app's code, listed in the element of id codeElementId, after the first paint. */
  codeScript?: string;
  codeElementId?: string;
  screens: Record<string, Record<string, PrerenderedScreen>>;
  loading?: Record<string, Record<string, PrerenderedScreen>>;
  catalogues?: Record<string, string>;
}

/** What the dashboard's build wrote, as the page needs it. */
export interface BuildFiles {
  indexHtml: string;
  routes: RoutePreload[];
  prerendered: Prerendered | undefined;
}

/** Parsed build files by path, kept while their modification time stays the same. */
const parsed = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A JSON file of the build, parsed once per version: every page request reads it (a rebuilt
 * dashboard is served without a restart) but only a new build is parsed again.
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

/** The build's files, read per request like the static files; without its JSON files, none. */
export async function readBuildFiles(dashboardDir: string): Promise<BuildFiles> {
  return {
    indexHtml: await readFile(join(dashboardDir, 'index.html'), 'utf8'),
    routes: (await readJson<RoutePreload[]>(join(dashboardDir, 'route-preloads.json'))) ?? [],
    prerendered: await readJson<Prerendered>(join(dashboardDir, 'prerendered.json')),
  };
}
