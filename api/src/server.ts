import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database.js';
import { healthRoutes } from './routes/health.js';

export interface ServerOptions {
  database: DatabaseHandle;
  /** Built dashboard to serve at `/`, with client-side routes falling back to its index.html. */
  dashboardDir?: string | undefined;
  logLevel?: string;
}

/** The API under `/api`, and the dashboard at `/` when it has been built. */
export async function buildServer({
  database,
  dashboardDir,
  logLevel = 'warn',
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: logLevel } });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ status: 404, message: 'errors.not_found', path: request.url }),
      );
    },
    { prefix: '/api' },
  );

  if (dashboardDir && existsSync(dashboardDir)) {
    await app.register(fastifyStatic, { root: dashboardDir, wildcard: false });
    // Client-side routes (/signin, /rewards/…) are resolved by the dashboard's router.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
      return reply.code(404).send({ status: 404, message: 'errors.not_found' });
    });
  }

  app.addHook('onClose', async () => {
    await database.db.destroy();
  });
  return app;
}
