import type { IntlShape } from 'react-intl';
import type { Shop } from '@merci/domain';

/**
 * When the quota is whole again, in words ('Renouvellement le 1er décembre'): the day and month of
 * `quotaRenewsAt` where the shop is, since that is where its months begin, whatever the zone of
 * the browser. Nothing for a shop without quota.
 */
export function quotaRenewalText(
  intl: Pick<IntlShape, 'formatDate' | 'formatMessage'>,
  shop: Pick<Shop, 'quotaRenewsAt' | 'timeZone'>,
): string | undefined {
  if (!shop.quotaRenewsAt) return undefined;
  const { timeZone } = shop;
  return intl.formatMessage(
    { id: 'social.header.quota_renewal' },
    {
      day: intl.formatDate(shop.quotaRenewsAt, { day: 'numeric', timeZone }),
      month: intl.formatDate(shop.quotaRenewsAt, { month: 'long', timeZone }),
    },
  );
}
