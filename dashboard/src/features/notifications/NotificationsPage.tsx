import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, type UserNotification } from '@merci/domain';
import {
  EmptyState,
  Heading,
  Icon,
  IconButton,
  ListError,
  Pagination,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@merci/ui-kit';
import { useCurrentUser } from '../../lib/owner/useOwner';
import { usePaginationLabels } from '../../lib/pagination/usePaginationLabels';
import { useListFailure } from '../../lib/swr/useListFailure';
import { RelativeTime } from '../../lib/dates/RelativeTime';
import { useMarkAsRead, useNotifications } from './notificationsApi';
import { Column, Item, ItemText, MessageLink } from './NotificationsPage.styles';

/**
 * /notifications: 10 per page in a centered half-width column (SPEC §2). A notification with a
 * link (a use request) shows its message as a link to what it is about, opened in the app, which
 * marks it read.
 */
export function NotificationsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { user } = useCurrentUser();
  const { page: notifications, error, isLoading, retry, showRead } = useNotifications(user?.id, page);
  const markAsRead = useMarkAsRead(user?.id);
  const [pending, setPending] = useState<number | null>(null);
  const paginationLabels = usePaginationLabels();
  // SPEC §2's red errors.http alert, saying which list failed, with a retry.
  const failure = useListFailure(
    { error, retry },
    { messageId: 'notification.errors.list', hasGenericTitle: true },
  );

  const read = async (notification: UserNotification) => {
    setPending(notification.id);
    // Optimistic: the item turns read at once; the list and the bell revalidate after.
    await showRead(notification.id);
    try {
      await markAsRead(notification);
    } catch {
      await retry();
      toast({ tone: 'error', message: t('notification.errors.read') });
    } finally {
      setPending(null);
    }
  };

  return (
    <Column>
      <Stack gap={5}>
        <Heading level={1} size="xxl">
          {t('notifications.title')}
        </Heading>
        {failure.errorMessage ? (
          <ListError
            title={failure.errorTitle}
            message={failure.errorMessage}
            retryLabel={failure.retryLabel}
            onRetry={failure.onRetry}
            isRetrying={failure.isRetrying}
          />
        ) : isLoading || !notifications ? (
          // A named status: axe allows aria-label on a div only with a role.
          <Stack gap={3} role="status" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton variant="rect" height="72px" />
            <Skeleton variant="rect" height="72px" />
            <Skeleton variant="rect" height="72px" />
          </Stack>
        ) : notifications.items.length === 0 ? (
          <EmptyState icon={<Icon name="bell" size={32} />} message={t('notifications.empty')} />
        ) : (
          <Stack as="ul" gap={3}>
            {notifications.items.map((notification) => (
              <Item key={notification.id} $isRead={notification.read}>
                <ItemText>
                  {notification.title ? <Text weight="semibold">{notification.title}</Text> : null}
                  <Text>
                    {/* A notification about something (a use request) leads to it. */}
                    {notification.link ? (
                      <MessageLink
                        href={notification.link}
                        // Followed, it has been read: no need to come back to check it.
                        onClick={() => {
                          if (!notification.read) void read(notification);
                        }}
                      >
                        {notification.message}
                      </MessageLink>
                    ) : (
                      notification.message
                    )}
                  </Text>
                  <Text tone="muted" size="sm">
                    <RelativeTime value={notification.createdAt} />
                  </Text>
                </ItemText>
                {notification.read ? null : (
                  <IconButton
                    label={t('notifications.mark_read')}
                    icon={<Icon name="check" />}
                    variant="secondary"
                    disabled={pending === notification.id}
                    onClick={() => void read(notification)}
                  />
                )}
              </Item>
            ))}
          </Stack>
        )}
        {notifications ? (
          <Pagination
            page={page}
            total={notifications.total}
            pageSize={PAGE_SIZE.default}
            onPageChange={({ page: next }) => setParams(next === 1 ? {} : { page: String(next) })}
            {...paginationLabels}
          />
        ) : null}
      </Stack>
    </Column>
  );
}
