import useSWR, { useSWRConfig } from 'swr';
import type { HydraCollection, UserNotification } from '@merci/domain';
import { apiRequest, fromHydra } from '../../lib/api/client';
import { endpoints, keyOf, newestFirst, readsOf } from '../../lib/api/endpoints';

/** userNotifications: GET /users/{id}/user_notifications, 10 per page, newest first. */
export const notificationsKey = (userId: number, page: number) =>
  keyOf(endpoints.notifications(userId), newestFirst(page));

export function useNotifications(userId: number | undefined, page: number) {
  const { data, error, isLoading, mutate } = useSWR<HydraCollection<UserNotification>>(
    userId ? notificationsKey(userId, page) : null,
  );
  /** Shows a notification read at once, before the list is read again. */
  const showRead = (id: number) =>
    mutate(
      (current) =>
        current && {
          ...current,
          'hydra:member': current['hydra:member'].map((item) =>
            item.id === id ? { ...item, read: true } : item,
          ),
        },
      { revalidate: false },
    );
  return { page: data ? fromHydra(data) : undefined, error, isLoading, retry: () => mutate(), showRead };
}

/** PATCH /user_notifications/{id} {read: true}; then every notifications list and the bell. */
export function useMarkAsRead(userId: number | undefined) {
  const { mutate } = useSWRConfig();
  return async (notification: UserNotification) => {
    await apiRequest(endpoints.notification(notification.id), {
      method: 'PATCH',
      body: { read: true },
      contentType: 'application/merge-patch+json',
      errorKey: 'notification.errors.read',
    });
    if (userId) await mutate(readsOf(endpoints.notifications(userId)));
  };
}
