import type { FastifyPluginAsync } from 'fastify';
import type { InstagramLoginConfig, SocialAccount } from '@merci/domain';
import { HttpError, notFound } from '../http/errors.js';
import { ownShop } from '../http/params.js';
import { ignoredBody, noQuery, nullable, pathParams, problems, string } from '../http/schemas.js';
import { INSTAGRAM_ERRORS } from '../instagram/service.js';
import { socialAccountResource } from '../resources.js';
import { socialAccountSchema } from '../resources.schemas.js';
import { ownAccount } from '../social/accounts.js';

/** Seconds a browser or proxy may keep the login configuration. */
const LOGIN_CONFIG_MAX_AGE_S = 300;

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
        querystring: noQuery,
        response: {
          200: {
            type: 'object',
            required: ['appId', 'demo', 'graphVersion'],
            properties: {
              appId: { ...nullable(string), description: 'The Facebook app of the login dialog' },
              demo: { type: 'boolean' },
              graphVersion: {
                type: 'string',
                description:
                  'The Graph API version of the login dialog: GRAPH_API_VERSION, that of every call',
              },
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
  app.post<{ Params: { shopId: string }; Body: { accessToken: string } }>(
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
        params: pathParams('shopId'),
        querystring: noQuery,
        body: {
          type: 'object',
          // Meta's tokens are a few hundred characters; a longer one would only fail at Meta.
          properties: { accessToken: { type: 'string', minLength: 1, maxLength: 2048 } },
          required: ['accessToken'],
        },
        response: {
          200: socialAccountSchema,
          ...problems({
            400: 'No accessToken, or not a text of 1 to 2048 characters',
            401: 'No valid session',
            403: 'The shop is not validated, or suspended',
            404: 'Not the caller’s shop',
            422: 'Meta refused the token, or it names no Page or business account',
            502: 'The Graph API failed',
            503: 'The database is unavailable',
          }),
        },
      },
    },
    async (request): Promise<SocialAccount> => {
      const shopId = ownShop(request, request.params.shopId);
      const shop = await ctx.db
        .selectFrom('shop')
        .select('validated')
        .where('id', '=', shopId)
        .executeTakeFirst();
      if (!shop) throw notFound();
      // SPEC §6: only a validated shop may connect its account.
      if (shop.validated !== 1) throw new HttpError(403, INSTAGRAM_ERRORS.shopNotValidated);
      const account = await ctx.instagram.connect(shopId, request.body.accessToken.trim());
      return socialAccountResource(account, ctx.now());
    },
  );

  app.put<{ Params: { id: string } }>(
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
        params: pathParams('id'),
        querystring: noQuery,
        body: ignoredBody,
        response: {
          202: socialAccountSchema,
          ...problems({
            401: 'No valid session',
            404: 'Not an account of the caller’s shop',
            409: 'The account is disconnected or its token expired',
          }),
        },
      },
    },
    async (request, reply): Promise<SocialAccount> => {
      const account = await ownAccount(ctx, request, request.params.id);
      const pending = await ctx.instagram.startPull(account);
      reply.code(202);
      return socialAccountResource(pending, ctx.now());
    },
  );

  app.post<{ Params: { id: string } }>(
    '/social_account_instagrams/:id/webhook_subscription',
    {
      onRequest: app.authenticate,
      config: { allowedWhileSuspended: true },
      schema: {
        tags,
        security,
        summary:
          'Subscribe the account’s Facebook Page to merci’s webhooks again (real-time mentions and stories)',
        description:
          'Meta delivers an account’s mentions and story mentions only while its Page has subscribed the app ' +
          '(`POST /{page-id}/subscribed_apps`). Answers 200 with the account, `webhooks` "subscribed" or ' +
          '"failed" (Meta refused it); 502 instagram.errors.graph_unavailable when Meta could not be reached ' +
          '(nothing changed); 409 instagram.errors.not_connected or instagram.errors.token_expired when the ' +
          'account cannot call Meta.',
        params: pathParams('id'),
        querystring: noQuery,
        body: ignoredBody,
        response: {
          200: socialAccountSchema,
          ...problems({
            401: 'No valid session',
            404: 'Not an account of the caller’s shop',
            409: 'The account is disconnected or its token expired',
            502: 'The Graph API could not be reached',
          }),
        },
      },
    },
    async (request): Promise<SocialAccount> => {
      const account = await ownAccount(ctx, request, request.params.id);
      const updated = await ctx.instagram.resubscribe(account);
      return socialAccountResource(updated, ctx.now());
    },
  );
};
