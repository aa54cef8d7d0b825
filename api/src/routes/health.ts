import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';

/** `GET /health`: up, and the database answers. A load balancer reads the status code. */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ok', database: database.dialect };
    } catch (error) {
      app.log.error(error, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: database.dialect });
    }
  });
};
