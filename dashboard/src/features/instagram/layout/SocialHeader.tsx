import { useIntl } from 'react-intl';
import type { Shop, SocialAccount } from '@merci/domain';
import { Avatar, Icon, InstagramIcon, QuotaTokenBadge, Stack, Text } from '@merci/ui-kit';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMediaUp } from '../../../lib/layout/useMediaUp';
import { quotaRenewalText } from './quotaRenewal';
import {
  AccountDetail,
  AccountIdentity,
  AccountName,
  AccountNameText,
  HeaderBar,
  NetworkIcon,
  RenewalLine,
  WebsiteLink,
} from './SocialLayout.styles';

export interface SocialHeaderProps {
  /** The connected account; without it the header names the network only. */
  account: SocialAccount | null;
  shop: Shop | undefined;
}

/**
 * The social layout's header (SPEC §2): the account's picture, name, website, post and follower
 * counts, and the remaining rewards quota when the shop has one, with the day it renews. On a
 * phone it is one row (picture, name, the quota's count and meter) over the renewal day, so that
 * the page's own content starts near the top.
 */
export function SocialHeader({ account, shop }: SocialHeaderProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const hasQuota = shop != null && shop.quota != null;
  const isWide = useMediaUp('sm');
  const renewal = hasQuota ? quotaRenewalText(intl, shop) : undefined;

  return (
    <HeaderBar aria-label={t('social.header.label')}>
      {account ? (
        <AccountIdentity>
          <Avatar
            name={account.account_name}
            src={account.image_url ?? undefined}
            size={isWide ? 'lg' : 'md'}
          />
          <Stack gap={1}>
            <AccountName>
              <NetworkIcon>
                <InstagramIcon size={18} />
              </NetworkIcon>
              <AccountNameText title={account.account_name}>{account.account_name}</AccountNameText>
            </AccountName>
            {account.website ? (
              <AccountDetail>
                <WebsiteLink href={account.website} target="_blank" rel="noopener noreferrer">
                  {account.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <Icon name="external-link" size={14} />
                </WebsiteLink>
              </AccountDetail>
            ) : null}
            <AccountDetail>
              <Text tone="muted" size="sm">
                {t('social.header.stats', { posts: account.post_count, followers: account.follower_count })}
              </Text>
            </AccountDetail>
          </Stack>
        </AccountIdentity>
      ) : (
        <AccountIdentity>
          <AccountName>
            <InstagramIcon size={18} />
            {t('social.header.network')}
          </AccountName>
        </AccountIdentity>
      )}
      {hasQuota ? (
        <QuotaTokenBadge
          remaining={shop.quotaRemaining ?? 0}
          total={shop.quota}
          label={t('social.header.quota')}
          emptyLabel={t('social.header.quota_empty')}
          valueLabel={({ remaining, total }) =>
            t('social.header.quota_value', { remaining, total: total ?? remaining })
          }
          isCompact={!isWide}
          renewalLabel={isWide ? renewal : undefined}
          locale={locale}
        />
      ) : null}
      {!isWide && renewal ? <RenewalLine>{renewal}</RenewalLine> : null}
    </HeaderBar>
  );
}
