import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A route of src/app/routeModules.json: its lazily loaded modules, outermost first. */
export interface RouteModules {
  path: string;
  /** The module that starts the app at that address (ADR 020). @default APP_START */
  start?: string;
  modules: string[];
}

/** A route of route-preloads.json, which the API reads (api/src/dashboard/). */
export interface RoutePreload {
  path: string;
  files: string[];
  /** A screen of a signed-in frame: its page shows the loading account first. */
  signedIn: boolean;
}

/** The frames of the signed-in screens: a shop's (ADR 019) and merci's team's (ADR 022). */
const SIGNED_IN_FRAMES = ['layout/AuthenticatedLayout', 'admin/AdminLayout'];

/** The start of routes that name none: the app with its router (ADR 020). */
const APP_START = 'app/appStart';

/**
 * Writes route-preloads.json: for each route of `routeModulesFile`, the chunks its start (ADR 020)
 * and lazy modules load that index.html does not already ask for. The server lists them in the
 * page it sends for that address (`<link rel="modulepreload">`), so a screen's code downloads
 * beside the framework instead of after it has run.
 */
export function routePreloads(routeModulesFile: string): Plugin {
  return {
    name: 'merci-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routeModules = JSON.parse(readFileSync(routeModulesFile, 'utf8')) as RouteModules[];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const withImports = (fileName: string, files: Set<string>) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(imported, files);
      };
      const inIndex = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry.fileName, inIndex);
      const routes = routeModules.map(({ path, start = APP_START, modules }): RoutePreload => {
        const files = new Set<string>();
        for (const module of [start, ...modules.map((feature) => `features/${feature}`)]) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${module}.tsx`));
          if (!chunk) this.error(`routeModules.json names ${module}, which the build has no chunk for`);
          withImports(chunk.fileName, files);
        }
        return {
          path,
          files: [...files].filter((file) => !inIndex.has(file)),
          signedIn: SIGNED_IN_FRAMES.some((frame) => modules.includes(frame)),
        };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes) });
    },
  };
}
