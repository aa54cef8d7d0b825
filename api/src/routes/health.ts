import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { noQuery, string } from '../http/schemas.js';

const healthSchema = {
  type: 'object',
  properties: { status: string, database: { ...string, description: 'sqlite or postgres' } },
} as const;

/** `GET /health`: up, and the database answers. A load balancer reads the status code. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        querystring: noQuery,
        response: {
          200: { ...healthSchema, description: 'status ok: up, and the database answers' },
          503: { ...healthSchema, description: 'status unavailable: the database does not answer' },
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.ctx.db);
        return { status: 'ok', database: app.ctx.dialect };
      } catch (error) {
        app.log.error(error, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: app.ctx.dialect });
      }
    },
  );
};
