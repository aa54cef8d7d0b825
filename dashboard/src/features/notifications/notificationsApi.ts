import useSWR, { useSWRConfig } from 'swr';
import { PAGE_SIZE, type HydraCollection, type UserNotification } from '@merci/domain';
import { apiPath, apiRequest, fromHydra } from '../../lib/api/client';

/** userNotifications: GET /users/{id}/user_notifications, 10 per page, newest first. */
export const notificationsKey = (userId: number, page: number) =>
  apiPath(`/users/${userId}/user_notifications`, {
    'order[createdAt]': 'desc',
    itemsPerPage: PAGE_SIZE.default,
    page,
  });

export function useNotifications(userId: number | undefined, page: number) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<UserNotification>>(
    userId ? notificationsKey(userId, page) : null,
  );
  return { page: data ? fromHydra(data) : undefined, error, isLoading, mutate };
}

/** PATCH /user_notifications/{id} {read: true}; then every notifications list and the bell. */
export function useMarkAsRead(userId: number | undefined) {
  const { mutate } = useSWRConfig();
  return async (notification: UserNotification) => {
    await apiRequest(`/user_notifications/${notification.id}`, {
      method: 'PATCH',
      body: { read: true },
      contentType: 'application/merge-patch+json',
      errorKey: 'notification.errors.read',
    });
    if (userId)
      await mutate((key) => typeof key === 'string' && key.startsWith(`/users/${userId}/user_notifications`));
  };
}
