import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route as the server registered it: the method, the full path (prefix included), its schema. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema | undefined;
}

const routesByServer = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route the server registers from now on (call it before registering any), so that
 * checks covering every route (tenant isolation, fuzzing) notice a route added later.
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByServer.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
}

/** The routes registered since `trackRoutes`, in registration order, each method once per path. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const seen = new Set<string>();
  return (routesByServer.get(app) ?? []).filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
