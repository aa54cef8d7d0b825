import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { mention, mustLeaveAssignPage, type AssignedReward } from '@merci/domain';
import { Alert, Button, Card, ContentCard, EmptyState, Heading, Icon, Spinner, Stack } from '@merci/ui-kit';
import { ShopLoadError } from '../../../lib/owner/ShopLoadError';
import { useFailureToast } from '../../../lib/swr/useFailureToast';
import { ApiError } from '../../../lib/api/client';
import { RouterLink } from '../../../lib/routing/RouterLink';
import { useAssignReward } from '../api/assignReward';
import { useSocialContent } from '../api/socialContents';
import { useContentCardProps } from '../contents/useContentCardProps';
import { useSocialContext } from '../layout/socialContext';
import { instagramPaths } from '../paths';
import { AssignedRewardPanel } from './AssignedRewardPanel';
import { Columns } from './ContentPage.styles';

// The reward form (with react-hook-form, ~17 kB gzip) is fetched as the page opens, beside the
// content it rewards (nothing shows before the content), rather than before the page; a rewarded
// content never needs it (ADR 015).
const loadForm = () => import('./RewardAssignForm');
const RewardAssignForm = lazy(async () => ({ default: (await loadForm()).RewardAssignForm }));

export { contentLoader } from '../layout/socialLoaders';

/**
 * /instagram/contents/:id (SPEC §2): the content on the left; on the right the reward form, or once
 * both calls of the assignment succeeded, the confirmation. A rewarded content shows its reward.
 * With a quota and nothing left, the page sends the merchant back to the list.
 */
export function ContentPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { id } = useParams();
  const { account, shop, shopId, isShopFailed } = useSocialContext();
  const { content, error } = useSocialContent(Number(id));
  const cardProps = useContentCardProps(shop, { hasRetain: false });
  const assign = useAssignReward(content, shop, account.id);
  const [assigned, setAssigned] = useState<{ contentId: number; reward: AssignedReward } | null>(null);
  const confirmation = assigned && content && assigned.contentId === content.id ? assigned.reward : null;
  const isNotFound = error instanceof ApiError && error.status === 404;

  useFailureToast(isNotFound ? undefined : error);
  useEffect(() => {
    // Unreachable, it is fetched again when drawn, and fails there visibly (the route's error).
    loadForm().catch(() => undefined);
  }, []);

  if (isNotFound) {
    return (
      <EmptyState
        icon={<Icon name="images" size={32} />}
        message={t('social.content.not_found')}
        action={
          <Button as={RouterLink} href={instagramPaths.contents} variant="secondary">
            {t('social.assign.back_to_contents')}
          </Button>
        }
      />
    );
  }
  if (error) return <Alert tone="danger" message={t('social.errors.content')} />;
  if (!content || (!shop && !isShopFailed)) return <Spinner label={t('app.loading')} />;
  if (shop && !confirmation && !content.discount && mustLeaveAssignPage(shop)) {
    return <Navigate to={instagramPaths.contents} replace />;
  }

  const reward = confirmation ?? content.discount;
  return (
    <Stack gap={5}>
      <Heading level={1} size="xxl">
        {t('social.content.title', { author: mention(content.author_username) })}
      </Heading>
      <Columns>
        <ContentCard {...cardProps(content)} />
        <Card as="section" aria-label={t('social.assign.section')}>
          {reward ? (
            <AssignedRewardPanel
              content={content}
              reward={reward}
              isJustAssigned={confirmation !== null}
              accountId={account.id}
              shopId={shopId}
            />
          ) : !shop ? (
            // The form needs the shop (its quota and reward types).
            <ShopLoadError shopId={shopId} />
          ) : (
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <RewardAssignForm
                content={content}
                shop={shop}
                assign={assign}
                onAssigned={(given) => setAssigned({ contentId: content.id, reward: given })}
              />
            </Suspense>
          )}
        </Card>
      </Columns>
    </Stack>
  );
}
