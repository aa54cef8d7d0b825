import type { FastifyPluginAsync } from 'fastify';
import {
  ONLINE_STORE_ERRORS,
  type HydraCollection,
  type OnlineStore,
  type StatisticsPeriod,
} from '@merci/domain';
import {
  clearedConnectionCookie,
  connectionCookie,
  connectionStateOf,
} from '../commerce/connectionCookie.js';
import type { StorePlatform } from '../commerce/connector.js';
import { salesStatistics } from '../commerce/salesStatistics.js';
import { ConnectionRefused } from '../commerce/service.js';
import { HttpError, notFound, unprocessable } from '../http/errors.js';
import { hydraCollection } from '../http/hydra.js';
import { idParam, ownShop } from '../http/params.js';
import { onlineStoreResource } from '../resources.js';
import {
  callbackSchema,
  connectSchema,
  demoOrderSchema,
  disconnectSchema,
  onlineStoresSchema,
  salesStatisticsRouteSchema,
  storeWebhookSchema,
} from './onlineStores.schemas.js';

/**
 * The shop's online store (docs/adr/037): read, connect through the platform's OAuth (the
 * callback is the browser's way back, a public route trusted by its signature and its state),
 * disconnect; the platform's webhooks; and the offline demo's orders.
 */
export const onlineStoreRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const { commerce } = ctx;

  app.get<{ Params: { shopId: string } }>(
    '/shops/:shopId/online_stores',
    { onRequest: app.authenticate, config: { allowedWhileSuspended: true }, schema: onlineStoresSchema },
    async (request): Promise<HydraCollection<OnlineStore>> => {
      const shopId = ownShop(request, request.params.shopId);
      const row = await commerce.storeOfShop(shopId);
      const members = row ? [onlineStoreResource(row)] : [];
      return hydraCollection(request, members, members.length, { page: 1, itemsPerPage: 1, offset: 0 });
    },
  );

  app.get<{ Params: { shopId: string }; Querystring: { period: StatisticsPeriod } }>(
    '/shops/:shopId/sales_statistics',
    {
      onRequest: app.authenticate,
      config: { allowedWhileSuspended: true },
      schema: salesStatisticsRouteSchema,
    },
    async (request) => salesStatistics(ctx, ownShop(request, request.params.shopId), request.query.period),
  );

  app.post<{ Params: { shopId: string }; Body: { platform?: unknown; domain?: unknown } }>(
    '/shops/:shopId/online_stores/connect',
    { onRequest: app.authenticate, schema: connectSchema },
    async (request, reply) => {
      const shopId = ownShop(request, request.params.shopId);
      const { platform = 'shopify', domain } = request.body;
      if (typeof platform !== 'string') {
        throw unprocessable('errors.validation', [
          { propertyPath: 'platform', message: 'errors.invalid_choice' },
        ]);
      }
      const started = await commerce.startConnection({ shopId, platform, domain });
      reply.header('set-cookie', connectionCookie(commerce.callbackUrl(started.platform), started.state));
      return { authorizeUrl: started.authorizeUrl };
    },
  );

  app.get<{ Params: { platform: string }; Querystring: Record<string, string> }>(
    '/online_stores/:platform/callback',
    { schema: callbackSchema },
    async (request, reply) => {
      const page = `${ctx.publicUrl}/account/online-store`;
      const platform = commerce.connectors.get(request.params.platform as StorePlatform)?.platform;
      if (platform) reply.header('set-cookie', clearedConnectionCookie(commerce.callbackUrl(platform)));
      try {
        await commerce.finishConnection(
          request.params.platform,
          request.query,
          connectionStateOf(request.headers.cookie),
        );
        return reply.redirect(`${page}?connected=${encodeURIComponent(request.params.platform)}`);
      } catch (error) {
        if (!(error instanceof ConnectionRefused)) throw error;
        request.log.warn({ reason: error.messageKey }, 'Online store not connected');
        return reply.redirect(`${page}?error=${encodeURIComponent(error.messageKey)}`);
      }
    },
  );

  app.put<{ Params: { id: string } }>(
    '/online_stores/:id/disconnect',
    { onRequest: app.authenticate, config: { allowedWhileSuspended: true }, schema: disconnectSchema },
    async (request): Promise<OnlineStore> => {
      const row = await commerce.disconnect(idParam(request.params.id), request.ownShopId());
      if (!row) throw notFound();
      return onlineStoreResource(row);
    },
  );

  // The signature covers the exact bytes the store sent: this scope keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { platform: string } }>(
      '/webhooks/:platform',
      { schema: storeWebhookSchema },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          return {
            received: true,
            ...(await commerce.receiveWebhook(request.params.platform, request.headers, raw)),
          };
        } catch (error) {
          if (error instanceof HttpError && error.message === ONLINE_STORE_ERRORS.badSignature) {
            request.log.warn(
              { platform: request.params.platform },
              'Store webhook refused: missing or wrong signature',
            );
          }
          throw error;
        }
      },
    );
  });

  // The offline demo's customer: registered only with the fake store, so never in production.
  const demo = commerce.demo;
  if (demo) {
    app.post<{ Body: { code: string; totalCents?: number; currency?: string } }>(
      '/online_stores/demo_orders',
      { schema: demoOrderSchema },
      async (request, reply) => {
        const { code, totalCents, currency } = request.body;
        const reward = await ctx.db
          .selectFrom('discount')
          .innerJoin('online_store', 'online_store.shop_id', 'discount.shop_id')
          .select(['online_store.domain'])
          .where('discount.external_discount_id', 'is not', null)
          .where('discount.code', '=', code.trim().toUpperCase())
          .executeTakeFirst();
        if (!reward) throw notFound('online_store.errors.unknown_code');
        const order = await demo.placeOrder({
          domain: reward.domain,
          codes: [code.trim().toUpperCase()],
          ...(totalCents === undefined ? {} : { totalCents }),
          ...(currency === undefined ? {} : { currency }),
        });
        return reply.code(202).send({ domain: reward.domain, order });
      },
    );
  }
};
