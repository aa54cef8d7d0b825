import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  EmptyState,
  Grid,
  Heading,
  Icon,
  Inline,
  RewardCard,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
} from '@merci/ui-kit';
import type { Shop } from '@merci/domain';
import { SHOP_SUSPENDED, isSuspended } from '../../lib/owner/suspension';
import { RouterLink } from '../../lib/routing/RouterLink';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { HOME_REWARD_COUNT, useLatestConfigRewards } from './homeApi';

/** Why the shop cannot create a reward yet, or null when it can. */
export function createRewardBlocker(
  shop: Pick<Shop, 'validated' | 'discountTypes' | 'suspension'> | undefined,
) {
  if (!shop) return null;
  if (isSuspended(shop)) return SHOP_SUSPENDED;
  if (!shop.validated) return 'home.rewards.blocked.not_validated';
  if (shop.discountTypes.length === 0) return 'home.rewards.blocked.no_type';
  return null;
}

/**
 * The 2 latest configured rewards and the create-reward button, disabled while the shop is
 * suspended, not validated or allows no reward type (SPEC §2 home; the list failing shows a red
 * errors.http alert, §8). The list needs the shop's id only, so it shows even when the shop itself
 * cannot be loaded.
 */
export function LatestRewardsCard({ shopId, shop }: { shopId: number | undefined; shop: Shop | undefined }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useRewardText();
  const { rewards, error, isLoading } = useLatestConfigRewards(shopId);
  const blocker = createRewardBlocker(shop);

  return (
    <Card as="section" aria-labelledby="home-latest-rewards">
      <Stack gap={4}>
        <Inline justify="between" align="center">
          <Heading level={2} size="lg" id="home-latest-rewards">
            {t('home.rewards.title')}
          </Heading>
          {blocker ? (
            <Button disabled aria-describedby="home-create-reward-blocker" startIcon={<Icon name="plus" />}>
              {t('home.rewards.create')}
            </Button>
          ) : (
            <Button as={RouterLink} href="/rewards" startIcon={<Icon name="plus" />}>
              {t('home.rewards.create')}
            </Button>
          )}
        </Inline>
        {blocker && (
          <Text tone="muted" size="sm" id="home-create-reward-blocker">
            {t(blocker)}
          </Text>
        )}
        {error ? (
          <Text tone="danger" role="alert">
            {t('errors.http')}
          </Text>
        ) : isLoading || !rewards ? (
          <Grid
            columns={{ xs: 1, sm: 2 }}
            gap={4}
            role="status"
            aria-busy="true"
            aria-label={t('app.loading')}
          >
            {Array.from({ length: HOME_REWARD_COUNT }, (_, index) => (
              <Skeleton key={index} variant="rect" height={128} />
            ))}
          </Grid>
        ) : rewards.length === 0 ? (
          <EmptyState icon={<Icon name="gift" size={32} />} message={t('home.rewards.empty')} />
        ) : (
          <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
            {rewards.map((reward) => (
              <RewardCard
                key={reward.id}
                {...text.configRewardCard(reward)}
                status={<StatusBadge {...text.configStatus(reward, shop?.timeZone)} />}
              />
            ))}
          </Grid>
        )}
      </Stack>
    </Card>
  );
}
