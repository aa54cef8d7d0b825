/** The owner's notifications (api/src/routes/notifications.ts). */
import { PAGE_SIZE } from '@merci/domain';
import { hydraPage, pageOf } from '../hydra';
import { notFound, unprocessable, badRequest } from './problem';
import type { Route } from './store';
import { json, bodyOf, idParam, ownUser, query, createdAtOrder, byCreatedAt } from './http';

/** Notifications. */
export const notificationRoutes: Route[] = [
  {
    method: 'get',
    path: '/users/:userId/user_notifications',
    resolve: (context) => {
      ownUser(context);
      const { url, state } = context;
      const order = createdAtOrder(url);
      const read = query(url, 'read');
      if (read !== undefined && read !== 'true' && read !== 'false') {
        throw badRequest([{ propertyPath: 'read', message: 'errors.invalid_choice' }]);
      }
      const items = byCreatedAt(state.notifications, order).filter(
        (notification) => read === undefined || notification.read === (read === 'true'),
      );
      return json(hydraPage(url, items, pageOf(url, PAGE_SIZE.default)));
    },
  },
  {
    method: 'patch',
    path: '/user_notifications/:id',
    allowedWhileSuspended: true,
    resolve: async ({ request, params, state }) => {
      const id = idParam(params.id);
      const notification = state.notifications.find((candidate) => candidate.id === id);
      if (!notification) throw notFound();
      const body = await bodyOf(request);
      // SPEC §4: unread becomes read; the reverse transition does not exist.
      if (body.read !== true) {
        throw unprocessable('notification.errors.read', [
          { propertyPath: 'read', message: 'notification.errors.read' },
        ]);
      }
      notification.read = true;
      return json(notification);
    },
  },
];
