import { useIntl } from 'react-intl';
import { retainBlocker, type Shop, type SocialContent } from '@merci/domain';
import type { ContentCardProps } from '@merci/ui-kit';
import { useNotifiedText } from '../../../lib/rewards/useNotifiedText';
import { RouterLink } from '../../../lib/routing/RouterLink';
import { instagramPaths } from '../paths';
import { canShopReward } from '../permissions';
import { isExpiringSoon, storyExpiresAt, storyTimeLeft } from './storyExpiry';
import { useNow } from './useNow';

/**
 * Everything a ContentCard of the social screens needs but the content: the translated labels,
 * dd/MM/yyyy dates, the author link, the retain action with its quota rule (SPEC §2) and a story's
 * time left. The retain action shows once the shop is loaded, so it never flashes a wrong state.
 */
export function useContentCardProps(shop: Shop | undefined, { hasRetain = true } = {}) {
  const intl = useIntl();
  const now = useNow();
  const notifiedText = useNotifiedText();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const expiryLabel = (content: SocialContent) => {
    const expiresAt = storyExpiresAt(content);
    if (!expiresAt) return undefined;
    const left = storyTimeLeft(expiresAt, now);
    if (left === 'expired') return t('social.contents.story.expired');
    return t(`social.contents.story.expires_${left.unit}`, { count: left.value });
  };

  const isStoryExpiringSoon = (content: SocialContent) => {
    const expiresAt = storyExpiresAt(content);
    return expiresAt !== null && !content.discount && isExpiringSoon(expiresAt, now);
  };

  const shared = {
    mediaUnavailableLabel: t('social.contents.media_unavailable'),
    mediaTypeLabels: {
      video: t('social.media_type.video'),
      carousel_album: t('social.media_type.carousel_album'),
      story: t('social.media_type.story'),
    },
    contentTypeLabels: {
      ad: t('social.content_type.ad'),
      feed: t('social.content_type.feed'),
      story: t('social.content_type.story'),
      reels: t('social.content_type.reels'),
    },
    likeCountLabel: t('social.contents.likes'),
    commentCountLabel: t('social.contents.comments'),
    rewardedLabel: t('social.contents.rewarded'),
    permalinkLabel: t('social.contents.permalink'),
    retainBlockedLabels: {
      suspended: t('social.contents.retain_blocked.suspended'),
      no_quota: t('social.contents.retain_blocked.no_quota'),
      quota_exhausted: t('social.contents.retain_blocked.quota_exhausted'),
      not_permitted: t('social.contents.retain_blocked.not_permitted'),
    },
    formatNumber: ({ value }: { value: number }) => intl.formatNumber(value),
    formatDate: ({ date }: { date: Date }) =>
      intl.formatDate(date, { day: '2-digit', month: '2-digit', year: 'numeric' }),
    linkAs: RouterLink,
  } satisfies Partial<ContentCardProps>;

  const blocker = shop ? retainBlocker(shop, canShopReward(shop)) : null;

  return (content: SocialContent): ContentCardProps => ({
    ...shared,
    content,
    expiryLabel: expiryLabel(content),
    isExpiringSoon: isStoryExpiringSoon(content),
    notifiedLabel: notifiedText(content.discount?.notifiedAt),
    authorHref: instagramPaths.author(content.author_username),
    ...(hasRetain && shop
      ? {
          retainLabel: t('social.contents.retain'),
          retainHref: instagramPaths.content(content.id),
          retainBlocker: blocker,
        }
      : {}),
  });
}
