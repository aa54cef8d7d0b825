import { useIntl } from 'react-intl';
import { Button, Card, DataTable, Heading, Inline, RewardTypeBadge, Stack, StatusBadge } from '@merci/ui-kit';
import { mention, type AssignedReward } from '@merci/domain';
import { RouterLink } from '../../lib/routing/RouterLink';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { useListFailure } from '../../lib/swr/useListFailure';
import { useDateText } from '../../lib/dates/useDateText';
import { HOME_RECENT_REWARD_COUNT, useRecentAssignedRewards } from './homeApi';

/**
 * The latest rewards given to ambassadors, with 'view more' leading to /analytics (SPEC §2 home)
 * and a link to every reward given, on /rewards.
 */
export function RecentRewardsCard({ shopId }: { shopId: number | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useRewardText();
  const dates = useDateText();
  const { rewards, error, isLoading, retry } = useRecentAssignedRewards(shopId);
  // SPEC §2's red errors.http alert, saying which list failed, with a retry.
  const failure = useListFailure(
    { error, retry },
    { messageId: 'lists.errors.recent_rewards', hasGenericTitle: true },
  );

  return (
    <Card as="section" aria-labelledby="home-recent-rewards">
      <Stack gap={4}>
        <Inline justify="between" align="center" gap={3}>
          <Heading level={2} size="lg" id="home-recent-rewards">
            {t('home.recent.title')}
          </Heading>
          {/* SPEC fixes 'view more' to /analytics; the list of every reward is on /rewards. */}
          <Inline gap={2} wrap="wrap">
            <Button as={RouterLink} href="/rewards" variant="secondary">
              {t('home.recent.all_rewards')}
            </Button>
            <Button as={RouterLink} href="/analytics" variant="secondary">
              {t('home.recent.view_more')}
            </Button>
          </Inline>
        </Inline>
        <DataTable<AssignedReward>
          caption={t('home.recent.title')}
          isCaptionHidden
          isLoading={isLoading || (!rewards && !error)}
          loadingRowCount={HOME_RECENT_REWARD_COUNT}
          {...failure}
          emptyMessage={t('home.recent.empty')}
          emptyAction={
            <Button as={RouterLink} href="/instagram/contents" variant="secondary">
              {t('home.recent.assign')}
            </Button>
          }
          rows={rewards ?? []}
          getRowId={(reward) => reward.id}
          columns={[
            {
              id: 'ambassador',
              header: t('home.recent.columns.ambassador'),
              cell: (reward) => mention(reward.username),
              isRowHeader: true,
            },
            {
              id: 'assigned',
              header: t('home.recent.columns.assigned'),
              cell: (reward) => dates.day(reward.createdAt),
            },
            {
              id: 'type',
              header: t('home.recent.columns.type'),
              cell: (reward) => <RewardTypeBadge type={reward.type} label={text.typeLabel(reward.type)} />,
            },
            {
              id: 'value',
              header: t('home.recent.columns.value'),
              cell: (reward) => text.assignedValueText(reward),
            },
            {
              id: 'status',
              header: t('home.recent.columns.status'),
              cell: (reward) => (
                <StatusBadge status={reward.status} label={text.statusLabel(reward.status)} />
              ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
