import type { FastifyPluginAsync } from 'fastify';
import { PAGE_SIZE, type HydraCollection, type UserNotification } from '@merci/domain';
import { readTally, tallySum } from '../db/tallies.js';
import { notFound, unprocessable } from '../http/errors.js';
import { hydraCollection, pagination } from '../http/hydra.js';
import { notificationResource } from '../resources.js';
import { acceptJsonPatchTypes } from '../http/jsonPatch.js';
import { badRequest, createdAtOrder, idParam, queryValue } from '../http/params.js';
import { noQuery, pathParams, problems, type OrderedPageQuery } from '../http/schemas.js';
import { notificationSchema } from '../resources.schemas.js';
import {
  notificationCollectionSchema,
  notificationListQuerySchema,
  notificationReadBodySchema,
} from './notifications.schemas.js';

/** The signed-in user's notifications: the list, the unread count of the bell, marking one read. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  acceptJsonPatchTypes(app);

  app.get<{ Params: { userId: string }; Querystring: OrderedPageQuery & { read?: string } }>(
    '/users/:userId/user_notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The caller's notifications, newest first; read=false gives the unread count in hydra:totalItems",
        params: pathParams('userId'),
        querystring: notificationListQuerySchema,
        response: {
          200: notificationCollectionSchema,
          ...problems({
            400: 'read or order[createdAt] out of its choices (errors.invalid_choice)',
            401: 'No valid session',
            404: 'Not the caller',
          }),
        },
      },
    },
    async (request): Promise<HydraCollection<UserNotification>> => {
      const userId = idParam(request.params.userId);
      if (userId !== request.user.id) throw notFound();
      const order = createdAtOrder(request.query);
      const readText = queryValue(request.query, 'read');
      if (readText !== undefined && readText !== 'true' && readText !== 'false') {
        throw badRequest([{ propertyPath: 'read', message: 'errors.invalid_choice' }]);
      }
      const page = pagination(request.query, PAGE_SIZE.default);
      const filtered = ctx.db
        .selectFrom('user_notification')
        .where('user_id', '=', userId)
        .$if(readText !== undefined, (query) => query.where('read', '=', readText === 'true' ? 1 : 0));
      const [tally, rows] = await Promise.all([
        readTally(ctx.db, 'notification', userId),
        filtered
          .selectAll()
          .orderBy('created_at', order)
          .orderBy('id', order)
          .limit(page.itemsPerPage)
          .offset(page.offset)
          .execute(),
      ]);
      // Kept by triggers (ADR 034): the bell's unread count costs the same at any history.
      const total = tallySum(
        tally,
        ([read]) => readText === undefined || read === (readText === 'true' ? '1' : '0'),
      );
      return hydraCollection(request, rows.map(notificationResource), total, page);
    },
  );

  app.patch<{ Params: { id: string }; Body: { read?: unknown } | null }>(
    '/user_notifications/:id',
    {
      onRequest: app.authenticate,
      config: { allowedWhileSuspended: true },
      schema: {
        tags,
        security,
        summary: 'Mark a notification read (body {read: true}, merge-patch or JSON)',
        params: pathParams('id'),
        querystring: noQuery,
        body: notificationReadBodySchema,
        response: {
          200: notificationSchema,
          ...problems({
            401: 'No valid session',
            404: 'Not a notification of the caller',
            422: 'read is not true (notification.errors.read)',
          }),
        },
      },
    },
    async (request): Promise<UserNotification> => {
      const id = idParam(request.params.id);
      const notification = await ctx.db
        .selectFrom('user_notification')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', request.user.id)
        .executeTakeFirst();
      if (!notification) throw notFound();
      // SPEC §4: unread becomes read; the reverse transition does not exist.
      if (request.body?.read !== true) {
        throw unprocessable('notification.errors.read', [
          { propertyPath: 'read', message: 'notification.errors.read' },
        ]);
      }
      const updated = await ctx.db
        .updateTable('user_notification')
        .set({ read: 1 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return notificationResource(updated);
    },
  );
};
