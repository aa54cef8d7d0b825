import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Avatar,
  Badge,
  Button,
  Card,
  EmptyState,
  Icon,
  Inline,
  Spinner,
  Stack,
  StatusBadge,
  Text,
  toast,
} from '@merci/ui-kit';
import { RowActionsMenu, usePreloadRowActions } from '../../lib/tables/RowActionsMenu';
import { useCurrentUser } from '../../lib/owner/useOwner';
import { ApiError } from '../../lib/api/client';
import { useSocialAccount } from '../../lib/owner/socialAccount';
import { webhooksBadge } from '../../lib/owner/webhooks';
import { logoutSocialAccount, resubscribeWebhooks } from './accountApi';

/**
 * /account: the connected Instagram account, with a menu to disconnect it, and whether Meta
 * delivers its mentions and stories in real time (its Page's webhook subscription), with a button
 * to ask again when it does not.
 */
export function SocialsTab() {
  usePreloadRowActions();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { user } = useCurrentUser();
  const { account, isLoading, error, retry } = useSocialAccount(user?.shop?.id);
  const [isResubscribing, setResubscribing] = useState(false);

  if (isLoading || (account === undefined && !error)) return <Spinner label={t('app.loading')} />;
  if (error) return <Text tone="danger">{t('social.errors.account')}</Text>;
  if (!account || account.has_account_token_expired) {
    return <EmptyState icon={<Icon name="instagram" size={32} />} message={t('account.socials.none')} />;
  }

  const disconnect = async () => {
    try {
      await logoutSocialAccount(account.id);
      await retry();
      toast({ tone: 'success', message: t('account.socials.disconnected') });
    } catch {
      toast({ tone: 'error', message: t('social.errors.logout') });
    }
  };

  const resubscribe = async () => {
    setResubscribing(true);
    try {
      const updated = await resubscribeWebhooks(account.id);
      await retry();
      toast(
        updated.webhooks === 'subscribed'
          ? { tone: 'success', message: t('instagram.webhooks.resubscribed') }
          : { tone: 'error', message: t('instagram.webhooks.still_failed') },
      );
    } catch (failure) {
      toast({
        tone: 'error',
        message: t(
          failure instanceof ApiError ? failure.messageKey : 'instagram.webhooks.errors.resubscribe',
        ),
      });
    } finally {
      setResubscribing(false);
    }
  };
  const realTime = webhooksBadge(account.webhooks);

  return (
    <Card as="section" aria-label={t('account.socials.label')}>
      <Stack gap={5}>
        <Inline justify="between" align="center">
          <Inline gap={4} align="center">
            <Avatar name={account.account_name} src={account.image_url ?? undefined} size="lg" />
            <Stack gap={1}>
              <Inline gap={2} align="center">
                <Icon name="instagram" />
                <Text weight="semibold">@{account.account_name}</Text>
              </Inline>
              <Text tone="muted" size="sm">
                {t('account.socials.stats', { posts: account.post_count, followers: account.follower_count })}
              </Text>
            </Stack>
            <StatusBadge status="live" label={t('account.socials.connected')} />
          </Inline>
          <RowActionsMenu
            label={t('account.socials.menu')}
            items={[
              { id: 'logout', label: t('account.socials.logout'), tone: 'danger', onSelect: disconnect },
            ]}
          />
        </Inline>
        <Stack gap={2} as="section" aria-label={t('instagram.webhooks.label')}>
          <Inline gap={3} align="center" wrap="wrap">
            <Text weight="semibold">{t('instagram.webhooks.label')}</Text>
            <Badge tone={realTime.tone} label={t(realTime.labelKey)} />
          </Inline>
          <Text tone="muted" size="sm">
            {t(`instagram.webhooks.${account.webhooks}.help`)}
          </Text>
          {account.webhooks === 'subscribed' ? null : (
            <Inline>
              <Button
                variant="secondary"
                startIcon={<Icon name="refresh" />}
                isLoading={isResubscribing}
                onClick={() => void resubscribe()}
              >
                {t('instagram.webhooks.resubscribe')}
              </Button>
            </Inline>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
