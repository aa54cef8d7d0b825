import type { FastifyPluginAsync } from 'fastify';
import { endSessions } from '../auth/plugin.js';
import { ignoredBody, noContent, problems } from '../http/schemas.js';

const logoutSchema = {
  body: ignoredBody,
  response: { 204: noContent('Signed out'), ...problems({ 401: 'No valid session' }) },
} as const;

/**
 * Signing out on the server: the token is refused from then on, wherever it was copied. Both
 * routes act on the caller's own sessions only (the user comes from the token, never the body),
 * and a suspended shop's owner may still sign out.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  app.post(
    '/v1/logout',
    {
      onRequest: app.authenticate,
      config: { allowedWhileSuspended: true },
      schema: { tags: ['auth'], summary: 'End the current session', ...logoutSchema },
    },
    async (request, reply) => {
      await endSessions(ctx.db, request.user.id, { only: request.user.sessionId });
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/logout/everywhere',
    {
      onRequest: app.authenticate,
      config: { allowedWhileSuspended: true },
      schema: {
        tags: ['auth'],
        summary: 'End every session of the signed-in user, this one included',
        ...logoutSchema,
      },
    },
    async (request, reply) => {
      await endSessions(ctx.db, request.user.id);
      return reply.code(204).send();
    },
  );
};
