import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NETWORKS } from '@merci/domain';
import type { PageHeadingHandle } from '../lib/routing/pageHeading';
import { routes } from './routes';
import { SIGNED_OUT_SCREENS } from './signedOutScreens';

// routes.tsx is the route table. routeModules.json is derived from it (the server's preloads and
// the bundle bench read it): `-u` on this file rewrites it.

const FEATURES = join(import.meta.dirname, '../features');
const ROUTE_MODULES = join(import.meta.dirname, 'routeModules.json');

/** A screen's address and the routes on its way that load a module, outermost first. */
interface Screen {
  path: string;
  lazyRoutes: RouteObject[];
}

/** `:social` stands for each supported network; other parameters stay. */
function expand(path: string): string[] {
  return path.includes(':social') ? NETWORKS.map((network) => path.replace(':social', network)) : [path];
}

/** Every address that draws a lazily loaded screen, in the table's order. */
function screens(table: RouteObject[], parentPath = '', lazyRoutes: RouteObject[] = []): Screen[] {
  return table.flatMap((route) => {
    const own = route.index ? '' : (route.path ?? '');
    const path = own ? `${parentPath.replace(/\/$/, '')}/${own}` : parentPath || '/';
    const onTheWay = route.lazy ? [...lazyRoutes, route] : lazyRoutes;
    if (route.children) return screens(route.children, path, onTheWay);
    return route.lazy ? expand(path).map((expanded) => ({ path: expanded, lazyRoutes: onTheWay })) : [];
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name) ? [path] : [];
  });
}
const featureSources = sourceFiles(FEATURES).map((file) => ({ file, source: readFileSync(file, 'utf8') }));

/** The feature module (`rewards/RewardsPage`) that exports a route's component. */
async function moduleOf(route: RouteObject): Promise<{ module: string; source: string }> {
  const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
  const Component = loaded.Component as ComponentType | undefined;
  if (!Component) throw new Error(`route ${route.path ?? '(index)'} loads no component`);
  const declaring = new RegExp(`export (function|const) ${Component.name}\\b`);
  for (const { file, source } of featureSources.filter(({ source }) => declaring.test(source))) {
    const module = file.slice(FEATURES.length + 1).replace(/\.tsx$/, '');
    const exported = Object.values((await import(/* @vite-ignore */ file)) as Record<string, unknown>);
    if (exported.includes(Component)) return { module, source };
  }
  throw new Error(`no feature module exports ${Component.name}`);
}

/** The file as Prettier writes it (printWidth 110), so that the derived copy passes the lint. */
function routeModulesJson(entries: { path: string; start?: string; modules: string[] }[]): string {
  const objects = entries.map(({ path, start, modules }) => {
    const inline = `    "modules": [${modules.map((module) => JSON.stringify(module)).join(', ')}]`;
    const list =
      inline.length <= 110
        ? inline
        : `    "modules": [\n${modules.map((module) => `      ${JSON.stringify(module)}`).join(',\n')}\n    ]`;
    const lines = [
      `    "path": ${JSON.stringify(path)},`,
      ...(start ? [`    "start": ${JSON.stringify(start)},`] : []),
    ];
    return `  {\n${lines.join('\n')}\n${list}\n  }`;
  });
  return `[\n${objects.join(',\n')}\n]\n`;
}

const table = screens(routes);
const modules = new Map<RouteObject, { module: string; source: string }>();
for (const route of new Set(table.flatMap(({ lazyRoutes }) => lazyRoutes)))
  modules.set(route, await moduleOf(route));

describe('the route table', () => {
  it('is what routeModules.json says: each screen, its start and its modules', async () => {
    const derived = table.map(({ path, lazyRoutes }) => ({
      path,
      ...(Object.hasOwn(SIGNED_OUT_SCREENS, path) ? { start: 'app/signedOutStart' } : {}),
      modules: lazyRoutes.map((route) => modules.get(route)?.module ?? ''),
    }));
    const json = routeModulesJson(derived);
    await expect(json).toMatchFileSnapshot(ROUTE_MODULES);
  });

  it('starts every signed-out screen from its own address', () => {
    const paths = table.map(({ path }) => path);
    expect(paths).toEqual(expect.arrayContaining(Object.keys(SIGNED_OUT_SCREENS)));
  });

  it('announces the heading each page writes', () => {
    const headed = [...modules].flatMap(([route, { module, source }]) => {
      const heading = (route.handle as PageHeadingHandle | undefined)?.heading;
      return heading ? [{ module, heading, source }] : [];
    });
    expect(headed.length).toBeGreaterThan(0);
    for (const { module, heading, source } of headed)
      for (const key of [heading.titleKey, heading.subtitleKey].filter(Boolean))
        expect(source, `${module} writes ${key}`).toContain(`'${key}'`);
  });
});
