import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { sameSecret } from '../auth/sameSecret.js';
import { HttpError, forbidden } from '../http/errors.js';
import { problems } from '../http/schemas.js';
import { GraphError } from '../instagram/graphClient.js';
import { INSTAGRAM_ERRORS } from '../instagram/service.js';

/**
 * A webhook reaching a server that cannot check it yet (no verify token, no app secret): the
 * server is not ready, the request is not at fault, and Meta tries again later.
 */
export const WEBHOOKS_NOT_CONFIGURED = 'errors.webhooks_not_configured';

/** Equal strings of any length, in a time that depends on neither where they differ nor their lengths. */
function sameVerifyToken(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return sameSecret(a, b);
}

/** `sha256=<hex>` of the raw body with the app secret, compared in constant time. */
export function validSignature(header: unknown, rawBody: Buffer, appSecret: string): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return sameSecret(Buffer.from(match[1], 'hex'), expected);
}

/**
 * Meta's Instagram webhooks: the subscription check (GET) and the deliveries (POST) of caption
 * mentions and story mentions. Public routes: a delivery is trusted only by its signature.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['webhooks'];

  app.get<{ Querystring: Partial<Record<'hub.mode' | 'hub.verify_token' | 'hub.challenge', string>> }>(
    '/webhooks/instagram',
    {
      schema: {
        tags,
        summary: 'Verify the webhook subscription: echoes hub.challenge when hub.verify_token matches',
        description:
          '403 on another mode or another token; 503 errors.webhooks_not_configured while the server has no ' +
          'INSTAGRAM_WEBHOOK_VERIFY_TOKEN.',
        querystring: {
          type: 'object',
          properties: {
            'hub.mode': { type: 'string' },
            'hub.verify_token': { type: 'string' },
            'hub.challenge': { type: 'string' },
          },
        },
        response: {
          200: { type: 'string', description: 'hub.challenge, as text' },
          ...problems({
            403: 'Another mode or another token',
            503: 'errors.webhooks_not_configured: no verify token on the server',
          }),
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const expected = ctx.instagram.webhookVerifyToken;
      if (!expected) {
        request.log.warn('Instagram webhook verification refused: INSTAGRAM_WEBHOOK_VERIFY_TOKEN is not set');
        throw new HttpError(503, WEBHOOKS_NOT_CONFIGURED);
      }
      const given = query['hub.verify_token'];
      if (query['hub.mode'] !== 'subscribe' || given === undefined || !sameVerifyToken(given, expected)) {
        throw forbidden();
      }
      reply.type('text/plain; charset=utf-8');
      return query['hub.challenge'] ?? '';
    },
  );

  // The signature covers the exact bytes Meta sent: this scope keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(
      '/webhooks/instagram',
      {
        schema: {
          tags,
          summary: 'Receive Instagram mentions and story mentions (signed with X-Hub-Signature-256)',
          description:
            'Body: Meta’s `{ object: "instagram", entry: [...] }`. `mentions` changes are read from the Graph API ' +
            'and stored; `story_mention` messaging attachments become stories expiring 24 h after their ' +
            'timestamp. Duplicates are ignored. 401 on a missing or wrong signature (nothing stored); 503 ' +
            'while the Graph API is unavailable, so that Meta delivers again, and 503 ' +
            'errors.webhooks_not_configured while the server has no FACEBOOK_APP_SECRET to check signatures with.',
          headers: {
            type: 'object',
            properties: {
              'x-hub-signature-256': { type: 'string', description: 'sha256=<hex HMAC of the body>' },
            },
          },
          // Described only: the body stays raw bytes until its signature is checked.
          body: {
            description: 'Meta’s JSON `{ object: "instagram", entry: [...] }`, read as the exact bytes sent',
          },
          response: {
            200: {
              type: 'object',
              properties: { received: { type: 'boolean' }, stored: { type: 'integer' } },
            },
            ...problems({
              400: 'A body that is not JSON',
              401: 'A missing or wrong signature (instagram.errors.bad_signature)',
              503: 'The Graph API is unavailable, or the server has no app secret',
            }),
          },
        },
      },
      async (request) => {
        const appSecret = ctx.instagram.appSecret;
        if (!appSecret) {
          request.log.warn('Instagram webhook refused: FACEBOOK_APP_SECRET is not set');
          throw new HttpError(503, WEBHOOKS_NOT_CONFIGURED);
        }
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!validSignature(request.headers['x-hub-signature-256'], raw, appSecret)) {
          request.log.warn('Instagram webhook refused: missing or wrong X-Hub-Signature-256');
          throw new HttpError(401, INSTAGRAM_ERRORS.badSignature);
        }
        let payload: unknown;
        try {
          payload = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new HttpError(400, 'errors.bad_request');
        }
        try {
          const { stored } = await ctx.instagram.handleWebhook(payload);
          return { received: true, stored };
        } catch (error) {
          if (error instanceof GraphError) {
            request.log.warn(`Instagram webhook postponed: ${error.message}`);
            throw new HttpError(503, INSTAGRAM_ERRORS.graphUnavailable);
          }
          throw error;
        }
      },
    );
  });
};
