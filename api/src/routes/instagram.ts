import type { FastifyPluginAsync } from 'fastify';
import { INSTAGRAM_CONNECTION_PROBLEMS, type InstagramLoginConfig, type SocialAccount } from '@merci/domain';
import { HttpError, notFound, problemSchema } from '../http/errors.js';
import { INSTAGRAM_ERRORS } from '../instagram/service.js';
import { socialAccountResource } from '../resources.js';
import { ownShop } from '../http/params.js';
import { ownAccount } from './social.js';

const nullable = (type: string) => ({ type: [type, 'null'] });

/** The social account as every Instagram route returns it (OpenAPI). */
export const socialAccountSchema = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string' },
    id: { type: 'integer' },
    network: { type: 'string', enum: ['instagram'] },
    account_name: { type: 'string' },
    website: nullable('string'),
    image_url: nullable('string'),
    post_count: { type: 'integer' },
    follower_count: { type: 'integer' },
    has_account_token_expired: { type: 'boolean' },
    connection_problem: {
      type: ['string', 'null'],
      enum: [...INSTAGRAM_CONNECTION_PROBLEMS, null],
      description:
        'Why the account needs a new connection (set exactly when has_account_token_expired is): ' +
        'expired, revoked (access withdrawn on Meta’s side) or refresh_failed',
    },
    pullStatus: { type: 'string', enum: ['idle', 'pending', 'done'] },
    lastPulledAt: { ...nullable('string'), format: 'date-time' },
    pullError: { ...nullable('string'), description: 'Message key of the last failed pull' },
  },
} as const;

/** Seconds a browser or proxy may keep the login configuration. */
const LOGIN_CONFIG_MAX_AGE_S = 300;

const problems = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { description: 'Problem', ...problemSchema }]));

/** Connecting the shop's Instagram account and pulling its contents. */
export const instagramRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['social'];
  const security = [{ bearer: [] }];

  app.get(
    '/instagram/login_config',
    {
      schema: {
        tags,
        summary: 'How the dashboard opens the Instagram login: Facebook’s dialog of this app, or the demo’s',
        description:
          'Public: the same for every shop, and unchanged while the server runs. `demo` is true exactly ' +
          'when the offline demo’s fake Graph API is in use (the demo login’s accounts stand in for ' +
          'Facebook’s dialog; `appId` is then null); otherwise `appId` is FACEBOOK_APP_ID, or null when ' +
          'none is set and connecting is not available.',
        response: {
          200: {
            type: 'object',
            required: ['appId', 'demo'],
            properties: {
              appId: { ...nullable('string'), description: 'The Facebook app of the login dialog' },
              demo: { type: 'boolean' },
            },
            additionalProperties: false,
          },
        },
      },
    },
    async (_request, reply): Promise<InstagramLoginConfig> => {
      // Fixed until a restart with another configuration: a few minutes of caching is harmless.
      reply.header('cache-control', `public, max-age=${LOGIN_CONFIG_MAX_AGE_S}`);
      return ctx.instagram.loginConfig;
    },
  );

  // A POST, not SPEC §7's GET: the token must not sit in a URL that proxies and logs record
  // (docs/adr/028). Reconnecting keeps a suspended shop's account alive, like disconnecting.
  app.post(
    '/v2/shops/:shopId/instagram/connect',
    {
      onRequest: app.authenticate,
      config: { allowedWhileSuspended: true },
      schema: {
        tags,
        security,
        summary: "Connect the shop's Instagram business account with the login dialog's access token",
        description:
          'Exchanges the short-lived token for a long-lived one (stored encrypted), finds the Page the user ' +
          'administers and its Instagram business account, and makes it the shop’s one connected account. ' +
          'Failures: 422 instagram.errors.invalid_token / no_page / no_business_account, 502 ' +
          'instagram.errors.graph_unavailable, 403 instagram.errors.shop_not_validated.',
        params: { type: 'object', properties: { shopId: { type: 'string' } }, required: ['shopId'] },
        body: {
          type: 'object',
          // Meta's tokens are a few hundred characters; a longer one would only fail at Meta.
          properties: { accessToken: { type: 'string', minLength: 1, maxLength: 2048 } },
          required: ['accessToken'],
        },
        response: { 200: socialAccountSchema, ...problems(400, 401, 403, 404, 422, 502, 503) },
      },
    },
    async (request): Promise<SocialAccount> => {
      const shopId = ownShop(request, (request.params as { shopId: string }).shopId);
      const shop = await ctx.db
        .selectFrom('shop')
        .select('validated')
        .where('id', '=', shopId)
        .executeTakeFirst();
      if (!shop) throw notFound();
      // SPEC §6: only a validated shop may connect its account.
      if (shop.validated !== 1) throw new HttpError(403, INSTAGRAM_ERRORS.shopNotValidated);
      const { accessToken } = request.body as { accessToken: string };
      const account = await ctx.instagram.connect(shopId, accessToken.trim());
      return socialAccountResource(account, ctx.now());
    },
  );

  app.put(
    '/social_account_instagrams/:id/pull_contents',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Pull the latest contents that tag or mention the account (runs in the background)',
        description:
          'Answers 202 at once with the account in pullStatus "pending"; poll the account until it is "done" ' +
          '(lastPulledAt set) or back to "idle" with pullError. A pull already running is not started twice. ' +
          '409 instagram.errors.not_connected or instagram.errors.token_expired when the account cannot pull.',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 202: socialAccountSchema, ...problems(401, 404, 409) },
      },
    },
    async (request, reply): Promise<SocialAccount> => {
      const account = await ownAccount(ctx, request, (request.params as { id: string }).id);
      const pending = await ctx.instagram.startPull(account);
      reply.code(202);
      return socialAccountResource(pending, ctx.now());
    },
  );
};
