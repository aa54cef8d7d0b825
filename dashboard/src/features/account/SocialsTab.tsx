import { useIntl } from 'react-intl';
import {
  Avatar,
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
import { useSocialAccount } from '../../lib/owner/socialAccount';
import { logoutSocialAccount } from './accountApi';

/** /account: the connected Instagram account, with a menu to disconnect it. */
export function SocialsTab() {
  usePreloadRowActions();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { user } = useCurrentUser();
  const { account, isLoading, error, retry } = useSocialAccount(user?.shop?.id);

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

  return (
    <Card as="section" aria-label={t('account.socials.label')}>
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
          items={[{ id: 'logout', label: t('account.socials.logout'), tone: 'danger', onSelect: disconnect }]}
        />
      </Inline>
    </Card>
  );
}
